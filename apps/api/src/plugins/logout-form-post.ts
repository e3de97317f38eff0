// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript): 'Cerrar sesión' is a
// real form (`POST /cerrar-sesion`) in the account menus. The session lives in the browser: localStorage
// (cleared by the page's script first, when it runs) and two cookies the server can clear — decision 010's,
// for which staff pages are rendered, and the log-in page's hand-off (login-form-post.ts). Then the visitor
// is sent home (or to `volver`, a path on this site only). The token itself is not revoked: logging out with
// the app never did either (docs/product.md#3-entities-and-their-fields, a stateless JWT).
import { LOGIN_HANDOFF_COOKIE } from '@salones/shared/login-handoff';
import { LOGOUT_MSG } from '@salones/shared/logout-form';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, STAFF_COOKIE_PATH } from '../lib/staff-session-cookie.ts';
import { isSecureRequest, returnPathOf, sessionCookie } from './login-form-post.ts';

/** What a browser's form sends (a form with no fields may send no body at all). */
function isFormPost(request: FastifyRequest) {
  const type = request.headers['content-type'];
  if (type === undefined) return Number(request.headers['content-length'] ?? 0) === 0;
  return type.split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** POST /cerrar-sesion: both cookies expired and a 303 home; 403 from another site's page, 415 for no form. */
export function answerLogout(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const refuse = (status: number, msg: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(msg);
  // another site's page could end this visitor's session at will (and, with a `volver`, send them anywhere here)
  if (request.headers['sec-fetch-site'] === 'cross-site') return refuse(403, LOGOUT_MSG.fromOtherSite);
  if (!isFormPost(request)) return refuse(415, LOGOUT_MSG.notAForm);
  const expired = { value: '', maxAge: 0, secure: isSecureRequest(app, request) };
  return reply
    .header('set-cookie', [
      sessionCookie({ ...expired, name: SESSION_COOKIE, path: STAFF_COOKIE_PATH }),
      sessionCookie({ ...expired, name: LOGIN_HANDOFF_COOKIE, path: '/' }),
    ])
    .header('cache-control', 'no-store')
    .redirect(returnPathOf(request), 303);
}
