// The islands of a server-rendered page (docs/decisions/015): the parts that answer before the app. The
// server marks each (components/island.tsx: `data-island`, `data-props`) and lists their chunks (the islands'
// own build, Preact) in `#page-chunks`. After the load their files are downloaded at once, and one
// container hydrated per idle task (one a visitor pressed first, without waiting for idleness). A press on an
// island before it is ready is held and given to it once it is; when the app starts after all (a control that
// is no island, an account page…) the islands are unmounted and their server HTML put back (their HTML as it
// is, for one whose state the app takes over), and the app hydrates the page as before (a press then is held
// for the app).
import type { IslandModule } from '../islands/preact-island.ts';
import { OPENS_LOGIN_DIALOG } from '../lib/login-href.ts';
import { onSessionChange, userIdFromToken } from '../lib/session-storage.ts';
import { HYDRATED_EVENT } from './hydrated-event.ts';
import { idle, loaded } from './when.ts';

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
/** wakes the hydrating loop waiting for an idle moment: a press on an island not hydrated yet */
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
  wake();
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

const importIsland = async (src: string) =>
  ((await import(/* @vite-ignore */ src)) as { default: IslandModule }).default;

async function hydrateIsland(container: HTMLElement, chunk: Promise<IslandModule>) {
  try {
    const island = await chunk;
    if (handedOver) return;
    const serverHtml = container.innerHTML;
    const props = JSON.parse(container.dataset.props ?? '{}');
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

/**
 * Holds early presses on this page's islands, and hydrates them after the load, one per idle task; resolves
 * once they are all hydrated (at once on a page with none).
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
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      appHydrated = true;
      document.removeEventListener('click', holdEarlyPress, true);
      // after the app's own holding has let go (its listener of this same event comes next)
      setTimeout(() => {
        for (const container of [...held.keys()]) replayHeld(container);
      });
    },
    { once: true },
  );
  await loaded();
  // each container hydrated in an idle task of its own, in the page's order but for one a visitor pressed
  // first; every file downloaded at once (one round trip: the shared chunk is not found a round trip after the
  // islands'), then each island's chunk run in a task of its own, one after another: running them all as they
  // arrive together would be one long task (Lighthouse's TBT)
  const pageFiles = [...new Set([...[...managed].map((c) => chunks[c.dataset.island!]), ...sharedChunks])];
  const downloaded = Promise.all(pageFiles.map(download));
  const imports = new Map<string, Promise<IslandModule>>();
  let lastImport: Promise<unknown> = downloaded;
  const chunkOf = (container: HTMLElement) => {
    const src = chunks[container.dataset.island!];
    if (!imports.has(src)) {
      const imported = lastImport.then(nextTask).then(() => importIsland(src));
      imports.set(src, imported);
      lastImport = imported.catch(() => {});
    }
    return imports.get(src)!;
  };
  // an island's work before its hydration (the calendar's month asked for) starts as soon as its chunk runs
  for (const container of managed)
    void chunkOf(container)
      .then((island) => island.prepare?.(JSON.parse(container.dataset.props ?? '{}')))
      .catch(() => {}); // its failure is hydrateIsland's
  const waiting = [...managed];
  const pressedIndex = () => waiting.findIndex((container) => held.has(container));
  const aPress = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
  while (waiting.length > 0) {
    // an island a visitor pressed comes without waiting for an idle moment (but out of the press's own event)
    await (pressedIndex() >= 0 ? nextTask() : Promise.race([idle(), aPress()]));
    if (handedOver) return;
    const [container] = waiting.splice(Math.max(pressedIndex(), 0), 1);
    await hydrateIsland(container, chunkOf(container));
  }
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
