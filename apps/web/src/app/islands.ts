// The islands of a server-rendered page (docs/decisions/015): the parts that answer before the app. The
// server marks each (components/island.tsx: `data-island`, `data-props`) and lists their chunks (the islands'
// own build, Preact) in `#page-chunks`. After the load their files are downloaded at once by a worker, not run;
// each container is hydrated when it wakes (components/island-list.ts): at the visitor's first touch on it, or
// sooner for the few that draw what the server could not — a page left alone runs none of the others. A press
// on an island before it is ready is held and given to it once it is; when the app starts after all (a control that
// is no island, an account page…) the islands are unmounted and their server HTML put back (their HTML as it
// is, for one whose state the app takes over), and the app hydrates the page as before (a press then is held
// for the app).

import { ISLAND_WAKES, type IslandName } from '../components/island-list.ts';
import type { IslandModule } from '../islands/preact-island.ts';
import { OPENS_LOGIN_DIALOG } from '../lib/login-href.ts';
import { onCartChange, onSessionChange, readCart, userIdFromToken } from '../lib/session-storage.ts';
import { fetchInAWorker } from './fetch-in-a-worker.ts';
import { HYDRATED_EVENT } from './hydrated-event.ts';
import { firstSign, idle, loaded, quiet } from './when.ts';

/** the containers of the islands this page runs (those with a chunk) */
const managed = new Set<HTMLElement>();
/** the hydrated ones, with what unmounts each, the HTML the server gave it, and whether it is handed over as it is */
const live = new Map<HTMLElement, { unmount: () => void; serverHtml: string; asItIs: () => boolean }>();
/**
 * a press on an island not ready yet: which of its controls — by its `data-key` when it has one (a calendar's
 * turno: the island may show another month by then), else by its order in the island
 */
const held = new Map<HTMLElement, { index: number; key?: string; opener?: HTMLElement }>();
let handedOver = false;
let appHydrated = false;
/** wakes the hydrating loop waiting for an island to wake (components/island-list.ts, ISLAND_WAKES) */
let wake = () => {};

const PRESSABLE = 'a[href], button, input, select, textarea, [role="button"]';
const controlsOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(PRESSABLE)];
/** Fields the browser itself answers (typing, its date picker, its select's list): never held. */
const NATIVE_FIELD =
  'input:not([type="submit"], [type="button"], [type="image"], [type="reset"]), select, textarea';
const FIELDS = 'input, select, textarea';

/**
 * A control outside an island whose press an island answers: a link that opens the log-in dialog (the
 * account corner's 'Iniciar sesión', a link to the log-in page without JavaScript).
 */
const OPENS_AN_ISLAND: Record<string, string> = { [OPENS_LOGIN_DIALOG]: 'login-dialog' };

/** The island a press on `target` opens, when this page runs it. */
function openedIsland(target: EventTarget | null): HTMLElement | null {
  for (const [attribute, name] of Object.entries(OPENS_AN_ISLAND)) {
    if (!(target as Element | null)?.closest?.(`[${attribute}]`)) continue;
    const container = [...managed].find((c) => c.dataset.island === name);
    if (container) return container;
  }
  return null;
}

/**
 * The container of the island `target` is in, when this page runs that island; else the one a press on it
 * opens (signed out, the account corner is no island: its link opens the log-in dialog's).
 */
function islandOf(target: EventTarget | null): HTMLElement | null {
  const container = (target as Element | null)?.closest?.<HTMLElement>('[data-island]');
  return container && managed.has(container) ? container : openedIsland(target);
}

/**
 * Whether an island answers what happens on `target` (so it is not the visitor's move that starts the app,
 * app/start-on-intent.ts, nor a press the app holds, app/hydration-signal.ts): until the app has taken over.
 */
export const answeredByAnIsland = (target: EventTarget | null) => !handedOver && islandOf(target) !== null;

/** A press on an island's control before the island (or, once taken over, the app) can answer it: held. */
function holdEarlyPress(event: MouseEvent) {
  const container = islandOf(event.target);
  if (!container || live.has(container) || appHydrated) return;
  const control = (event.target as Element).closest<HTMLElement>(PRESSABLE);
  if (!control || control.matches(NATIVE_FIELD)) return;
  const opener = container.contains(control) ? undefined : control;
  if (opener && openedIsland(control) !== container) return;
  event.preventDefault();
  event.stopImmediatePropagation(); // nor held again by the app's own holding (registered after this one)
  held.set(container, { index: controlsOf(container).indexOf(control), key: control.dataset.key, opener });
  queue(container); // already woken or begun: its hydration answers the press
}

