// docs/architecture.md#money-online: money online — the online payments' states and Spanish texts, the contract's
// terms and their acceptance, and the API's schemas (the payment plan itself: payment-plan.ts). One place for each
// rule; the API and the web app both read them from here.
import { z } from 'zod';
import { formatDateTime } from './dates.ts';
import { idField, inputText, numberInput, okAnswer, okWithMsg, wholeNumber } from './schema-helpers.ts';

export const ONLINE_PAYMENT_STATES = [
  'abierto',
  'pagado',
  'pendiente',
  'fallido',
  'vencido',
  'reembolsado',
  'reembolsado_parcial',
  'revisar',
] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

export const ONLINE_PAYMENT_STATE_LABELS: Record<OnlinePaymentState, string> = {
  abierto: 'Abierto',
  pagado: 'Pagado',
  pendiente: 'Pendiente',
  fallido: 'Fallido',
  vencido: 'Vencido',
  reembolsado: 'Reembolsado',
  reembolsado_parcial: 'Reembolsado parcial',
  revisar: 'Revisar',
};

/** The abono's metodo by the method that paid. */
export const ONLINE_METHOD_LABELS = {
  card: 'Tarjeta',
  oxxo: 'OXXO',
  customer_balance: 'Transferencia SPEI',
  other: 'Pago en línea',
} as const;

/** The family's status page (/pagos/{id}): what each state says. */
export function paymentStatusText(p: { estado: OnlinePaymentState; pagarAntesDe: string | null }): string {
  switch (p.estado) {
    case 'abierto':
      return 'Procesando…';
    case 'pagado':
      return 'Pago recibido';
    case 'pendiente':
      return p.pagarAntesDe
        ? `Ficha OXXO pendiente: paga antes del ${formatDateTime(p.pagarAntesDe, 'long')}`
        : 'Pago pendiente: en cuanto llegue lo verás aquí';
    case 'reembolsado':
      return 'Pago reembolsado';
    case 'reembolsado_parcial':
      return 'Pago reembolsado en parte';
    case 'revisar':
      return 'Estamos revisando tu pago';
    default:
      return 'El pago no se completó';
  }
}

/**
 * An online payment on its way (an OXXO voucher, a SPEI transfer) as the family reads it on /pedidos, in 'Pagar
 * saldo' and on its page: what it is, for how much, until when, and how to finish it. Amounts already formatted.
 */
export const PENDING_PAYMENT_TEXT = {
  title: 'Pagos en proceso',
  intro:
    'Ya generaste estos pagos: págalos con sus datos y no los vuelvas a pedir. Se abonan solos cuando llegan.',
  what: (metodo: 'oxxo' | 'spei' | null, monto: string) =>
    metodo === 'oxxo'
      ? `Ficha OXXO por ${monto}`
      : metodo === 'spei'
        ? `Transferencia SPEI por ${monto}`
        : `Pago pendiente por ${monto}`,
  payBefore: (at: string) => `Paga antes del ${formatDateTime(at, 'long')}`,
  forWhat: (tipo: 'anticipo' | 'saldo', evento: string) =>
    tipo === 'anticipo' ? `Anticipo de ${evento}` : `Abono a ${evento}`,
  reference: 'Referencia',
  speiReference: 'Referencia (concepto)',
  clabe: 'CLABE',
  bank: 'Banco',
  beneficiary: 'Beneficiario',
  seeVoucher: 'Ver ficha OXXO',
  seeInstructions: 'Ver instrucciones de la transferencia',
  /** 'Pagar saldo' with payments on their way: what is left to pay online */
  payableLeft: (monto: string) => `Descontando tus pagos en proceso, puedes pagar hasta ${monto}.`,
} as const;

