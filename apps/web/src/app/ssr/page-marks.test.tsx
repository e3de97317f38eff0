// The page's inline script (packages/shared/src/page-marks.ts) marks <html> as the web app reads the same
// storage: the cart page's CSS depends on it before any of the app's code runs.
import { CART_KEY, PAGE_MARKS_SCRIPT, TOKEN_KEY } from '@salones/shared/page-marks';
import { afterEach, describe, expect, it } from 'vitest';
import { readCart, userIdFromToken } from '../../lib/session-storage.ts';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: object) => `${base64url({ alg: 'HS256' })}.${base64url(payload)}.firma`;

function marksWith(storage: { token?: string; cart?: string }) {
  localStorage.clear();
  if (storage.token !== undefined) localStorage.setItem(TOKEN_KEY, storage.token);
  if (storage.cart !== undefined) localStorage.setItem(CART_KEY, storage.cart);
  delete document.documentElement.dataset.cart;
  delete document.documentElement.dataset.session;
  new Function(PAGE_MARKS_SCRIPT)();
  return { ...document.documentElement.dataset };
}

afterEach(() => localStorage.clear());

describe('the page marks script', () => {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  const cases: [string, { token?: string; cart?: string }][] = [
    ['nothing stored', {}],
    ['a valid session and a cart', { token: token({ user: { id: 'u-1' }, exp: inAnHour }), cart: 'p1,p2' }],
    ['an expired session', { token: token({ user: { id: 'u-1' }, exp: inAnHour - 7200 }), cart: '' }],
    ['a session without expiry', { token: token({ user: { id: 'u-2' } }) }],
    ['a token that is no JWT', { token: 'basura', cart: ',p3,' }],
    ['a payload without a user', { token: token({ exp: inAnHour }), cart: ',' }],
  ];
  it.each(cases)('marks <html> as the app reads it: %s', (_, storage) => {
    const marks = marksWith(storage);
    expect(marks.session).toBe(userIdFromToken() ? 'user' : 'none');
    expect(marks.cart).toBe(readCart().length > 0 ? 'items' : 'empty');
  });

  it('tells the cases apart', () => {
    expect(marksWith(cases[1][1])).toMatchObject({ session: 'user', cart: 'items' });
    expect(marksWith(cases[2][1])).toMatchObject({ session: 'none', cart: 'empty' });
    expect(marksWith(cases[4][1])).toMatchObject({ session: 'none', cart: 'items' });
  });
});
