// The party page's API (/api/event/{id}/invitacion, /api/event/{id}/invitados…, /api/invitacion/{codigo}…);
// the page itself, /fiesta/{codigo}, and its forms are in party-page.routes.ts.
import { invitationRoutes } from '@salones/shared/contract/invitations';
import { INVITATION_MSG } from '@salones/shared/invitations';
import { mayMarkArrivals } from '@salones/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { rsvpRouteLimit } from '../../plugins/rate-limit.ts';
import { createRsvp, updateRsvp, withdrawRsvp } from './answer-rsvp.ts';
import { listGuests, markArrival } from './guest-list.ts';
import { getPublicInvitation, pageUrl } from './invitation-queries.ts';
import { partyCalendar } from './party-calendar.ts';
import { partyImage } from './party-image.ts';
import { registerPartyPage } from './party-page.routes.ts';
import { closeInvitation, getInvitationOfEvent, saveInvitation, setAnswersOpen } from './save-invitation.ts';

const tags = tagsOf('invitations');

export async function registerInvitations(app: FastifyInstance) {
  const { db, config } = app;
  const now = () => config.now();
  /** the per-page limit, before any work: a whole class answering at once fits (RSVP_PER_PAGE_PER_MINUTE) */
  const pageLimit = async (request: FastifyRequest) => {
    const { codigo } = request.params as { codigo: string };
    if (!(await app.rsvpPageLimit.tryTake(codigo))) throw new AppError(429, INVITATION_MSG.tooManyAnswers);
  };
  /** every route that answers (new, changed, withdrawn; the page's forms call them): both limits */
  const answering = { tags, config: rsvpRouteLimit(config), preHandler: pageLimit };

  routeFrom(app, invitationRoutes.ofEvent, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => ({
      ok: true as const,
      invitacion: await getInvitationOfEvent(app, {
        eventId: request.params.id,
        viewer: request.currentUser!,
      }),
    }),
  });

  routeFrom(app, invitationRoutes.upsert, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => ({
      ok: true as const,
      msg: INVITATION_MSG.saved,
      invitacion: await saveInvitation(app, {
        eventId: request.params.id,
        body: request.body,
        viewer: request.currentUser!,
      }),
    }),
  });

  routeFrom(app, invitationRoutes.close, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => {
      await closeInvitation(app, { eventId: request.params.id, viewer: request.currentUser! });
      return { ok: true as const, msg: INVITATION_MSG.closed };
    },
  });

  routeFrom(app, invitationRoutes.answers, {
    tags,
    onRequest: app.authenticate,
    handler: async (request) => {
      const { abiertas } = request.body;
      return {
        ok: true as const,
        msg: abiertas ? INVITATION_MSG.answersReopened : INVITATION_MSG.answersStopped,
        invitacion: await setAnswersOpen(app, {
          eventId: request.params.id,
          abiertas,
          viewer: request.currentUser!,
        }),
      };
    },
  });

  routeFrom(app, invitationRoutes.guests, {
    tags,
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        ok: true as const,
        ...(await listGuests(app, { eventId: request.params.id, viewer: request.currentUser! })),
      };
    },
  });

  routeFrom(app, invitationRoutes.arrival, {
    tags,
    onRequest: app.allow(mayMarkArrivals),
    handler: async (request) => {
      const { llegada } = request.body;
      const invitado = await markArrival(app, {
        eventId: request.params.id,
        rsvpId: request.params.rsvpId,
        llegada,
        viewer: request.currentUser!,
      });
      return {
        ok: true as const,
        invitado,
        msg: llegada ? INVITATION_MSG.arrivalMarked : INVITATION_MSG.arrivalCleared,
      };
    },
  });

  routeFrom(app, invitationRoutes.publicGet, {
    tags,
    handler: async (request, reply) => {
      const { dto } = await getPublicInvitation(db, request.params.codigo, now());
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-cache');
      return { ok: true as const, invitacion: dto };
    },
  });

  routeFrom(app, invitationRoutes.image, {
    tags,
    handler: async (request, reply) => {
      const { party, dto } = await getPublicInvitation(db, request.params.codigo, now());
      const png = await partyImage(dto, String(party.invitation.updatedAt.getTime()));
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('x-robots-tag', 'noindex')
        .send(png as unknown as string);
    },
  });

  routeFrom(app, invitationRoutes.calendar, {
    tags,
    handler: async (request, reply) => {
      const { dto } = await getPublicInvitation(db, request.params.codigo, now());
      const ics = partyCalendar(dto, pageUrl(config.publicUrl, dto.codigo), config.clubName);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="fiesta.ics"')
        .header('cache-control', 'no-cache')
        .send(Buffer.from(ics) as unknown as string);
    },
  });

  routeFrom(app, invitationRoutes.rsvp, {
    ...answering,
    handler: async (request, reply) => {
      const rsvp = await createRsvp(app, request.params.codigo, request.body);
      const msg = request.body.asistira ? INVITATION_MSG.rsvpYes : INVITATION_MSG.rsvpNo;
      return reply.status(201).send({ ok: true, msg, rsvp });
    },
  });

  routeFrom(app, invitationRoutes.rsvpUpdate, {
    ...answering,
    handler: async (request) => {
      const { codigo, token } = request.params;
      const rsvp = await updateRsvp(app, codigo, token, request.body);
      return { ok: true as const, msg: INVITATION_MSG.rsvpUpdated, rsvp };
    },
  });

  routeFrom(app, invitationRoutes.rsvpWithdraw, {
    ...answering,
    handler: async (request) => {
      const { codigo, token } = request.params;
      await withdrawRsvp(app, codigo, token);
      return { ok: true as const, msg: INVITATION_MSG.rsvpWithdrawn };
    },
  });

  await registerPartyPage(app);
}
