// Issue #22.10: 'Pagar saldo' on an event with a balance — at least $500 or the whole balance, then Stripe's page.
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { MIN_ABONO_PESOS } from '@salones/shared/constants';
import type { EventDto } from '@salones/shared/events';
import { formatMoney } from '@salones/shared/money';
import { useEffect, useState } from 'react';
import { payEvent } from '../../../lib/api/payments.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export function PayBalanceModal(props: { event: EventDto | null; onClose: () => void }) {
  const e = props.event;
  const [monto, setMonto] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setMonto(e?.adeudo ?? '');
    setError(null);
  }, [e]);

  async function pay() {
    if (!e) return;
    setBusy(true);
    setError(null);
    try {
      const { pago } = await payEvent(e.uid, Number(monto));
      window.location.assign(pago.url ?? `/pagos/${pago.uid}`);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <Modal opened={!!e} onClose={props.onClose} title="Pagar saldo" centered>
      {e ? (
        <Stack gap="sm">
          <Text>
            {e.name}: saldo de {formatMoney(e.adeudo)}. Puedes pagarlo completo o abonar al menos{' '}
            {formatMoney(MIN_ABONO_PESOS, { dropZeroCents: true })}.
          </Text>
          <NumberInput
            label="Monto a pagar (MXN)"
            value={monto}
            onChange={setMonto}
            min={0}
            max={e.adeudo}
            decimalScale={2}
            thousandSeparator=","
            prefix="$"
          />
          {error ? <Alert color="red">{error}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={busy}>
              Ahora no
            </Button>
            <Button onClick={pay} loading={busy} disabled={!monto}>
              Pagar {monto ? formatMoney(Number(monto)) : ''}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
