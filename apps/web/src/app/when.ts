// When the entry does its work on a server-rendered page: after the load, in idle moments.

/** Resolves on the window's load event (at once when it has passed). */
export const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Resolves when the browser has nothing more urgent to do (the Scheduler API's background priority). */
export const idle = () =>
  new Promise<void>((resolve) => {
    const scheduler = (globalThis as { scheduler?: { postTask(cb: () => void, o: object): Promise<void> } })
      .scheduler;
    if (scheduler) void scheduler.postTask(resolve, { priority: 'background' });
    else if ('requestIdleCallback' in window) requestIdleCallback(() => resolve());
    else setTimeout(resolve, 50);
  });

/** What says the visitor is there: a touch, a press, a key, focus, the wheel, a mouse move, a scroll. */
const SIGNS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'mousemove', 'scroll'] as const;

/**
 * Resolves at the first event of `types` on the page that `counts` (all of them by default); its listeners only
 * listen (capturing, passive) and are gone once it has resolved.
 */
export const firstOf = (types: readonly string[], counts: (event: Event) => boolean = () => true) =>
  new Promise<void>((resolve) => {
    const onEvent = (event: Event) => {
      if (!counts(event)) return;
      for (const type of types) window.removeEventListener(type, onEvent, true);
      resolve();
    };
    for (const type of types) window.addEventListener(type, onEvent, { capture: true, passive: true });
  });

/**
 * Resolves at the visitor's first sign of being there, wherever on the page: until then a page left alone runs
 * nothing it can leave for later.
 */
export const firstSign = () => firstOf(SIGNS);

/** What a visitor presses with: a touch, a pointer's button, a key. */
const PRESSES = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Resolves once `ms` have passed with no press (and the browser is idle then): work that can wait is never
 * in the way of a tap — the one the visitor makes while a calendar comes into view, say.
 */
export const quiet = (ms: number) =>
  new Promise<void>((resolve) => {
    let timer = setTimeout(done, ms);
    function again() {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    }
    function done() {
      for (const type of PRESSES) window.removeEventListener(type, again, true);
      void idle().then(resolve);
    }
    for (const type of PRESSES) window.addEventListener(type, again, { capture: true, passive: true });
  });
