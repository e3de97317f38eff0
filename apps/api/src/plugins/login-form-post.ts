// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): the log-in page's
// form (`/iniciar-sesion`) posted by the browser itself. The log-in is the API's own route, called in-process
// (app.inject with the visitor's IP): the same schema, Spanish messages, lock-out and per-IP rate limit as
// the app's form. A session it opens is left where the site reads one without the app (decision 010's
// staff-page cookie) and where the app picks it up when it next runs (LOGIN_HANDOFF_COOKIE); then the visitor
// is sent back to `volver`, a path on this site only.
import { API_MSG } from '@salones/shared/api-messages';
import { authRoutes } from '@salones/shared/contract/accounts';
import { LOGIN_HANDOFF_COOKIE, type LoginFormAnswer, PAGE_FORM_MSG } from '@salones/shared/page-forms';
import { sameSitePath } from '@salones/shared/web-url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formField } from '../lib/form-field.ts';
import { callRouteFor, isPostedFromAnotherSite } from '../lib/page-form-call.ts';
import { SESSION_COOKIE, STAFF_COOKIE_PATH } from '../lib/staff-session-cookie.ts';

/** Where the visitor goes once logged in: the form's `volver` (or the page address's), when it is ours; else home. */
export function returnPathOf(request: FastifyRequest): string {
  const posted = formField(request.body, 'volver');
  const query = (request.query as Record<string, unknown> | undefined)?.volver;
  return sameSitePath(posted || query) ?? '/';
}

/**
 * A cookie as the web app writes its own (lib/session-storage.ts): SameSite=Strict, Secure on https (the request's,
 * or the site's address when a proxy ends TLS without TRUST_PROXY).
 */
export function sessionCookie(opts: {
  name: string;
  value: string;
  path: string;
  maxAge: number;
  secure: boolean;
}) {
  const secure = opts.secure ? '; Secure' : '';
  return `${opts.name}=${opts.value}; Path=${opts.path}; Max-Age=${opts.maxAge}; SameSite=Strict${secure}`;
}

/** Whether the session's cookies get `Secure`: https, the request's or the site's (a proxy ending TLS). */
export const isSecureRequest = (app: FastifyInstance, request: FastifyRequest) =>
  request.protocol === 'https' || app.config.publicUrl.startsWith('https:');

/**
 * POST /api/auth for the posted form. Logged in: the session's cookies and a 303 to `volver` (sent here);
 * refused: the status (400 wrong, 403 inactive or posted from another site, 429 locked or limited) and what the
 * page shows.
 */
export async function answerLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ status: number; answer: LoginFormAnswer } | null> {
  const email = formField(request.body, 'email');
  // A post from another site's page would log this browser into an account of that site's choosing (login
  // CSRF): only our own pages may post.
  if (isPostedFromAnotherSite(request)) {
    return { status: 403, answer: { email: '', msg: PAGE_FORM_MSG.loginFromOtherSite } };
  }
  const password = formField(request.body, 'password', { trim: false });
  const res = await callRouteFor(app, request, {
    method: authRoutes.logIn.method,
    url: authRoutes.logIn.path,
    payload: { email, password },
  });
  const { status } = res;
  const token = status === 200 ? (res.json() as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || !token) {
    return {
      status: status === 200 ? 500 : status,
      answer: { email: email.slice(0, 320), msg: res.msg ?? API_MSG.generic },
    };
  }
  const cookie = {
    value: token,
    maxAge: app.config.tokenTtlSeconds,
    secure: isSecureRequest(app, request),
  };
  reply
    .header('set-cookie', [
      // decision 010: a staff page is rendered for this session; the app keeps it in step from then on
      sessionCookie({ ...cookie, name: SESSION_COOKIE, path: STAFF_COOKIE_PATH }),
      // the app's own session (localStorage) is made from it when the app next runs (lib/session-storage.ts)
      sessionCookie({ ...cookie, name: LOGIN_HANDOFF_COOKIE, path: '/' }),
    ])
    .header('cache-control', 'no-store')
    .redirect(returnPathOf(request), 303);
  return null;
}
