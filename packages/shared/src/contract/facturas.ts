// An event's factura (CFDI 4.0): asked for by the event's family or by staff for it (permissions.ts
// mayRequestFactura), read by the same; docs/product.md "Which CFDI when and why". Staff's list of every CFDI of a
// month (and its CSV), a super_admin's cancellation with SAT's motivo, and Facturapi's signed webhook.
import { z } from 'zod';
import { CANCEL_MSG, CancelarSchema, CFDI_ESTADOS } from '../fiscal/cancelacion.ts';
import { MesSchema } from '../fiscal/factura-global.ts';
import { idField, idParams, okAnswer, okWithMsg, optionalInput, wholeNumber } from '../schema-helpers.ts';
import { binaryFile, defineRoute } from './route.ts';

const ok = z.literal(true);

export const FacturaDtoSchema = z.object({
  uid: z.string(),
  /** SAT's folio fiscal */
  uuid: z.string(),
  serie: z.string(),
  folio: z.string(),
  /** pesos, IVA included */
  total: z.number(),
  metodoPago: z.enum(['PUE', 'PPD']),
  estado: z.enum(CFDI_ESTADOS),
  pdfUrl: z.string(),
  xmlUrl: z.string(),
});
export type FacturaDto = z.infer<typeof FacturaDtoSchema>;

export const ComplementoDtoSchema = z.object({
  uid: z.string(),
  uuid: z.string(),
  /** the CFDI de ingreso it pays */
  factura: z.string(),
  parcialidad: z.number(),
  saldoAnterior: z.number(),
  pagado: z.number(),
  saldoInsoluto: z.number(),
  formaPago: z.string(),
  estado: z.enum(CFDI_ESTADOS),
  pdfUrl: z.string(),
  xmlUrl: z.string(),
});

/** The monthly factura global: its CFDI and the payments it holds, one concept each. */
export const FacturaGlobalDtoSchema = z.object({
  mes: z.string(),
  factura: FacturaDtoSchema,
  formaPago: z.string(),
  pagos: z.array(
    z.object({
      uid: z.string(),
      /** the event the payment is of */
      evento: z.string(),
      fechaDePago: z.string(),
      /** pesos, IVA included */
      monto: z.number(),
      metodo: z.string(),
    }),
  ),
});

export const FACTURA_LIST_MSG = {
  mesRequired: 'Indica el mes (AAAA-MM) de las facturas',
  estadoInvalid: 'Estado de factura no válido',
  pageInvalid: 'La página debe ser un número entero de 1 en adelante',
  limitInvalid: 'El límite debe ser un número entero entre 1 y 500',
} as const;
/** a page of the staff list: 100 CFDI unless asked, 500 at most; the CSV has the month's, up to this many */
export const FACTURA_LIST_PAGE = { defaultLimit: 100, maxLimit: 500, csvMaxRows: 20_000 } as const;

/** GET /api/facturas and its CSV: one month (required: the list is bounded), a branch, a state. */
export const FacturaListQuerySchema = z.object({
  mes: z.string({ error: FACTURA_LIST_MSG.mesRequired }).pipe(MesSchema),
  lugar: optionalInput(idField()),
  estado: optionalInput(z.enum(CFDI_ESTADOS, { error: FACTURA_LIST_MSG.estadoInvalid })),
  page: wholeNumber(FACTURA_LIST_MSG.pageInvalid, { min: 1, max: 10_000 }).default(1),
  limit: wholeNumber(FACTURA_LIST_MSG.limitInvalid, { min: 1, max: FACTURA_LIST_PAGE.maxLimit }).default(
    FACTURA_LIST_PAGE.defaultLimit,
  ),
});

