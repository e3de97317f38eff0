// Staff's list of a month's CFDI and its CSV (GET /api/facturas, /api/facturas.csv), a super_admin's cancellation
// (POST /api/facturas/{id}/cancelar) and Facturapi's signed webhook (POST /api/facturas/webhook).
import { FACTURA_LIST_PAGE, facturaRoutes } from '@salones/shared/contract/facturas';
import { CANCEL_MSG, CFDI_ESTADO_LABELS } from '@salones/shared/fiscal/cancelacion';
import { mayCancelFactura, mayReadFacturas } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { badRequest } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { applyPacEvent, cancelFactura } from './cancel-factura.ts';
import type { InvoicingProvider } from './invoicing-provider.ts';
import { facturasCsv, listFacturas } from './list-facturas.ts';
import type { SyncDeps } from './sync-facturas.ts';

const tags = tagsOf('invoicing');

export async function registerFacturaStaffRoutes(
  app: FastifyInstance,
  { deps, invoicingOn }: { deps: (p: InvoicingProvider) => SyncDeps; invoicingOn: () => InvoicingProvider },
) {
  const { db } = app;
  const staff = { tags, onRequest: app.allow(mayReadFacturas) };
  routeFrom(app, facturaRoutes.list, {
    ...staff,
    handler: async (request) => ({
      ok: true as const,
      ...(await listFacturas(db, request.currentUser!, request.query)),
    }),
  });

  routeFrom(app, facturaRoutes.listCsv, {
    ...staff,
    handler: async (request, reply) => {
      const csv = await facturasCsv(db, request.currentUser!, request.query, FACTURA_LIST_PAGE.csvMaxRows);
      const { mes, estado } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="facturas-${mes}${estado ? `-${estado}` : ''}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });

  routeFrom(app, facturaRoutes.cancel, {
    tags,
    onRequest: app.allow(mayCancelFactura),
    handler: async (request) => {
      const p = invoicingOn();
      const row = await cancelFactura(deps(p), {
        id: request.params.id,
        body: request.body,
        actor: request.currentUser!,
      });
      return {
        ok: true as const,
        factura: { uid: row.id, estado: row.estado },
        msg: row.estado === 'cancelada' ? CFDI_ESTADO_LABELS.cancelada : CANCEL_MSG.pendingDone,
      };
    },
  });

  // The webhook reads its body raw: the signature is over the exact bytes Facturapi sent.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    routeFrom(raw, facturaRoutes.webhook, {
      tags,
      handler: async (request) => {
        const p = invoicingOn();
        const header = request.headers['facturapi-signature'];
        const body = request.body as unknown as Buffer | undefined;
        const event = await p.parseWebhook(
          body ? body.toString('utf8') : '',
          typeof header === 'string' ? header : undefined,
        );
        if (!event) throw badRequest(CANCEL_MSG.badSignature);
        await applyPacEvent(deps(p), event);
        return { ok: true as const, recibido: true };
      },
    });
  });
}
