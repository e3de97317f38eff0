// Who is signed in, for the parts that show it without the app (the header's account corner, an island:
// decision 015). The token holds only the user's id; the name and role come from the same call the app makes
// when it starts (lib/session.ts: userRoutes.get), by `fetch` alone — no React Query, no contract module (and
// its zod) in an island's chunk. session-user.test.ts checks the path against the contract's. The answer is
// kept for the tab (sessionStorage, by user id) so the next page, or the app taking over, draws the account at
// once while asking again: never a source of its own, only the API's last word for this token.
import type { UserDto } from '@salones/shared/accounts';
import { clearToken, getToken, userIdFromToken } from './session-storage.ts';

/** What the account corner shows: the name in its menu, the role for its label and links. */
export type SessionUser = Pick<UserDto, 'name' | 'lastname' | 'role'>;

/** GET /api/usuarios/{id} (userRoutes.get) */
export const sessionUserPath = (id: string) => `/api/usuarios/${encodeURIComponent(id)}`;

/** This tab's last answer (sessionStorage), drawn at once on the next page while the call is made again. */
const LAST_ANSWER_KEY = 'sesion_usuario';

/** The last answer about the signed-in user, while the token is still that user's; else null. */
export function lastSessionUser(): SessionUser | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(LAST_ANSWER_KEY) ?? 'null') as {
      id: string;
      user: SessionUser;
    } | null;
    return saved && saved.id === userIdFromToken() ? saved.user : null;
  } catch {
    return null; // no storage (a private window's quota, the server render)
  }
}

function keepAnswer(id: string, user: SessionUser | null) {
  try {
    if (user) sessionStorage.setItem(LAST_ANSWER_KEY, JSON.stringify({ id, user }));
    else sessionStorage.removeItem(LAST_ANSWER_KEY);
  } catch {
    // not kept: the next page asks before drawing
  }
}

/**
 * The signed-in user, or null when no one is. A refused token (401, 403, 404) ends the session, as the app does
 * (lib/session.ts); a network failure throws and changes nothing (it must not log anyone out).
 */
export async function loadSessionUser(): Promise<SessionUser | null> {
  const token = getToken();
  const id = userIdFromToken(token);
  if (!token || !id) return null;
  const res = await fetch(sessionUserPath(id), { headers: { 'x-auth-token': token } });
  if ([401, 403, 404].includes(res.status)) {
    keepAnswer(id, null);
    if (getToken() === token) clearToken();
    return null;
  }
  if (!res.ok) throw new Error(`GET ${sessionUserPath(id)}: ${res.status}`);
  const { userData } = (await res.json()) as { userData: UserDto };
  const user = { name: userData.name, lastname: userData.lastname, role: userData.role };
  keepAnswer(id, user);
  return user;
}