export const FacturaListItemSchema = z.object({
  uid: z.string(),
  uuid: z.string(),
  serie: z.string(),
  folio: z.string(),
  /** I ingreso (the family's or the factura global), P complemento de pago, E egreso (nota de crédito) */
  tipo: z.enum(['I', 'P', 'E']),
  /** an ingreso's; null for a complement or an egreso */
  metodoPago: z.enum(['PUE', 'PPD']).nullable(),
  formaPago: z.string(),
  /** pesos, IVA included */
  total: z.number(),
  estado: z.enum(CFDI_ESTADOS),
  /** when it was stamped (ISO 8601) */
  fecha: z.string(),
  receptor: z.object({ rfc: z.string(), razonSocial: z.string() }),
  /** the event it belongs to; null for the factura global */
  evento: z.object({ uid: z.string(), nombre: z.string() }).nullable(),
  /** the event's branch; null for the factura global */
  lugar: z.object({ uid: z.string(), nombre: z.string() }).nullable(),
  /** the CFDI it pays (a complement) or credits (an egreso) */
  relacionado: z.string().nullable(),
  /** the last failure of a step still to do for this CFDI (a complement, an egreso); the job retries */
  error: z.string().nullable(),
  pdfUrl: z.string(),
  xmlUrl: z.string(),
});
export type FacturaListItem = z.infer<typeof FacturaListItemSchema>;

export const FacturaListSchema = okAnswer({
  facturas: z.array(FacturaListItemSchema),
  /** how many CFDI match (every page) */
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const facturaRoutes = {
  request: defineRoute({
    method: 'POST',
    path: '/api/event/{id}/factura',
    params: idParams('id'),
    // nothing to send: the server computes every amount and takes the fiscal data kept for the family
    body: z.object({}).strict().nullish(),
    response: { 201: z.object({ ok, factura: FacturaDtoSchema }) },
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/event/{id}/factura',
    params: idParams('id'),
    response: {
      200: z.object({
        ok,
        factura: FacturaDtoSchema.nullable(),
        /** every CFDI of the event, replaced ones too */
        historial: z.array(FacturaDtoSchema),
        complementos: z.array(ComplementoDtoSchema),
        /** the last failure of a complement still to issue (retried by the job), for staff; null otherwise */
        errorPendiente: z.string().nullable(),
      }),
    },
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/facturas/{id}/pdf',
    params: idParams('id'),
    produces: ['application/pdf'],
    response: { 200: binaryFile('the CFDI as PDF') },
  }),
  xml: defineRoute({
    method: 'GET',
    path: '/api/facturas/{id}/xml',
    params: idParams('id'),
    produces: ['application/xml'],
    response: { 200: binaryFile('the CFDI as XML') },
  }),
  issueGlobal: defineRoute({
    method: 'POST',
    path: '/api/facturas/global',
    body: z.object({ mes: MesSchema }).strict(),
    response: {
      200: z.object({ ok, global: FacturaGlobalDtoSchema }),
      201: z.object({ ok, global: FacturaGlobalDtoSchema }),
    },
  }),
  /** Staff: the CFDI of a month, newest first (an admin with a branch: that branch's; a super_admin: all). */
  list: defineRoute({
    method: 'GET',
    path: '/api/facturas',
    query: FacturaListQuerySchema,
    response: { 200: FacturaListSchema },
  }),
  /** The same list as a CSV file Excel in Spanish opens (UTF-8 with BOM), every page of the month. */
  listCsv: defineRoute({
    method: 'GET',
    path: '/api/facturas.csv',
    query: FacturaListQuerySchema.omit({ page: true, limit: true }),
    produces: ['text/csv'],
    response: { 200: binaryFile('Facturas del mes en CSV (UTF-8 con BOM)') },
  }),
  /** A super_admin cancels a CFDI with SAT's motivo (01 names its substitute); the PAC may leave it pending. */
  cancel: defineRoute({
    method: 'POST',
    path: '/api/facturas/{id}/cancelar',
    params: idParams('id'),
    body: CancelarSchema,
    response: { 200: okWithMsg({ factura: z.object({ uid: z.string(), estado: z.enum(CFDI_ESTADOS) }) }) },
  }),
  /** Facturapi's notices (a cancellation accepted, refused or expired), signed in 'Facturapi-Signature'. */
  webhook: defineRoute({
    method: 'POST',
    path: '/api/facturas/webhook',
    /** read raw: the signature is checked on the exact bytes before the JSON is trusted */
    body: z.unknown().meta({
      description: `a Facturapi event (JSON), signed in the 'Facturapi-Signature' header; a bad signature: 400 '${CANCEL_MSG.badSignature}'`,
    }),
    response: { 200: okAnswer({ recibido: z.boolean() }) },
  }),
  readGlobal: defineRoute({
    method: 'GET',
    path: '/api/facturas/global',
    query: z.object({ mes: MesSchema }),
    response: { 200: z.object({ ok, global: FacturaGlobalDtoSchema }) },
  }),
};
