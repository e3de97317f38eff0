// GET/PUT /api/usuarios/{id}/datos-fiscales: the receiver a family's invoices will name. Only valid data is
// stored: the contract's FiscalDataSchema answers 400 with the field's Spanish message first; with invoicing on,
// the PAC then checks them against SAT's records (422 with its reason; 503 when it cannot be reached), and
// nothing is stored unless it kept them.
import { fiscalDataRoutes } from '@salones/shared/contract/fiscal-data';
import { FISCAL_MSG, type FiscalDataDto } from '@salones/shared/fiscal/fiscal-data';
import { mayChangeFiscalData, mayReadFiscalData } from '@salones/shared/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fiscalData, users } from '../../db/schema/index.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { facturapiProvider } from './facturapi-provider.ts';
import type { CustomerOutcome } from './invoicing-provider.ts';

const tags = tagsOf('invoicing');
/** how long a family waits for the PAC before hearing it could not be reached */
const PAC_TIMEOUT_MS = 15_000;

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
  const provider = config.invoicing ? facturapiProvider(config.invoicing) : null;

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
      let pacCustomerId: string | null = null;
      if (provider) {
        const [stored] = await db
          .select({ pacCustomerId: fiscalData.pacCustomerId })
          .from(fiscalData)
          .where(eq(fiscalData.userId, request.params.id));
        const outcome = await Promise.race<CustomerOutcome>([
          provider.saveCustomer(request.body, stored?.pacCustomerId ?? null),
          new Promise((resolve) =>
            setTimeout(resolve, PAC_TIMEOUT_MS, { kind: 'unavailable', detail: 'no answer in time' }).unref(),
          ),
        ]);
        if (outcome.kind === 'refused') throw new AppError(422, FISCAL_MSG.satRefused(outcome.msg));
        if (outcome.kind === 'unavailable') {
          request.log.warn({ detail: outcome.detail }, 'fiscal data not checked: the PAC is unavailable');
          throw new AppError(503, FISCAL_MSG.pacUnavailable);
        }
        pacCustomerId = outcome.customerId;
      }
      const values = { ...request.body, pacCustomerId, userId: request.params.id, updatedAt: config.now() };
      const [row] = await db
        .insert(fiscalData)
        .values(values)
        .onConflictDoUpdate({ target: fiscalData.userId, set: values })
        .returning();
      return { ok: true as const, datosFiscales: toDto(row), msg: FISCAL_MSG.saved };
    },
  });
}
