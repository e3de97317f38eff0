// How to finish an online payment on its way, as the provider gave it: an OXXO voucher (its number, the hosted
// voucher) or a SPEI transfer (CLABE, bank, beneficiary, the reference to write, the hosted instructions).
import { Button, Card, Stack, Text } from '@mantine/core';
import { formatMoney } from '@salones/shared/money';
import { type PaymentDto, PENDING_PAYMENT_TEXT as T } from '@salones/shared/payments';
import { IconExternalLink } from '@tabler/icons-react';
import { LabelValueRow } from '../label-value-row.tsx';

const methodOf = (p: PaymentDto): 'oxxo' | 'spei' | null =>
  p.instrucciones?.tipo ?? (p.metodo === 'OXXO' ? 'oxxo' : p.metodo === 'Transferencia SPEI' ? 'spei' : null);

/** The voucher's or transfer's details and the link to the provider's page; nothing when it gave none. */
export function PaymentInstructions({ pago }: { pago: PaymentDto }) {
  const i = pago.instrucciones;
  if (!i) return null;
  return (
    <Stack gap={4} data-testid="payment-instructions">
      {i.clabe ? <LabelValueRow label={T.clabe} value={i.clabe} /> : null}
      {i.banco ? <LabelValueRow label={T.bank} value={i.banco} /> : null}
      {i.beneficiario ? <LabelValueRow label={T.beneficiary} value={i.beneficiario} /> : null}
      {i.referencia ? (
        <LabelValueRow label={i.tipo === 'spei' ? T.speiReference : T.reference} value={i.referencia} />
      ) : null}
      {i.url ? (
        <Button
          component="a"
          href={i.url}
          target="_blank"
          rel="noopener"
          variant="light"
          mt={4}
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          {i.tipo === 'oxxo' ? T.seeVoucher : T.seeInstructions}
        </Button>
      ) : null}
    </Stack>
  );
}

/** One payment on its way: what, for how much, what it pays (`paraQue`), until when, and how to finish it. */
export function PendingPaymentCard({ pago, paraQue }: { pago: PaymentDto; paraQue?: string }) {
  const what = T.what(methodOf(pago), formatMoney(pago.monto));
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={what}>
      <Stack gap={4}>
        <Text fw={600}>{what}</Text>
        {paraQue ? <Text size="sm">{paraQue}</Text> : null}
        {pago.pagarAntesDe ? (
          <Text size="sm" fw={500} c="orange.9">
            {T.payBefore(pago.pagarAntesDe)}
          </Text>
        ) : null}
        <PaymentInstructions pago={pago} />
      </Stack>
    </Card>
  );
}
