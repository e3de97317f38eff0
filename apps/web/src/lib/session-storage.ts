// docs/product.md#3-entities-and-their-fields "Session": the token lives in localStorage; the user id is read
// from the token's user part.
import { LOGIN_HANDOFF_COOKIE } from '@salones/shared/login-handoff';
import { CART_KEY, TOKEN_KEY } from '@salones/shared/page-marks';

// no localStorage during the server render: every visitor is anonymous there. Tested with `window`: Node 25+
// has a global `localStorage` of its own (undefined, with a warning on each read, unless --localstorage-file)
const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
export const getToken = () => storage()?.getItem(TOKEN_KEY) ?? null;

/**
 * Said on `window` when this tab logs in or out, so the parts that show the session without the app (the
 * header's account corner, an island: decision 015) follow it; another tab's change is a `storage` event.
 */
export const SESSION_CHANGE_EVENT = 'sesion-change';

/**
 * Calls `onChange` when localStorage's `key` changes: in this tab (`event`, said on `window`) or in another (a
 * `storage` event); returns what stops it.
 */
function onStoredChange(key: string, event: string, onChange: () => void) {
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === key) && onChange();
  window.addEventListener(event, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(event, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls `onChange` when the session changes, in this tab or another; returns what stops it. */
export const onSessionChange = (onChange: () => void) =>
  onStoredChange(TOKEN_KEY, SESSION_CHANGE_EVENT, onChange);

export const setToken = (token: string) => {
  localStorage.setItem(TOKEN_KEY, token);
  writeSessionCookie(token);
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
};
/** `notify: false`: the page is leaving (a log-out's post), nothing on it need follow. */
export const clearToken = ({ notify = true } = {}) => {
  storage()?.removeItem(TOKEN_KEY);
  writeSessionCookie(null);
  if (notify && typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
};

/**
 * The session's copy for the server render of staff pages (docs/decisions/010-staff-pages-rendered-with-a-cookie.md):
 * the same token, sent only with requests for pages under /admin (never with an API call, which reads the
 * x-auth-token header alone), SameSite=Strict.
 */
export const SESSION_COOKIE = 'token';
const SESSION_COOKIE_PATH = '/admin';

function writeSessionCookie(token: string | null) {
  if (typeof document === 'undefined') return;
  const expiry = token ? tokenExpiry(token) : null;
  // no token: gone now; a token: until it expires
  const lifetime = !token
    ? '; Max-Age=0'
    : expiry
      ? `; Max-Age=${Math.max(0, Math.floor((expiry - Date.now()) / 1000))}`
      : '';
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet, and this must be written before the next navigation
  document.cookie = `${SESSION_COOKIE}=${token ?? ''}; Path=${SESSION_COOKIE_PATH}${lifetime}; SameSite=Strict${secure}`;
}

/** Whether the cookie this browser sends with /admin pages holds `token` (its value is not readable elsewhere). */
function sessionCookieHolds(token: string | null) {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return (cookie?.slice(SESSION_COOKIE.length + 1) || null) === token;
}

/**
 * A session the log-in page opened without JavaScript (its post leaves the token in
 * LOGIN_HANDOFF_COOKIE, Path=/) becomes the app's own, in localStorage; the cookie is removed, having done its
 * work. A token no longer valid is dropped.
 */
function adoptLoginHandoff() {
  const prefix = `${LOGIN_HANDOFF_COOKIE}=`;
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  if (cookie === undefined) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: as writeSessionCookie, before the next navigation
  document.cookie = `${prefix}; Path=/; Max-Age=0; SameSite=Strict${secure}`;
  const token = cookie.slice(prefix.length);
  if (userIdFromToken(token)) localStorage.setItem(TOKEN_KEY, token);
}

/**
 * Makes the cookie match the session in localStorage (a session from before the cookie existed, or ended in
 * another tab), after taking up a session the log-in page opened without JavaScript. Document.cookie lists only
 * the cookies of the current path, so it is compared on /admin pages and written everywhere.
 */
export function syncSessionCookie() {
  adoptLoginHandoff();
  const token = getToken();
  if (location.pathname.startsWith(SESSION_COOKIE_PATH) && sessionCookieHolds(token)) return;
  writeSessionCookie(token);
}

function tokenPayload(token: string): { exp?: unknown; user?: { id?: unknown } } | null {
  try {
    return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
}

/** When the token stops being valid (ms), or null when it does not say. */
function tokenExpiry(token: string): number | null {
  const exp = tokenPayload(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** The `user.id` of the JWT payload, or null when there is no readable token. */
export function userIdFromToken(token: string | null = getToken()): string | null {
  if (!token) return null;
  const payload = tokenPayload(token);
  const expiry = tokenExpiry(token);
  if (!payload || (expiry !== null && expiry < Date.now())) return null;
  return typeof payload.user?.id === 'string' ? payload.user.id : null;
}

/** Cart: package ids kept comma-separated in localStorage (docs/product.md#3-entities-and-their-fields). */
export const readCart = (): string[] => (storage()?.getItem(CART_KEY) ?? '').split(',').filter(Boolean);
/** Said on `window` when this tab's cart changes; another tab's change is a `storage` event. */
const CART_CHANGE_EVENT = 'carrito-change';

export function writeCart(ids: string[]) {
  localStorage.setItem(CART_KEY, ids.join(','));
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** Calls `onChange` when the cart changes, in this tab or another; returns what stops it. */
export const onCartChange = (onChange: () => void) => onStoredChange(CART_KEY, CART_CHANGE_EVENT, onChange);
