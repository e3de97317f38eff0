// The entry: the CSS the first paint needs (inlined by the server render) and a loader. The app itself
// (React, the router, Mantine, the page) is app/boot.tsx, imported here — right away on a page the browser
// renders (account, admin), and on a server-rendered page only once the page has loaded (its LCP image
// included) and been painted, or the visitor touches it first, so no script competes with the content for
// the network or the main thread; a press on a control meanwhile is replayed once the page is hydrated.
// See docs/decisions/008-hydrate-after-load.md.
import './app/public-styles.ts';
import './app/global.css';
import { holdPressesUntilHydrated } from './app/hydration-signal.ts';

/** The chunks of the server-rendered page's route (written by the server render, app/ssr/document.ts). */
function preloadPageChunks() {
  const list = document.getElementById('page-chunks')?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Resolves on the window's load event, or on the visitor's first touch, key or pointer press. */
const loadedOrTouched = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    const events = ['load', 'pointerdown', 'keydown', 'touchstart'] as const;
    const go = () => {
      for (const e of events) window.removeEventListener(e, go, true);
      resolve();
    };
    for (const e of events) window.addEventListener(e, go, { capture: true, passive: true });
  });

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

if (document.getElementById('app-state')) {
  holdPressesUntilHydrated();
  await loadedOrTouched();
  await afterNextPaint();
  markInlinedCss();
  preloadPageChunks();
}
await import('./app/boot.tsx');
