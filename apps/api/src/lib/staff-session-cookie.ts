// The session's cookie, read for one thing only: rendering a staff page on the server for its session
// (docs/decisions/010-staff-pages-rendered-with-a-cookie.md). The web app writes it beside the localStorage
// token (apps/web/src/lib/session-storage.ts) with Path=/admin and SameSite=Strict. No API route reads it:
// the API authenticates the x-auth-token header alone, so the cookie opens no door to cross-site requests.
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'token';
/** The only pages the web app sends it with. */
export const STAFF_COOKIE_PATH = '/admin';

/** Whether `url` is a staff page (/admin or under it), the only pages the cookie is sent with. */
export const isStaffPath = (url: string) => /^\/admin(?:[/?#]|$)/.test(url);

/** The session token the request's cookie holds for a staff page, or null. */
export function staffSessionCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header || !isStaffPath(request.url)) return null;
  return parseCookie(header)[SESSION_COOKIE] || null;
}
