// A refund of an online payment — asked by staff (with their reason), or by itself when the date could no longer
// be booked — on the branded notice, with the event's balance after it.
import { EVENT_MAIL } from '@salones/shared/mails';
import { formatMoney, toPesos } from '@salones/shared/money';
import { noticeTemplate } from './notice-mail.tsx';

export interface RefundMailProps {
  name: string;
  amountCentavos: number;
  /** the provider's reference of the payment */
  reference: string;
  paymentId: string;
  automatic: boolean;
  /** staff's reason (absent in mails queued before it was sent) */
  motivo?: string | null;
  /** the event's balance after the refund; null when the payment booked no event */
  saldoCentavos?: number | null;
}

export const refundTemplate = noticeTemplate<RefundMailProps>((p, brand) => ({
  subject: p.automatic ? 'Te devolvimos tu pago' : 'Reembolso de tu pago',
  greeting: `Hola ${p.name}:`,
  before: [
    p.automatic
      ? 'La fecha que pediste ya no estaba disponible cuando llegó tu pago, así que te lo devolvimos completo. Puedes pedir otra fecha cuando quieras.'
      : 'Hicimos un reembolso de tu pago en línea.',
  ],
  rows: [
    ['Reembolso', formatMoney(toPesos(p.amountCentavos))],
    ...(p.motivo ? ([['Motivo', p.motivo]] as const) : []),
    ...(p.saldoCentavos == null ? [] : ([[EVENT_MAIL.owed, formatMoney(toPesos(p.saldoCentavos))]] as const)),
    ['Referencia', p.reference],
  ],
  after: ['El dinero vuelve al mismo medio de pago; tu banco puede tardar unos días en reflejarlo.'],
  link: { label: 'Ver el pago', url: `${brand.publicUrl}/pagos/${p.paymentId}` },
}));