/** The same opener as the page shows it now: the app draws its own when it takes the page over. */
function openerAgain(opener: HTMLElement) {
  const attribute = Object.keys(OPENS_AN_ISLAND).find((name) => opener.hasAttribute(name));
  return attribute ? (document.querySelector<HTMLElement>(`[${attribute}]`) ?? undefined) : undefined;
}

/** The control that opened the island's dialog, when the island has one open. */
function openDialogOpener(container: HTMLElement) {
  if (!container.querySelector('dialog[open]')) return undefined;
  const attribute = Object.entries(OPENS_AN_ISLAND).find(
    ([, name]) => name === container.dataset.island,
  )?.[0];
  return attribute ? (document.querySelector<HTMLElement>(`[${attribute}]`) ?? undefined) : undefined;
}

/** The control a held press was on, as the island (or the app) renders it now. */
function heldControl(container: HTMLElement): HTMLElement | undefined {
  const press = held.get(container);
  held.delete(container);
  if (!press) return undefined;
  if (press.opener) return press.opener.isConnected ? press.opener : openerAgain(press.opener);
  if (press.key === undefined) return controlsOf(container)[press.index];
  return controlsOf(container).find((control) => control.dataset.key === press.key);
}

/** The press held on `container`, given to what answers it now (after its first updates). */
function replayHeld(container: HTMLElement) {
  heldControl(container)?.click();
}

/**
 * The islands' chunks the server listed (app/ssr/document.ts), by island name, and the chunks they import
 * (fetched with them, not a round trip later).
 */
