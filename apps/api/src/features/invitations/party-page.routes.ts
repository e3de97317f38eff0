// The party page /fiesta/{codigo} and its forms, without JavaScript (docs/decisions/012-party-page.md).
// POST-redirect-GET: a form posts to the page's own address and is answered 303 to the page, which shows the
// result once (a short cookie); a refused answer is the page with the reason and what the guest typed, at that
// same address — so the address bar only ever holds a page, and reloading or sharing it shows the party.
// A guest's own link, /fiesta/{codigo}/respuesta/{token}, opens their answer in any browser (WhatsApp's own
// too), where the cookie that remembers it is not.
import formbody from '@fastify/formbody';
import { API_MSG } from '@salones/shared/api-messages';
import { invitationRoutes } from '@salones/shared/contract/invitations';
import {
  CODE_PATTERN,
  INVITATION_MSG,
  personalRsvpPath,
  RSVP_NOTICES,
  type RsvpNotice,
  rsvpCookieName,
  rsvpNoticeCookieName,
  TOKEN_PATTERN,
} from '@salones/shared/invitations';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { formField as field } from '../../lib/form-field.ts';
import { callRouteFor, type RouteAnswer } from '../../lib/page-form-call.ts';
import { findOwnRsvp } from './answer-rsvp.ts';
import { getPublicInvitation } from './invitation-queries.ts';
import { type PartyPageProps, renderPartyPage } from './party-page.tsx';

const YEAR_SECONDS = 365 * 86_400;
/** the form's result waits this long for the page its redirect opens */
const NOTICE_SECONDS = 300;
/**
 * The page's own policy, the same whether it is answered at /fiesta/… or by the old form route under /api
 * (whose JSON policy, default-src 'none', would drop its inline stylesheet): no script at all, its inline CSS,
 * forms only to this site.
 */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** the page's form (RsvpFormSchema), each field one string however it arrives */
const FORM_FIELDS = ['nombre', 'asistira', 'ninos', 'adultos', 'alergias', 'telefono', 'accion'] as const;
type PageParams = { codigo: string; token?: string };