export const PAYMENT_MSG = {
  onlineOff: 'El pago en línea no está disponible; paga por transferencia y envía tu comprobante',
  providerUnreachable: 'No pudimos comunicarnos con el procesador de pagos; intenta de nuevo en unos minutos',
  providerRefused: 'El procesador de pagos rechazó la operación; intenta de nuevo o contáctanos',
  termsNotAccepted: 'Primero lee y acepta el contrato vigente',
  termsStale: 'El contrato cambió: lee la versión vigente y acéptala de nuevo',
  termsMissing: 'Aún no hay un contrato publicado',
  termsEmpty: 'El texto del contrato es obligatorio',
  termsTooLong: 'El texto del contrato es demasiado largo',
  termsVersionNotFound: 'No existe esa versión del contrato',
  acceptTarget: 'Indica la solicitud o el evento del contrato',
  requestNotPending: 'La solicitud ya no está pendiente',
  holdEndsSoon: 'Tu apartado vence en menos de 30 minutos; pide la fecha de nuevo para pagar en línea',
  noBalance: 'El evento está liquidado',
  montoInvalid: 'Escribe el monto en pesos',
  notFound: 'Pago no encontrado',
  forbidden: 'No tienes permiso para ver este pago',
  refundNotPaid: 'Solo se puede reembolsar un pago recibido',
  refundOver: 'El reembolso es mayor que lo que queda por reembolsar',
  refundMotivo: 'Escribe el motivo del reembolso',
  refunded: 'Reembolso solicitado',
  published: 'Contrato publicado',
  unchanged: 'El texto no cambió; no se creó una versión nueva',
  accepted: 'Contrato aceptado',
  badSignature: 'Firma del aviso de pago no válida',
  statusInvalid: 'Estado de pago no válido',
} as const;

export const ACCEPT_LABEL = (version: number) => `He leído y acepto el contrato (versión ${version})`;
export const ACCEPTED_LINE = (nombre: string, fecha: string, hora: string, version: number) =>
  `Aceptado electrónicamente por ${nombre} el ${fecha} ${hora} (versión ${version})`;

// ── Schemas ──
const isoDateTime = z.string().describe('ISO 8601 date-time (UTC)');
export const TERMS_MAX_LENGTH = 100_000;

export const TermsDtoSchema = z.object({
  version: z.number().int(),
  texto: z.string(),
  publicadoEl: isoDateTime,
  autor: z.string(),
});
export type TermsDto = z.infer<typeof TermsDtoSchema>;
export const TermsResponseSchema = okAnswer({ terminos: TermsDtoSchema });
export const TermsPublishedSchema = okWithMsg({ terminos: TermsDtoSchema, nueva: z.boolean() });
export const TermsVersionParams = z.object({
  version: wholeNumber(PAYMENT_MSG.termsVersionNotFound, { min: 1, max: 1_000_000 }),
});
export const TermsPutSchema = z.object({
  texto: inputText({ error: PAYMENT_MSG.termsEmpty })
    .trim()
    .min(1, PAYMENT_MSG.termsEmpty)
    .max(TERMS_MAX_LENGTH, PAYMENT_MSG.termsTooLong),
});
export const TermsAcceptSchema = z
  .object({
    version: wholeNumber(PAYMENT_MSG.termsStale, { min: 1, max: 1_000_000 }),
    solicitud: idField().optional(),
    evento: idField().optional(),
  })
  .refine((v) => Boolean(v.solicitud) !== Boolean(v.evento), { message: PAYMENT_MSG.acceptTarget });
export type TermsAccept = z.input<typeof TermsAcceptSchema>;
export const AcceptanceDtoSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  aceptadoEl: isoDateTime,
});
export const AcceptanceResponseSchema = okAnswer({ aceptacion: AcceptanceDtoSchema });
/**
 * The contract acceptance of an event — which version, who, when, and the version's text (the
 * contract page prints it). The owner or staff.
 */
export const EventAcceptanceResponseSchema = okAnswer({
  aceptacion: z
    .object({ version: z.number().int(), nombre: z.string(), aceptadoEl: isoDateTime, texto: z.string() })
    .nullable(),
});
export type EventAcceptance = NonNullable<z.infer<typeof EventAcceptanceResponseSchema>['aceptacion']>;

