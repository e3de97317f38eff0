// Reads: availability (public), lists, one event, dashboard — docs/product.md#events,
// docs/architecture.md#ownership.
import { eventRoutes } from '@salones/shared/contract/events';
import type { EventDto } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import {
  mayBookEvents,
  mayBookInsideLeadTime,
  mayReadAllEvents,
  staffRolesListedFor,
} from '@salones/shared/permissions';
import { quoteToDto } from '@salones/shared/quote';
import type { FastifyInstance } from 'fastify';
import { latestAcceptance } from '../../db/terms-acceptance.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { withBalancePlan } from './balance-plan.ts';
import { checkAvailability } from './check-availability.ts';
import { contractExtras } from './contract-pdf/accepted-terms.ts';
import { renderContractPdf } from './contract-pdf/render-contract-pdf.ts';
import { loadAdminsPage, loadDashboard } from './dashboard.ts';
import { getEvent } from './get-event.ts';
import { listEvents, listEventsOfCreator, listEventsOfCustomer } from './list-events.ts';
import { quoteForStaff } from './price-staff-booking.ts';

const tags = tagsOf('events');

export function registerEventReadRoutes(app: FastifyInstance) {
  const { db } = app;
  const planned = <E extends EventDto>(items: E[]) => items.map((e) => withBalancePlan(e, app.config));

  // docs/product.md#5-validation-rules availability; no token needed
  // (docs/product.md#6-roles-and-permissions) — staff's one means no lead time.
  routeFrom(app, eventRoutes.checkAvailability, {
    tags,
    onRequest: app.identify,
    handler: async (request) => {
      const by = mayBookInsideLeadTime(request.currentUser) ? 'staff' : 'family';
      const salones = await checkAvailability({ db, slot: request.body, by, now: app.config.now() });
      return { ok: true as const, fecha: request.body.fecha, msg: MSG.dateAvailable, salones };
    },
  });

  // The staff wizard's totals — the quote POST /api/event would book at.
  routeFrom(app, eventRoutes.staffQuote, {
    tags,
    onRequest: app.allow(mayBookEvents),
    handler: async (request) => {
      const quote = await quoteForStaff(db, request.body, {
        now: app.config.now(),
        viewer: request.currentUser!,
      });
      return { ok: true as const, cotizacion: quoteToDto(quote) };
    },
  });

  routeFrom(app, eventRoutes.list, {
    tags,
    onRequest: app.allow(mayReadAllEvents),
    handler: async (request) => {
      const { from, to, lugar, salon, recurso, cursor, limit } = request.query;
      const { items, nextCursor } = await listEvents({
        db,
        filter: { from, to, lugar, salon, recurso },
        page: { cursor, limit },
      });
      return { ok: true as const, evento: planned(items), nextCursor };
    },
  });

  routeFrom(app, eventRoutes.dashboard, {
    tags,
    onRequest: app.allow(mayReadAllEvents),
    handler: (request) => loadDashboard({ db, currentUser: request.currentUser! }),
  });

  routeFrom(app, eventRoutes.dashboardAdmins, {
    tags,
    onRequest: app.allow(mayReadAllEvents),
    handler: async (request) => ({
      ok: true as const,
      ...(await loadAdminsPage(db, staffRolesListedFor(request.currentUser), request.query)),
    }),
  });

  // docs/architecture.md#ownership: a role user reads only their own events.
  routeFrom(app, eventRoutes.listOfUser, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => {
      const { items, nextCursor } = await listEventsOfCustomer({
        db,
        customerId: request.params.userId,
        viewer: request.currentUser!,
        page: request.query,
      });
      return { ok: true as const, evento: planned(items), nextCursor };
    },
  });

  routeFrom(app, eventRoutes.get, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => {
      const eventoData = await getEvent({ db, id: request.params.id, viewer: request.currentUser! });
      return { ok: true as const, eventoData: withBalancePlan(eventoData, app.config) };
    },
  });

  // The same reader rule as `get` (owner or staff).
  routeFrom(app, eventRoutes.contractPdf, {
    tags,
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const event = await getEvent({ db, id: request.params.id, viewer: request.currentUser! });
      const extras = await contractExtras(db, app.config, event);
      const pdf = await renderContractPdf(event, { clubName: app.config.clubName, ...extras });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="contrato-${event.fecha}-${event.uid.slice(0, 8)}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string); // a Buffer is sent as it is; the contract's string schema only documents it
    },
  });

  // Which contract version was accepted online, by whom, when, and its text — staff on the event,
  // and the contract page (owner or staff, the same rule as `get`), which prints it.
  routeFrom(app, eventRoutes.acceptance, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => {
      const event = await getEvent({ db, id: request.params.id, viewer: request.currentUser! });
      const accepted = await latestAcceptance(db, event.uid);
      return {
        ok: true as const,
        aceptacion: accepted
          ? {
              version: accepted.version,
              nombre: accepted.nombre,
              aceptadoEl: accepted.aceptadoEl.toISOString(),
              texto: accepted.texto,
            }
          : null,
      };
    },
  });

  routeFrom(app, eventRoutes.listOfCreator, {
    tags,
    onRequest: app.allow(mayReadAllEvents),
    handler: async (request) => {
      const { items, nextCursor } = await listEventsOfCreator({
        db,
        creatorId: request.params.adminId,
        page: request.query,
      });
      return { ok: true as const, eventoData: planned(items), nextCursor };
    },
  });
}
