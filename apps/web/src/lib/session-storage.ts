// spec §3 "Session": the token lives in localStorage; the user id is read from the token's user part.
const TOKEN_KEY = 'token';
const CART_KEY = 'carrito';

// no localStorage during the server render: every visitor is anonymous there
const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);
export const getToken = () => storage()?.getItem(TOKEN_KEY) ?? null;
export const setToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);

/** The `user.id` of the JWT payload, or null when there is no readable token. */
export function userIdFromToken(token: string | null = getToken()): string | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) return null;
    return typeof payload.user?.id === 'string' ? payload.user.id : null;
  } catch {
    return null;
  }
}

/** Cart: package ids kept comma-separated in localStorage (spec §3). */
export const readCart = (): string[] => (storage()?.getItem(CART_KEY) ?? '').split(',').filter(Boolean);
export const writeCart = (ids: string[]) => localStorage.setItem(CART_KEY, ids.join(','));
