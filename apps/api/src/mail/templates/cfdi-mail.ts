// A CFDI stamped for a family — its factura (ingreso), a complemento de pago or a nota de crédito (egreso) — on the
// branded notice, with its PDF and XML attached by the job that sends it (features/invoicing/mail-cfdi.ts).
import { formatMoney, toPesos } from '@salones/shared/money';
import { noticeTemplate } from './notice-mail.tsx';

export interface CfdiMailProps {
  /** the name on the fiscal data (razón social) */
  name: string;
  tipo: 'I' | 'P' | 'E';
  eventName: string;
  uuid: string;
  serieFolio: string;
  totalCentavos: number;
}

const WHAT = {
  I: { subject: 'Tu factura', line: 'Emitimos la factura de tu evento.', kind: 'Factura (CFDI de ingreso)' },
  P: {
    subject: 'Tu complemento de pago',
    line: 'Emitimos el complemento de pago de tu abono: es el comprobante fiscal del pago que hiciste.',
    kind: 'Complemento de pago',
  },
  E: {
    subject: 'Tu nota de crédito',
    line: 'Emitimos una nota de crédito por el reembolso de tu pago.',
    kind: 'Nota de crédito (CFDI de egreso)',
  },
} as const;

export const cfdiTemplate = noticeTemplate<CfdiMailProps>((p, brand) => ({
  subject: `${WHAT[p.tipo].subject} de ${brand.clubName}`,
  greeting: `Hola ${p.name}:`,
  before: [WHAT[p.tipo].line, 'Te enviamos el PDF y el XML adjuntos a este correo.'],
  rows: [
    ['Comprobante', WHAT[p.tipo].kind],
    ['Evento', p.eventName],
    ['Serie y folio', p.serieFolio],
    ['Folio fiscal (UUID)', p.uuid],
    [p.tipo === 'P' ? 'Monto pagado' : 'Total', formatMoney(toPesos(p.totalCentavos))],
  ],
  after: ['Guarda el XML: es el comprobante que vale ante el SAT.'],
  link: { label: 'Ver mis eventos', url: `${brand.publicUrl}/pedidos` },
}));
