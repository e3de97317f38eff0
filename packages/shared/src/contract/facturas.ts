// An event's factura (CFDI 4.0): asked for by the event's family or by staff for it (permissions.ts
// mayRequestFactura), read by the same; docs/product.md "Which CFDI when and why".
import { z } from 'zod';
import { MesSchema } from '../fiscal/factura-global.ts';
import { idParams } from '../schema-helpers.ts';
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
  estado: z.enum(['vigente', 'sustituida', 'cancelada']),
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
  estado: z.enum(['vigente', 'sustituida', 'cancelada']),
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
  readGlobal: defineRoute({
    method: 'GET',
    path: '/api/facturas/global',
    query: z.object({ mes: MesSchema }),
    response: { 200: z.object({ ok, global: FacturaGlobalDtoSchema }) },
  }),
};
