// The entry: the CSS the first paint needs (inlined by the server render) and a loader. The app itself
// (React, the router, Mantine, the page) is app/boot.tsx, imported here — right away on a page the browser
// renders (account pages, staff pages without their session's cookie: decision 010). A server-rendered page arrives complete, so its app starts at the visitor's
// first touch, key, wheel or mouse move (its files fetched ahead from the visitor's first sign, a scroll say), or after the
// load when the page has a part the app draws from this browser's cart (the cart page's packages), which the
// server could not render; a press on a control before the app has hydrated is replayed once it has. See
// docs/decisions/009-start-the-app-on-intent.md. The controls that are islands (app/islands.ts) are hydrated
// alone as they are touched (a few at the load), and answer without the app (decision 015) — the header's cart number and a signed-in
// visitor's account menu among them, so a session or a cart alone no longer starts the app.
import './app/public-styles.ts';
import './app/global.css';
import { closePopoverOnLink, holdUntilHydrated } from './app/hydration-signal.ts';
import { startIslands } from './app/islands.ts';
import {
  browserStateDiffers,
  dropPageOfAnotherSession,
  firstIntent,
  loaded,
  prefetchAtFirstSign,
} from './app/start-on-intent.ts';
import { LAZY_FRAME, watchLazyFrames } from './lib/lazy-frame.ts';
import { syncSessionCookie } from './lib/session-storage.ts';

/** The chunks the server render lists (app/ssr/document.ts): the page's route's, and the app's own. */
function listedChunks(): { page: string[]; app: string[] } {
  const list = document.getElementById('page-chunks')?.textContent;
  return list ? JSON.parse(list) : { page: [], app: [] };
}

function modulePreload(hrefs: string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The stylesheets the server inlined, as disabled links (never fetched): Vite's loader then knows they are
 * on the page and does not ask for them again when it imports the chunks they belong to.
 */
function markInlinedCss() {
  for (const style of document.querySelectorAll<HTMLStyleElement>(
    'style[data-entry-css], style[data-page-css]',
  )) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.entryCss ?? style.dataset.pageCss ?? '';
    document.head.append(link);
  }
}

/**
 * After the browser has painted the page as it is now (the frame after the next animation frame), so the
 * app's scripts never start before the content's paint; at most half a second (a tab in the background
 * gets no frames).
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });

syncSessionCookie();
dropPageOfAnotherSession();
closePopoverOnLink();
if (document.getElementById('app-state')) {
  // first: an island holds the early presses on its controls before the app's holding sees them
  const islandsReady = startIslands();
  void loaded().then(() => watchLazyFrames(document.querySelectorAll<HTMLElement>(LAZY_FRAME)));
  holdUntilHydrated();
  const chunks = listedChunks();
  if (browserStateDiffers()) {
    // after the page's islands, so their chunks get the network first and they answer meanwhile
    await Promise.race([Promise.all([loaded(), islandsReady]), firstIntent()]);
    await afterNextPaint();
    markInlinedCss();
    // fetched with the app, in parallel; on the other path they were fetched ahead, and a preload link
    // each would only cost the first tap's main thread
    modulePreload(chunks.page);
  } else {
    // not for a page left alone: at the visitor's first sign (a scroll, a touch on an island), after the
    // islands woken by the load, whose chunks come first on a slow network
    let appStarting = false;
    void islandsReady.then(() => prefetchAtFirstSign([...chunks.app, ...chunks.page], () => appStarting));
    await firstIntent();
    appStarting = true;
    markInlinedCss();
  }
}
await import('./app/boot.tsx');
