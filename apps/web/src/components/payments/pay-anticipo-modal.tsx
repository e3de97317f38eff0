// 'Pagar anticipo' on a pending request — the plan (package, date, total, anticipo, the balance and its due date;
// or, the party being BALANCE_DUE_DAYS away or fewer, the whole total now and why), the methods, the contract's
// terms and the acceptance checkbox, then Stripe's page.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type BookingRequestDto, formatLongDate } from '@salones/shared/booking-requests';
import { whatsappChatUrl } from '@salones/shared/invitations';
import { formatMoney } from '@salones/shared/money';
import { PLAN_TEXT } from '@salones/shared/payment-plan';
import { useState } from 'react';
import { acceptTerms, payRequest, useRequestPaymentSummary, useTerms } from '../../lib/api/payments.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { LabelValueRow } from '../label-value-row.tsx';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { TermsAcceptance } from './terms-acceptance.tsx';

const METHOD_LABELS: Record<string, string> = {
  card: 'Tarjeta (meses sin intereses si tu banco lo ofrece)',
  oxxo: 'Efectivo en OXXO',
  customer_balance: 'Transferencia SPEI',
};

export function PayAnticipoModal(props: { request: BookingRequestDto | null; onClose: () => void }) {
  const r = props.request;
  const summary = useRequestPaymentSummary(r?.uid ?? null);
  const terms = useTerms({ enabled: !!r });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = summary.data;
  // the branch's phone as typed ('55 1234 5678', '(55) 1234-5678'): digits only, +52 for a 10-digit number
  const chatUrl = r ? whatsappChatUrl(r.lugar.phone) : null;

  async function pay() {
    if (!r || !terms.data) return;
    setBusy(true);
    setError(null);
    try {
      await acceptTerms({ version: terms.data.version, solicitud: r.uid });
      const { pago } = await payRequest(r.uid);
      window.location.assign(pago.url ?? `/pagos/${pago.uid}`);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <Modal opened={!!r} onClose={props.onClose} title="Pagar anticipo" centered size="lg">
      {!r || summary.isLoading ? (
        <LoadingSpinner />
      ) : s ? (
        <Stack gap="sm">
          <Stack gap={4}>
            <LabelValueRow label="Paquete" value={r.paqueteName} />
            <LabelValueRow label="Fecha" value={`${formatLongDate(r.fecha)}, ${r.turno}`} />
            <LabelValueRow label="Total" value={formatMoney(s.plan.total)} />
            {s.plan.alReservar ? (
              <LabelValueRow label="A pagar ahora" value={formatMoney(s.plan.anticipo)} />
            ) : (
              <>
                <LabelValueRow label="Anticipo" value={formatMoney(s.plan.anticipo)} />
                <LabelValueRow
                  label="Saldo"
                  value={`${formatMoney(s.plan.saldo)} a más tardar el ${formatLongDate(s.plan.saldoVenceEl)}`}
                />
              </>
            )}
          </Stack>
          {/* the balance is due with the anticipo: said before she pays */}
          {s.plan.alReservar ? (
            <Alert color="blue" variant="light" data-testid="pay-all-now">
              {PLAN_TEXT.payAllNow(s.plan.diasSaldo)}.
            </Alert>
          ) : null}
          {s.enLinea ? (
            <>
              <Text size="sm">
                Puedes pagar con: {s.metodos.map((m) => METHOD_LABELS[m] ?? m).join(', ')}.
              </Text>
              <TermsAcceptance
                terms={terms.data}
                loading={terms.isLoading}
                checked={checked}
                onChange={setChecked}
              />
              {error ? <Alert color="red">{error}</Alert> : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={props.onClose} disabled={busy}>
                  Ahora no
                </Button>
                <Button onClick={pay} loading={busy} disabled={!checked || !terms.data}>
                  Pagar {formatMoney(s.plan.anticipo)}
                </Button>
              </Group>
            </>
          ) : (
            <Stack gap={4}>
              <Text>
                Paga el anticipo por transferencia y envía tu comprobante por WhatsApp a la sucursal (
                {r.lugar.phone}).
              </Text>
              {s.transferencia ? (
                <>
                  <LabelValueRow label="Banco" value={s.transferencia.banco} />
                  <LabelValueRow label="CLABE" value={s.transferencia.clabe} />
                  <LabelValueRow label="Beneficiario" value={s.transferencia.beneficiario} />
                </>
              ) : null}
              {chatUrl ? (
                <Button component="a" href={chatUrl} target="_blank" rel="noopener" mt="sm">
                  Enviar comprobante por WhatsApp
                </Button>
              ) : null}
            </Stack>
          )}
        </Stack>
      ) : (
        <Alert color="red">{errorMessage(summary.error)}</Alert>
      )}
    </Modal>
  );
}