function islandChunks(): { chunks: Record<string, string>; imports: string[] } {
  const list = document.getElementById('page-chunks')?.textContent;
  const parsed = list ? JSON.parse(list) : {};
  return { chunks: parsed.islands ?? {}, imports: parsed.islandImports ?? [] };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A file into the HTTP cache (the islands' files are immutable, cached a year), not run; never fails. */
const download = (src: string) =>
  fetch(src, { credentials: 'same-origin' }).then(
    (response) => response.blob(),
    () => undefined,
  );

const importModule = (src: string): Promise<unknown> => import(/* @vite-ignore */ src);
const importIsland = async (src: string) => ((await importModule(src)) as { default: IslandModule }).default;

async function hydrateIsland(container: HTMLElement, chunk: Promise<IslandModule>) {
  try {
    const island = await chunk;
    if (handedOver) return;
    const props = JSON.parse(container.dataset.props ?? '{}');
    if (island.prepare) {
      island.prepare(props);
      await nextTask();
      if (handedOver) return;
    }
    const serverHtml = container.innerHTML;
    const unmount = island.hydrate(container, props);
    live.set(container, { unmount, serverHtml, asItIs: () => island.handsOverAsItIs?.(props) ?? false });
    // its first updates (a link becoming a button…) ran in `hydrate` (preact-island.ts): the press it waited
    // for is answered in this same task, and shows in the next frame
    replayHeld(container);
  } catch {
    // the chunk did not load (offline, a new build): the island stays server HTML and the app answers it
    managed.delete(container);
    const control = heldControl(container);
    if (control instanceof HTMLAnchorElement) window.location.assign(control.href);
    else control?.click(); // now a press for the app (held by it, and the move that starts it)
  }
}

/** Resolves once part of `container` (a `display: contents` box: its children) is in the viewport. */
const inView = (container: HTMLElement) =>
  new Promise<void>((resolve) => {
    if (!('IntersectionObserver' in window)) return resolve();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    for (const child of container.children) observer.observe(child);
  });

/** Resolves at the cart's first change (this tab's 'Agregar al carrito', another tab's). */
const cartChanged = () =>
  new Promise<void>((resolve) => {
    const stop = onCartChange(() => {
      stop();
      resolve();
    });
  });

/**
 * How long the visitor's presses pause before an island woken by a sign or the view is hydrated: a tap on
 * another island just after a scroll is then answered first (the calendar's hydration is a long task on a phone).
 */
const PAUSE_MS = 300;

/**
 * How long after the visitor's first sign a touch that came with it has been heard: a tap on a control below the
 * screen scrolls it into view just before its touch.
 */
const SIGN_SETTLES_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What says a visitor is about to use an island: a touch, a press, a key, focus on it (or on what opens it). */
const TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Holds early presses on this page's islands, downloads their files after the load, and hydrates each when it
 * wakes (components/island-list.ts, ISLAND_WAKES): at the first touch on it, and some sooner. Resolves once the
 * islands woken by the load itself are hydrated (at once on a page with none); the others wait for the visitor.
 */
export async function startIslands() {
  const { chunks, imports: sharedChunks } = islandChunks();
  const signedIn = userIdFromToken() !== null;
  const forTheSignedIn: HTMLElement[] = [];
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (!chunks[container.dataset.island ?? '']) continue;
    // signed out, an island for the signed-in (the account corner) is the server's HTML until someone signs in
    if (signedIn || !('islandSignedIn' in container.dataset)) managed.add(container);
    else forTheSignedIn.push(container);
  }
  if (managed.size === 0) return;
  if (forTheSignedIn.length > 0) hydrateOnceSignedIn(forTheSignedIn, chunks);
  document.addEventListener('click', holdEarlyPress, true);
  /** Runs an island's files (set once they are downloaded, after the load). */
  let startFiles: ((container: HTMLElement) => void) | undefined;
  const onTouch = (event: Event) => {
    const container = islandOf(event.target);
    if (!container) return;
    touched.add(container);
    // its files run as soon as they can, not after the press's other events (a timer waits behind them)
    startFiles?.(container);
    queue(container);
  };
  for (const type of TOUCHES) document.addEventListener(type, onTouch, { capture: true, passive: true });
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      appHydrated = true;
      document.removeEventListener('click', holdEarlyPress, true);
      for (const type of TOUCHES) document.removeEventListener(type, onTouch, true);
      // after the app's own holding has let go (its listener of this same event comes next)
      setTimeout(() => {
        for (const container of [...held.keys()]) replayHeld(container);
      });
    },
    { once: true },
  );
  await loaded();
  // every file downloaded at once, not run (one round trip: the shared chunk, first, is not found a round trip
  // after the islands'), so an island woken later runs its chunk without waiting for the network; in a worker, off
  // the main thread (where no worker can start, here)
  const islandFiles = [...new Set([...sharedChunks, ...[...managed].map((c) => chunks[c.dataset.island!])])];
  const downloads =
    fetchInAWorker(islandFiles, 'auto') ?? new Map(islandFiles.map((src) => [src, download(src)]));
  const downloaded = (src: string) => downloads.get(src) ?? Promise.resolve();
  const imports = new Map<string, Promise<IslandModule>>();
  const chunkOf = (container: HTMLElement) => {
    const src = chunks[container.dataset.island!];
    if (!imports.has(src)) {
      const files = [...sharedChunks, src];
      // once downloaded, imported together (the shared chunk is not found only once the island's is read):
      // they run in a task of their own when read from the cache, not in the hydration's
      imports.set(
        src,
        Promise.all(files.map(downloaded))
          .then(() => Promise.all(files.map(importModule)))
          .then((modules) => (modules.at(-1) as { default: IslandModule }).default),
      );
    }
    return imports.get(src)!;
  };
  // a failure is the hydration's to answer (hydrateIsland)
  const runFiles = (container: HTMLElement) => void chunkOf(container).catch(() => undefined);
  startFiles = runFiles;
  for (const container of managed) {
    const wakes = ISLAND_WAKES[container.dataset.island as IslandName];
    if (wakes === 'load') queue(container);
    else if (wakes === 'cart') {
      if (readCart().length > 0) queue(container);
      else void cartChanged().then(() => queue(container));
    } else if (wakes === 'sign') {
      // in a pause of the visitor's presses: an island they touch meanwhile is answered first
      const wakeInAPause = () => quiet(PAUSE_MS).then(() => queue(container));
      // its files run soon after the sign (not its hydration): a press on it soon after waits for its hydration
      // alone. After an island touched meanwhile has answered, and its answer is drawn (a tap's own scroll comes
      // just before its touch)
      void firstSign()
        .then(() => sleep(SIGN_SETTLES_MS))
        .then(noneToHydrate)
        .then(idle)
        .then(() => {
          if (!handedOver) runFiles(container);
        });
      void firstSign().then(wakeInAPause);
      void inView(container).then(wakeInAPause);
    }
  }
  return hydrateAsWoken(chunkOf);
}

