// A refund of an online payment — asked by staff, or by itself when the date could no longer be
// booked — on the branded notice.
import { formatMoney, toPesos } from '@salones/shared/money';
import { noticeTemplate } from './notice-mail.tsx';

export interface RefundMailProps {
  name: string;
  amountCentavos: number;
  /** the provider's reference of the payment */
  reference: string;
  paymentId: string;
  automatic: boolean;
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
    ['Referencia', p.reference],
  ],
  after: ['El dinero vuelve al mismo medio de pago; tu banco puede tardar unos días en reflejarlo.'],
  link: { label: 'Ver el pago', url: `${brand.publicUrl}/pagos/${p.paymentId}` },
}));
