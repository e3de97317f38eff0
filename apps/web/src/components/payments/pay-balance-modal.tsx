// 'Pagar saldo' on an event with a balance — at least $500 or all that is left, then Stripe's page.
// What is left takes off the payments already on their way (an OXXO voucher, a SPEI transfer: listed here with
// how to finish them), so none is paid twice; before the event's first online payment, the contract's terms are
// accepted in the same step as for a request (docs/architecture.md#money-online).
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { MIN_ABONO_PESOS } from '@salones/shared/constants';
import type { EventDto } from '@salones/shared/events';
import { formatMoney, toCentavos, toPesos } from '@salones/shared/money';
import { balanceDueNote, PLAN_TEXT, payableOnline } from '@salones/shared/payment-plan';
import { PAYMENT_MSG, type PaymentDto, PENDING_PAYMENT_TEXT } from '@salones/shared/payments';
import { useEffect, useState } from 'react';
import {
  acceptTerms,
  payEvent,
  useEventAcceptance,
  usePendingPayments,
  useTerms,
} from '../../lib/api/payments.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useNow } from '../../lib/use-now.ts';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { PendingPaymentCard } from './payment-instructions.tsx';
import { TermsAcceptance } from './terms-acceptance.tsx';

/** The payments still on their way: those whose voucher has not run out. */
const stillOnTheirWay = (pagos: readonly PaymentDto[], now: Date) =>
  pagos.filter((p) => !p.pagarAntesDe || Date.parse(p.pagarAntesDe) > now.getTime());

export function PayBalanceModal(props: { event: EventDto | null; onClose: () => void }) {
  const e = props.event;
  const now = useNow();
  const pending = usePendingPayments(e?.uid, { enabled: !!e });
  const acceptance = useEventAcceptance(e?.uid ?? '', { enabled: !!e });
  const needsTerms = acceptance.data === null;
  const terms = useTerms({ enabled: needsTerms });
  const onTheirWay = stillOnTheirWay(pending.data?.pagos ?? [], now);
  const payable = e
    ? toPesos(
        payableOnline(
          toCentavos(e.adeudo),
          onTheirWay.reduce((sum, p) => sum + toCentavos(p.monto), 0),
        ),
      )
    : 0;
  const [monto, setMonto] = useState<number | string>('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a new event (or what is left changing) starts the form again
  useEffect(() => {
    setMonto(e ? payable || '' : '');
    setChecked(false);
    setError(null);
  }, [e, payable]);

  async function pay() {
    if (!e) return;
    setBusy(true);
    setError(null);
    try {
      if (needsTerms && terms.data) await acceptTerms({ version: terms.data.version, evento: e.uid });
      const { pago } = await payEvent(e.uid, Number(monto));
      window.location.assign(pago.url ?? `/pagos/${pago.uid}`);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  const loading = pending.isLoading || acceptance.isLoading;
  const failed = pending.error ?? acceptance.error;
  return (
    <Modal opened={!!e} onClose={props.onClose} title="Pagar saldo" centered size={needsTerms ? 'lg' : 'md'}>
      {!e || loading ? (
        <LoadingSpinner />
      ) : failed ? (
        <Alert color="red">{errorMessage(failed)}</Alert>
      ) : e.adeudo <= 0 ? (
        <Text>{PAYMENT_MSG.noBalance}.</Text>
      ) : (
        <Stack gap="sm">
          <Text>
            {e.name}: saldo de {formatMoney(e.adeudo)}
            {e.plan ? `, ${balanceDueNote(e.plan)}` : ''}.
          </Text>
          {onTheirWay.length > 0 ? (
            <Stack gap="xs" data-testid="balance-pending">
              <Text size="sm">{PENDING_PAYMENT_TEXT.intro}</Text>
              {onTheirWay.map((p) => (
                <PendingPaymentCard key={p.uid} pago={p} />
              ))}
            </Stack>
          ) : null}
          {payable <= 0 ? (
            <Alert color="yellow">{PLAN_TEXT.pendingCoversDebt}.</Alert>
          ) : (
            <>
              <Text size="sm">
                {onTheirWay.length > 0
                  ? PENDING_PAYMENT_TEXT.payableLeft(formatMoney(payable))
                  : `Puedes pagarlo completo o abonar al menos ${formatMoney(MIN_ABONO_PESOS, { dropZeroCents: true })}.`}
              </Text>
              <NumberInput
                label="Monto a pagar (MXN)"
                value={monto}
                onChange={setMonto}
                min={0}
                max={payable}
                decimalScale={2}
                thousandSeparator=","
                prefix="$"
              />
              {needsTerms ? (
                <TermsAcceptance
                  terms={terms.data}
                  loading={terms.isLoading}
                  checked={checked}
                  onChange={setChecked}
                />
              ) : null}
            </>
          )}
          {error ? <Alert color="red">{error}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={busy}>
              Ahora no
            </Button>
            {payable > 0 ? (
              <Button
                onClick={pay}
                loading={busy}
                disabled={!monto || (needsTerms && (!checked || !terms.data))}
              >
                Pagar {monto ? formatMoney(Number(monto)) : ''}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
