// An event's factura: ask for it (POST /api/event/{id}/factura), read it with its complements
// (GET …/factura), download each CFDI's PDF and XML from the PAC (GET /api/facturas/{id}/pdf|xml). The event's
// family and staff only (mayRequestFactura); another family's answers 404, as if it did not exist. The factura
// global; staff's list, cancellation and Facturapi's webhook are in facturas-staff.routes.ts.
import { facturaRoutes } from '@salones/shared/contract/facturas';
import { todayInMexicoCity } from '@salones/shared/dates';
import { EVENT_MSG } from '@salones/shared/event-messages';
import { GLOBAL_MSG, previousMonth } from '@salones/shared/fiscal/factura-global';
import { FACTURA_MSG } from '@salones/shared/fiscal/factura-plan';
import { toPesos } from '@salones/shared/money';
import { mayManageFacturaGlobal, mayRequestFactura } from '@salones/shared/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events, facturas } from '../../db/schema/index.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import {
  eventFacturas,
  type FacturaRow,
  ingresoInForce,
  toComplementoDto,
  toFacturaDto,
} from './factura-queries.ts';
import { facturapiProvider } from './facturapi-provider.ts';
import { registerFacturaStaffRoutes } from './facturas-staff.routes.ts';
import { facturaGlobalOf, issueFacturaGlobal, paymentsCoveredBy } from './issue-factura-global.ts';
import { mailCfdi } from './mail-cfdi.ts';
import { pacCall } from './pac-call.ts';
import { INVOICING_ACTOR } from './record-cfdi.ts';
import { requestFactura } from './request-factura.ts';
import { type SyncDeps, syncFacturas } from './sync-facturas.ts';

const tags = tagsOf('invoicing');

export async function registerFacturas(app: FastifyInstance) {
  const { db, config } = app;
  const provider = config.invoicing ? facturapiProvider(config.invoicing) : null;
  const deps = (p: NonNullable<typeof provider>): SyncDeps => ({
    db,
    provider: p,
    now: config.now,
    log: app.log,
    jobs: app.jobs,
  });
  const invoicingOn = () => {
    if (!provider) throw new AppError(503, FACTURA_MSG.invoicingOff);
    return provider;
  };
  if (provider) app.jobs.onFacturaSync(({ eventId }) => syncFacturas(deps(provider), eventId));
  if (provider)
    app.jobs.onFacturaMail(({ facturaId }) =>
      mailCfdi({ db, mailer: app.mailer, config, provider }, facturaId),
    );
  // the first day of each month: the month before's (a month with no payment left has none)
  if (provider)
    app.jobs.onFacturaGlobal(async () => {
      const mes = previousMonth(todayInMexicoCity(config.now()));
      await issueFacturaGlobal(deps(provider), { mes, actor: INVOICING_ACTOR }).catch((err: unknown) => {
        if (err instanceof AppError && err.msg === GLOBAL_MSG.empty) return;
        throw err;
      });
    });

  const globalDto = async (mes: string, row: FacturaRow) => ({
    mes,
    factura: toFacturaDto(row),
    formaPago: row.formaPago,
    pagos: (await paymentsCoveredBy(db, row.id)).map((p) => ({
      uid: p.id,
      evento: p.eventName,
      fechaDePago: p.fechaDePago,
      monto: toPesos(p.amountCentavos),
      metodo: p.metodo,
    })),
  });

  routeFrom(app, facturaRoutes.issueGlobal, {
    tags,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      if (!mayManageFacturaGlobal(request.currentUser)) throw forbidden();
      const p = invoicingOn();
      const { mes } = request.body;
      const { row, created } = await issueFacturaGlobal(deps(p), { mes, actor: request.currentUser! });
      return reply.code(created ? 201 : 200).send({ ok: true as const, global: await globalDto(mes, row) });
    },
  });

  routeFrom(app, facturaRoutes.readGlobal, {
    tags,
    preHandler: app.authenticate,
    handler: async (request) => {
      if (!mayManageFacturaGlobal(request.currentUser)) throw forbidden();
      const { mes } = request.query;
      const row = await facturaGlobalOf(db, mes);
      if (!row) throw notFound(GLOBAL_MSG.notIssued);
      return { ok: true as const, global: await globalDto(mes, row) };
    },
  });

  await registerFacturaStaffRoutes(app, { deps, invoicingOn });

  routeFrom(app, facturaRoutes.request, {
    tags,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = invoicingOn();
      const row = await requestFactura(
        { ...deps(p), jobs: app.jobs },
        { eventId: request.params.id, currentUser: request.currentUser! },
      );
      return reply.code(201).send({ ok: true as const, factura: toFacturaDto(row) });
    },
  });

  routeFrom(app, facturaRoutes.read, {
    tags,
    preHandler: app.authenticate,
    handler: async (request) => {
      const [event] = await db
        .select({ customerId: events.customerId })
        .from(events)
        .where(and(eq(events.id, request.params.id), isNull(events.deletedAt)));
      if (!event) throw notFound(EVENT_MSG.eventNotFound);
      if (!mayRequestFactura(request.currentUser, event)) throw forbidden();
      const rows = await eventFacturas(db, request.params.id);
      const inForce = ingresoInForce(rows);
      return {
        ok: true as const,
        factura: inForce ? toFacturaDto(inForce) : null,
        historial: rows.filter((r) => r.tipo === 'I').map(toFacturaDto),
        complementos: rows.filter((r) => r.tipo === 'P').map(toComplementoDto),
        errorPendiente: inForce?.pendingError ?? null,
      };
    },
  });

  for (const format of ['pdf', 'xml'] as const) {
    routeFrom(app, facturaRoutes[format], {
      tags,
      preHandler: app.authenticate,
      handler: async (request, reply) => {
        const p = invoicingOn();
        const [row] = await db
          .select({ facturapiId: facturas.facturapiId, uuid: facturas.uuid, customerId: events.customerId })
          .from(facturas)
          .leftJoin(events, eq(events.id, facturas.eventId))
          .where(eq(facturas.id, request.params.id));
        // another family's CFDI is answered as one that does not exist; the factura global has no event
        const mayDownload =
          row &&
          (row.customerId === null
            ? mayManageFacturaGlobal(request.currentUser)
            : mayRequestFactura(request.currentUser, { customerId: row.customerId }));
        if (!row || !mayDownload) throw notFound(FACTURA_MSG.notFound);
        const file = await pacCall(p.download(row.facturapiId, format));
        return reply
          .type(format === 'pdf' ? 'application/pdf' : 'application/xml')
          .header('content-disposition', `attachment; filename="cfdi-${row.uuid}.${format}"`)
          .header('cache-control', 'private, no-store')
          .send(file as unknown as string); // a stream is sent as it comes; the contract's string only documents it
      },
    });
  }
}
