// GET/PUT /api/usuarios/{id}/datos-fiscales: the receiver a family's invoices will name. Only valid data is
// stored (the contract's FiscalDataSchema answers 400 with the field's Spanish message first).
import { fiscalDataRoutes } from '@salones/shared/contract/fiscal-data';
import { FISCAL_MSG, type FiscalDataDto } from '@salones/shared/fiscal/fiscal-data';
import { mayChangeFiscalData, mayReadFiscalData } from '@salones/shared/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fiscalData, users } from '../../db/schema/index.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';

const tags = tagsOf('invoicing');

const toDto = (row: typeof fiscalData.$inferSelect): FiscalDataDto => ({
  rfc: row.rfc,
  razonSocial: row.razonSocial,
  regimenFiscal: row.regimenFiscal,
  codigoPostal: row.codigoPostal,
  usoCfdi: row.usoCfdi,
  email: row.email,
  actualizado: row.updatedAt.toISOString(),
});

export async function registerFiscalData(app: FastifyInstance) {
  const { db, config } = app;

  routeFrom(app, fiscalDataRoutes.get, {
    tags,
    preHandler: app.authenticate,
    handler: async (request) => {
      if (!mayReadFiscalData(request.currentUser, request.params.id)) throw forbidden();
      const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.params.id));
      if (!account) throw notFound();
      const [row] = await db.select().from(fiscalData).where(eq(fiscalData.userId, request.params.id));
      return { ok: true as const, datosFiscales: row ? toDto(row) : null };
    },
  });

  routeFrom(app, fiscalDataRoutes.save, {
    tags,
    preHandler: app.authenticate,
    handler: async (request) => {
      if (!mayChangeFiscalData(request.currentUser, request.params.id)) throw forbidden(FISCAL_MSG.onlyOwner);
      const values = { ...request.body, userId: request.params.id, updatedAt: config.now() };
      const [row] = await db
        .insert(fiscalData)
        .values(values)
        .onConflictDoUpdate({ target: fiscalData.userId, set: values })
        .returning();
      return { ok: true as const, datosFiscales: toDto(row), msg: FISCAL_MSG.saved };
    },
  });
}
