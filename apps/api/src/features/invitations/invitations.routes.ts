// The party page's API (/api/event/{id}/invitacion, /api/event/{id}/invitados…,
// /api/invitacion/{codigo}…) and the page itself, /fiesta/{codigo} (server-rendered HTML, no script).
import formbody from '@fastify/formbody';
import { API_MSG } from '@salones/shared/api-messages';
import { invitationRoutes } from '@salones/shared/contract/invitations';
import {
  CODE_PATTERN,
  INVITATION_MSG,
  RsvpRequestSchema,
  rsvpCookieName,
  TOKEN_PATTERN,
} from '@salones/shared/invitations';
import { mayMarkArrivals } from '@salones/shared/permissions';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { rsvpRouteLimit } from '../../plugins/rate-limit.ts';
import { createRsvp, findOwnRsvp, updateRsvp, withdrawRsvp } from './answer-rsvp.ts';
import { listGuests, markArrival } from './guest-list.ts';
import { getPublicInvitation, pageUrl } from './invitation-queries.ts';
import { partyCalendar } from './party-calendar.ts';
import { partyImage } from './party-image.ts';
import { type PartyPageProps, renderPartyPage } from './party-page.tsx';
import { closeInvitation, getInvitationOfEvent, saveInvitation } from './save-invitation.ts';

const tags = tagsOf('invitations');
const YEAR_SECONDS = 365 * 86_400;
/**
 * The page's own policy, the same whether it is answered at /fiesta/… or by the form's route under /api
 * (whose JSON policy, default-src 'none', would drop its inline stylesheet): no script at all, its inline CSS,
 * forms only to this site.
 */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export async function registerInvitations(app: FastifyInstance) {
  const { db, config } = app;
  const now = () => config.now();
  /** the per-page limit, before any work: a whole class answering at once fits (RSVP_PER_PAGE_PER_MINUTE) */
  const pageLimit = async (request: FastifyRequest) => {
    const { codigo } = request.params as { codigo: string };
    if (!(await app.rsvpPageLimit.tryTake(codigo))) throw new AppError(429, INVITATION_MSG.tooManyAnswers);
  };
  /** every route that answers (new, changed, withdrawn, the page's form): both limits */
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

  // ── The page ──
  const ownToken = (request: FastifyRequest, codigo: string) => {
    const header = request.headers.cookie;
    const token = header ? parseCookie(header)[rsvpCookieName(codigo)] : undefined;
    return token && TOKEN_PATTERN.test(token) ? token : undefined;
  };
  const setOwnToken = (reply: FastifyReply, codigo: string, token: string | null) =>
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: rsvpCookieName(codigo),
        value: token ?? '',
        path: '/',
        maxAge: token ? YEAR_SECONDS : 0,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
      }),
    );

  /** Renders the page for `codigo` (or its 404/410 notice) with what this browser answered. */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    codigo: string,
    extra: {
      status?: number;
      notice?: PartyPageProps['notice'];
      draft?: PartyPageProps['draft'];
      token?: string | null;
    } = {},
  ) => {
    let props: PartyPageProps = {
      publicUrl: config.publicUrl,
      clubName: config.clubName,
      party: null,
      own: null,
    };
    let status = extra.status ?? 200;
    try {
      if (!CODE_PATTERN.test(codigo)) throw new AppError(404, INVITATION_MSG.notFound);
      const { party, dto } = await getPublicInvitation(db, codigo, now());
      const token = extra.token === undefined ? ownToken(request, codigo) : (extra.token ?? undefined);
      props = {
        ...props,
        party: dto,
        own: await findOwnRsvp(app, party.invitation.id, token),
        notice: extra.notice,
        draft: extra.draft,
        imageVersion: String(party.invitation.updatedAt.getTime()),
      };
    } catch (err) {
      if (!(err instanceof AppError) || (err.statusCode !== 404 && err.statusCode !== 410)) throw err;
      status = err.statusCode;
      props = { ...props, notice: { kind: 'error', text: err.msg } };
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', PAGE_CSP)
      .send(await renderPartyPage(props));
  };

  app.get<{ Params: { codigo: string } }>('/fiesta/:codigo', { schema: { hide: true } }, (request, reply) =>
    sendPage(request, reply, request.params.codigo),
  );

  // The page's form without JavaScript: its own content type in its own scope, so no other route reads
  // url-encoded bodies.
  await app.register(async (scope) => {
    await scope.register(formbody);
    routeFrom(scope, invitationRoutes.rsvpForm, {
      ...answering,
      handler: async (request, reply) => {
        const { codigo } = request.params;
        const form = request.body;
        const token = ownToken(request, codigo);
        try {
          if (form.accion === 'retirar') {
            if (token) await withdrawRsvp(app, codigo, token);
            setOwnToken(reply, codigo, null);
            return await sendPage(request, reply, codigo, {
              notice: { kind: 'ok', text: INVITATION_MSG.rsvpWithdrawn },
              token: null,
            });
          }
          const parsed = RsvpRequestSchema.safeParse(form);
          if (!parsed.success)
            throw new AppError(400, parsed.error.issues[0]?.message ?? API_MSG.invalidData);
          const answer = parsed.data;
          if (token) {
            await updateRsvp(app, codigo, token, answer);
            return await sendPage(request, reply, codigo, {
              notice: { kind: 'ok', text: INVITATION_MSG.rsvpUpdated },
            });
          }
          const created = await createRsvp(app, codigo, answer);
          setOwnToken(reply, codigo, created.token);
          return await sendPage(request, reply, codigo, {
            status: 201,
            notice: { kind: 'ok', text: answer.asistira ? INVITATION_MSG.rsvpYes : INVITATION_MSG.rsvpNo },
            token: created.token,
          });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          // an answer withdrawn elsewhere: forget it here, and let the guest answer again
          if (err.statusCode === 404 && token && err.msg === INVITATION_MSG.rsvpNotFound)
            setOwnToken(reply, codigo, null);
          return sendPage(request, reply, codigo, {
            status: err.statusCode,
            notice: { kind: 'error', text: err.msg },
            draft: form,
            token: err.statusCode === 404 ? null : undefined,
          });
        }
      },
    });
  });
}