export const PaymentDtoSchema = z.object({
  uid: z.string(),
  tipo: z.enum(['anticipo', 'saldo']),
  estado: z.enum(ONLINE_PAYMENT_STATES),
  /** pesos */
  monto: z.number(),
  reembolsado: z.number(),
  /** 'Tarjeta', 'OXXO', 'Transferencia SPEI' once known */
  metodo: z.string().nullable(),
  /** the provider's page, while the session is open */
  url: z.string().nullable(),
  solicitud: z.string().nullable(),
  evento: z.string().nullable(),
  lugar: z.string(),
  cliente: z.string(),
  /** the provider's reference (payment intent, else session) */
  referencia: z.string(),
  creadoEl: isoDateTime,
  pagadoEl: isoDateTime.nullable(),
  venceEl: isoDateTime,
  /** an OXXO voucher's last moment */
  pagarAntesDe: isoDateTime.nullable(),
  /**
   * how to finish a payment on its way ('pendiente'), as the provider gave it: an OXXO voucher (its number and the
   * provider's hosted voucher page) or a SPEI transfer (CLABE, bank, beneficiary, the reference to write, the
   * provider's instructions page); else null
   */
  instrucciones: z
    .object({
      tipo: z.enum(['oxxo', 'spei']),
      referencia: z.string().nullable(),
      url: z.string().nullable(),
      clabe: z.string().nullable(),
      banco: z.string().nullable(),
      beneficiario: z.string().nullable(),
    })
    .nullable(),
  /** why staff should look at it (estado 'revisar') */
  revisar: z.string().nullable(),
});
export type PaymentDto = z.infer<typeof PaymentDtoSchema>;
export const PaymentResponseSchema = okAnswer({ pago: PaymentDtoSchema });
export const PaymentListSchema = okAnswer({ pagos: z.array(PaymentDtoSchema), total: z.number().int() });
export const PaymentListQuerySchema = z.object({
  estado: z.enum(ONLINE_PAYMENT_STATES, { error: PAYMENT_MSG.statusInvalid }).optional(),
  lugar: idField().optional(),
  /** The online payments of one event (its screen for staff) */
  evento: idField().optional(),
  page: wholeNumber('Página no válida', { min: 1, max: 10_000 }).default(1),
});
export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;
export const PAYMENTS_PAGE_SIZE = 20;

export const BalancePaySchema = z.object({
  monto: numberInput(PAYMENT_MSG.montoInvalid).pipe(
    z.number().positive(PAYMENT_MSG.montoInvalid).max(100_000_000, PAYMENT_MSG.montoInvalid),
  ),
});
export const RequestPaySchema = z.object({}).nullish();
export const RefundSchema = z.object({
  monto: numberInput(PAYMENT_MSG.montoInvalid)
    .pipe(z.number().positive(PAYMENT_MSG.montoInvalid).max(100_000_000, PAYMENT_MSG.montoInvalid))
    .optional(),
  motivo: inputText({ error: PAYMENT_MSG.refundMotivo }).trim().min(1, PAYMENT_MSG.refundMotivo).max(1000),
});

/** What the family's 'Pagar anticipo' screen shows for a request. */
export const PaymentSummarySchema = okAnswer({
  plan: z.object({
    total: z.number(),
    anticipo: z.number(),
    saldo: z.number(),
    saldoVenceEl: z.string(),
    /** the balance is due with the anticipo (the party is BALANCE_DUE_DAYS away or fewer): the anticipo is the total */
    alReservar: z.boolean(),
    /** BALANCE_DUE_DAYS */
    diasSaldo: z.number().int(),
  }),
  enLinea: z.boolean(),
  metodos: z.array(z.string()),
  transferencia: z.object({ banco: z.string(), clabe: z.string(), beneficiario: z.string() }).nullable(),
  pagos: z.array(PaymentDtoSchema),
});