/** the islands woken and not hydrated yet, in the order they woke */
const woken: HTMLElement[] = [];
/** the islands whose hydration has begun */
const begun = new Set<HTMLElement>();
/** the islands a visitor touched: hydrated before those woken otherwise */
const touched = new Set<HTMLElement>();

/** whether an island's hydration is under way */
let hydrating = false;
/** what waits for no island to be left to hydrate */
const waitingForNone: (() => void)[] = [];

/** Resolves once no island is woken or hydrating (at once when none is). */
const noneToHydrate = () =>
  new Promise<void>((resolve) => {
    if (woken.length === 0 && !hydrating) resolve();
    else waitingForNone.push(resolve);
  });

/** The next island to hydrate: one a visitor pressed, else one touched, else the first woken. */
function nextWoken() {
  const first = (set: { has(c: HTMLElement): boolean }) => woken.findIndex((c) => set.has(c));
  const index = [first(held), first(touched)].find((i) => i >= 0) ?? 0;
  return woken.splice(index, 1)[0];
}

/** Wakes an island of this page: hydrated as soon as the ones woken before it are (one a visitor pressed first). */
function queue(container: HTMLElement) {
  if (handedOver || !managed.has(container) || begun.has(container) || woken.includes(container)) return;
  woken.push(container);
  wake();
}

/**
 * Hydrates the islands as they wake, one per task, out of the event that woke them; resolves the first time none
 * is left to hydrate (those the load woke are done), and goes on waiting for the others.
 */
function hydrateAsWoken(chunkOf: (container: HTMLElement) => Promise<IslandModule>) {
  return new Promise<void>((firstDone) => {
    void (async () => {
      while (!handedOver) {
        if (woken.length === 0) {
          firstDone();
          for (const resolve of waitingForNone.splice(0)) resolve();
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
        await nextTask();
        if (handedOver || woken.length === 0) continue;
        const container = nextWoken();
        begun.add(container);
        hydrating = true;
        await hydrateIsland(container, chunkOf(container));
        hydrating = false;
      }
      firstDone();
    })();
  });
}

/**
 * Someone signed in on this page through an island (the log-in dialog): the islands for the signed-in (the
 * account corner, showing the account's menu) are hydrated then, as they would be on the next page.
 */
function hydrateOnceSignedIn(containers: HTMLElement[], chunks: Record<string, string>) {
  const stop = onSessionChange(() => {
    if (handedOver || userIdFromToken() === null) return;
    stop();
    for (const container of containers) {
      managed.add(container);
      begun.add(container);
      void hydrateIsland(container, importIsland(chunks[container.dataset.island!]));
    }
  });
}

/** The values of a container's fields, in their order. */
const fieldValues = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>(FIELDS)].map((field) => field.value);

/**
 * Before the app hydrates the page: each island is unmounted and given back the server's HTML, which the
 * app hydrates (its roots are inside #root), with what the visitor put in its fields (the date and turno of
 * the availability form): the app's components read it as the islands did. A press held for an island not
 * ready yet waits for the app.
 */
export function handIslandsToTheApp() {
  handedOver = true;
  for (const [container, { unmount, serverHtml, asItIs }] of live) {
    // a dialog the island has open (the log-in dialog) goes with it: its opener is pressed again for the app
    const opener = openDialogOpener(container);
    if (opener) held.set(container, { index: -1, opener });
    const values = fieldValues(container);
    // an island whose state the app takes over (lib/island-carry.ts) is handed over as the visitor sees it
    const html = asItIs() ? container.innerHTML : serverHtml;
    unmount();
    container.innerHTML = html;
    const fields = container.querySelectorAll<HTMLInputElement>(FIELDS);
    if (fields.length !== values.length) continue;
    for (const [i, field] of fields.entries()) field.value = values[i];
  }
  live.clear();
}
