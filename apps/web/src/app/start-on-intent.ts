// When the entry (main.tsx) starts the app on a server-rendered page (decision 009): the page arrives
// complete, so the app is only needed for what the visitor does next. It starts at the visitor's first
// sign of doing something, or once the page has loaded when the page shows, through the app, state of this
// browser's the server could not render (the cart's packages; the session and the cart's number are islands').
import { readCart, userIdFromToken } from '../lib/session-storage.ts';
import { answeredByTheBrowser } from './answered-by-the-browser.ts';
import { fetchInAWorker } from './fetch-in-a-worker.ts';
import { answeredByAnIsland } from './islands.ts';
import { firstOf, firstSign, idle, loaded } from './when.ts';

export { loaded };

/**
 * What counts as the visitor starting to use the page: a touch, a press, a key, focus, a wheel, a mouse; and a
 * bare click, which is all some screen readers send when their user activates a control.
 */
const INTENT_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'pointermove',
  'click',
] as const;

/** The user a staff page was rendered for (by its session cookie: decision 010); absent on other pages. */
const renderedForUser = () => document.documentElement.dataset.sessionUser;

/**
 * Parts of a server-rendered page the app draws from this browser's cart (localStorage), which the server cannot
 * read: the cart page's list, the 'Solicitar esta fecha' of an availability answer.
 */
const READS_CART = '[data-reads-cart]';

/**
 * Whether the server's page differs from what this visitor should see, so the app starts after the load: the
 * server renders public pages anonymous with an empty cart. The header's cart link and account corner show
 * them without the app (islands, decision 015); a part the app draws from the cart (READS_CART) still needs it
 * when the cart has packages. A staff page was rendered for the session itself (decision 010).
 */
export const browserStateDiffers = () =>
  renderedForUser() === undefined && readCart().length > 0 && document.querySelector(READS_CART) !== null;

/**
 * A staff page rendered for a session this browser no longer holds (ended in another tab, or another
 * account's) is not shown: the app renders the page afresh for the session it has.
 */
export function dropPageOfAnotherSession() {
  const user = renderedForUser();
  if (user === undefined || user === userIdFromToken()) return;
  document.getElementById('app-state')?.remove();
  document.getElementById('root')?.replaceChildren();
}

/**
 * Resolves at the visitor's first intent (INTENT_EVENTS; a pointer move only from a mouse, not a finger
 * resting on the screen). The listeners only listen:
 * the press itself is held and replayed by hydration-signal.ts.
 */
export const firstIntent = () =>
  firstOf(
    INTENT_EVENTS,
    (event) =>
      !(event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') &&
      !answeredByThePage(event),
  );

/**
 * Whether the page answers this event without the app (decision 015): the browser itself (a press on a button
 * that opens or closes a native popover: the phone's menu; a choice of the home's branch selector, a native
 * radio whose answer CSS shows: app/answered-by-the-browser.ts), or an island (app/islands.ts). Starting the
 * app then would put its evaluation — a long task — between the tap and its answer.
 */
const answeredByThePage = (event: Event) =>
  answeredByTheBrowser(event.target) || answeredByAnIsland(event.target);

/**
 * At the visitor's first sign of being there (a scroll, a touch on an island: what is no intent that starts the
 * app), once the page has loaded, fetches `files` (JS and CSS) into the HTTP cache without running them, so the
 * app's start waits for no download: in a worker (app/fetch-in-a-worker.ts), since on the main thread each request
 * and its answer's pieces are tasks a phone pays for. A page left alone fetches nothing: every file arriving is
 * main-thread work, however small. Not when the sign was the intent that starts the app (`appStarting`): it
 * fetches them itself. They are immutable, cached for a year.
 */
export async function prefetchAtFirstSign(files: string[], appStarting: () => boolean) {
  await loaded();
  await firstSign();
  await idle();
  if (appStarting() || files.length === 0) return;
  // no worker (a policy refusing it): the app fetches its files when it starts
  fetchInAWorker(files, 'low');
}