export async function registerPartyPage(app: FastifyInstance) {
  const { db, config } = app;
  const secure = config.publicUrl.startsWith('https:');
  const pagePath = (codigo: string) => `/fiesta/${codigo}`;

  const cookies = (request: FastifyRequest) =>
    request.headers.cookie ? parseCookie(request.headers.cookie) : {};
  /** the answer this browser sent to the page (its cookie) */
  const cookieToken = (request: FastifyRequest, codigo: string) => {
    const token = cookies(request)[rsvpCookieName(codigo)];
    return token && TOKEN_PATTERN.test(token) ? token : undefined;
  };
  const setCookie = (reply: FastifyReply, c: { name: string; value: string; path: string; maxAge: number }) =>
    reply.header('set-cookie', stringifySetCookie({ ...c, httpOnly: true, sameSite: 'lax', secure }));
  const rememberToken = (reply: FastifyReply, codigo: string, token: string | null) =>
    setCookie(reply, {
      name: rsvpCookieName(codigo),
      value: token ?? '',
      path: '/',
      maxAge: token ? YEAR_SECONDS : 0,
    });
  const noticeCookie = (codigo: string, value: RsvpNotice | '') => ({
    name: rsvpNoticeCookieName(codigo),
    value,
    path: pagePath(codigo),
    maxAge: value ? NOTICE_SECONDS : 0,
  });
  /** The result a form's redirect left for this page, shown once. */
  const takeNotice = (request: FastifyRequest, reply: FastifyReply, codigo: string) => {
    const value = cookies(request)[rsvpNoticeCookieName(codigo)];
    if (value === undefined) return undefined;
    setCookie(reply, noticeCookie(codigo, ''));
    return value in RSVP_NOTICES
      ? { kind: 'ok' as const, text: RSVP_NOTICES[value as RsvpNotice] }
      : undefined;
  };

  /**
   * Renders the page for `codigo` (or its 404/410 notice) with the answer of `token`. `viaLink`: opened by a
   * guest's own link, whose token must be an answer's (404 with the party otherwise).
   */
  const sendPage = async (
    reply: FastifyReply,
    codigo: string,
    opts: {
      token: string | undefined;
      viaLink?: boolean;
      status?: number;
      notice?: PartyPageProps['notice'];
      draft?: PartyPageProps['draft'];
    },
  ) => {
    let props: PartyPageProps = {
      publicUrl: config.publicUrl,
      clubName: config.clubName,
      party: null,
      own: null,
      formAction: pagePath(codigo),
      personalUrl: null,
    };
    let status = opts.status ?? 200;
    try {
      if (!CODE_PATTERN.test(codigo)) throw new AppError(404, INVITATION_MSG.notFound);
      const { party, dto } = await getPublicInvitation(db, codigo, config.now());
      const own = await findOwnRsvp(app, party.invitation.id, opts.token);
      let notice = opts.notice;
      if (opts.viaLink && !own) {
        status = 404;
        notice = { kind: 'error', text: INVITATION_MSG.rsvpNotFound };
      }
      const personal = own && opts.token ? personalRsvpPath(codigo, opts.token) : null;
      props = {
        ...props,
        party: dto,
        own,
        notice,
        draft: opts.draft,
        imageVersion: String(party.invitation.updatedAt.getTime()),
        formAction: opts.viaLink && personal ? personal : pagePath(codigo),
        personalUrl: personal && `${config.publicUrl}${personal}`,
      };
    } catch (err) {
      if (!(err instanceof AppError) || (err.statusCode !== 404 && err.statusCode !== 410)) throw err;
      status = err.statusCode;
      props = { ...props, notice: { kind: 'error', text: err.msg } };
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', PAGE_CSP)
      .send(await renderPartyPage(props));
  };

  /**
   * A form sent to the page (or to a guest's own link when `viaLink`): answered by the JSON API's own route,
   * called in-process for the guest's IP (lib/page-form-call.ts: the same rules, messages and limits), then a
   * 303 to the page; refused, the page with the reason and what the guest typed.
   */
  const answerForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    opts: { codigo: string; token: string | undefined; viaLink: boolean },
  ) => {
    const { codigo, token, viaLink } = opts;
    // an address that is no page's: its notice, before the code goes into the API's address
    if (!CODE_PATTERN.test(codigo)) return sendPage(reply, codigo, { token: undefined });
    const form = Object.fromEntries(FORM_FIELDS.map((name) => [name, field(request.body, name)]));
    const rsvpUrl = `/api/invitacion/${codigo}/rsvp`;
    const done = (notice: RsvpNotice, to: string) => {
      setCookie(reply, noticeCookie(codigo, notice));
      return reply.redirect(to, 303);
    };
    let answer: RouteAnswer;
    if (form.accion === 'retirar') {
      answer = token
        ? await callRouteFor(app, request, { method: 'DELETE', url: `${rsvpUrl}/${token}` })
        : { status: 200, msg: undefined, json: () => ({}) };
      if (answer.status === 200) {
        if (!viaLink || cookieToken(request, codigo) === token) rememberToken(reply, codigo, null);
        // the answer's link died with it: back to the party's page
        return done('retirada', pagePath(codigo));
      }
    } else {
      const { accion: _, ...payload } = form;
      answer = await callRouteFor(app, request, {
        method: token ? 'PUT' : 'POST',
        url: token ? `${rsvpUrl}/${token}` : rsvpUrl,
        payload,
      });
      if (answer.status === 200 && token) {
        // opened by the guest's own link: this browser remembers the answer from now on too
        if (viaLink) rememberToken(reply, codigo, token);
        return done('actualizada', viaLink ? personalRsvpPath(codigo, token) : pagePath(codigo));
      }
      if (answer.status === 201) {
        rememberToken(reply, codigo, (answer.json() as { rsvp: { token: string } }).rsvp.token);
        return done(answer.msg === INVITATION_MSG.rsvpNo ? 'no' : 'si', pagePath(codigo));
      }
    }
    // an answer withdrawn elsewhere: forget it here, and let the guest answer again
    const stale = answer.status === 404 && token !== undefined && answer.msg === INVITATION_MSG.rsvpNotFound;
    if (stale && !viaLink) rememberToken(reply, codigo, null);
    return sendPage(reply, codigo, {
      token: stale ? undefined : token,
      viaLink: viaLink && !stale,
      status: answer.status,
      notice: { kind: 'error', text: answer.msg ?? API_MSG.generic },
      draft: form,
    });
  };
  const linkToken = (token: string | undefined) => (token && TOKEN_PATTERN.test(token) ? token : '');

  app.get<{ Params: PageParams }>('/fiesta/:codigo', { schema: { hide: true } }, (request, reply) => {
    const { codigo } = request.params;
    const notice = takeNotice(request, reply, codigo);
    return sendPage(reply, codigo, { token: cookieToken(request, codigo), notice });
  });

  app.get<{ Params: PageParams }>(
    '/fiesta/:codigo/respuesta/:token',
    { schema: { hide: true } },
    (request, reply) => {
      const { codigo, token } = request.params;
      const notice = takeNotice(request, reply, codigo);
      return sendPage(reply, codigo, { token: linkToken(token) || undefined, viaLink: true, notice });
    },
  );

  // The forms: url-encoded bodies in this scope only, so no other route reads them. The limits (per IP and
  // per page) are those of the API routes each form calls.
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post<{ Params: PageParams }>('/fiesta/:codigo', { schema: { hide: true } }, (request, reply) => {
      const { codigo } = request.params;
      return answerForm(request, reply, { codigo, token: cookieToken(request, codigo), viaLink: false });
    });
    scope.post<{ Params: PageParams }>(
      '/fiesta/:codigo/respuesta/:token',
      { schema: { hide: true } },
      (request, reply) => {
        const { codigo, token } = request.params;
        const valid = linkToken(token);
        if (!valid)
          return sendPage(reply, codigo, {
            token: undefined,
            status: 404,
            notice: { kind: 'error', text: INVITATION_MSG.rsvpNotFound },
          });
        return answerForm(request, reply, { codigo, token: valid, viaLink: true });
      },
    );
    // pages rendered before the form posted to the page itself still post here
    routeFrom(scope, invitationRoutes.rsvpForm, {
      tags: tagsOf('invitations'),
      // it waits for nothing in the embedded database's line: the API route it calls does
      config: { database: false },
      handler: (request, reply) => {
        const { codigo } = request.params;
        return answerForm(request, reply, { codigo, token: cookieToken(request, codigo), viaLink: false });
      },
    });
  });
}
