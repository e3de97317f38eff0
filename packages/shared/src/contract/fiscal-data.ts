// A family's fiscal data ('Datos de facturación'): read by its owner and staff, written by its owner
// (permissions.ts mayReadFiscalData, mayChangeFiscalData); checked by fiscal/fiscal-data.ts before it is stored.
import { z } from 'zod';
import { FiscalDataDtoSchema, FiscalDataSchema } from '../fiscal/fiscal-data.ts';
import { idParams } from '../schema-helpers.ts';
import { defineRoute } from './route.ts';

const ok = z.literal(true);
const path = '/api/usuarios/{id}/datos-fiscales';

export const fiscalDataRoutes = {
  get: defineRoute({
    method: 'GET',
    path,
    params: idParams('id'),
    response: { 200: z.object({ ok, datosFiscales: FiscalDataDtoSchema.nullable() }) },
  }),
  save: defineRoute({
    method: 'PUT',
    path,
    params: idParams('id'),
    body: FiscalDataSchema,
    response: { 200: z.object({ ok, datosFiscales: FiscalDataDtoSchema, msg: z.string() }) },
  }),
};
