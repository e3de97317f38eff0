// What an island shows when the app takes over (decision 015): the island leaves it here, and the app's first
// render of the same part takes it, so the visitor sees no change (the availability form's answer). On `window`:
// the islands' build and the app's each have their own copy of this module.
type Left = Record<string, unknown>;

function left(): Left | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as { __leftByIslands?: Left };
  holder.__leftByIslands ??= {};
  return holder.__leftByIslands;
}

/** true in the islands' build (islands/preact-island.ts says so): only an island leaves what it shows */
let inAnIsland = false;
export const runningInAnIsland = () => {
  inAnIsland = true;
};
/** Whether this copy of the module runs in the islands' build (a part that only an island's copy may do). */
export const isAnIsland = () => inAnIsland;

/** An island's part, keyed (e.g. 'availability-form:{placeId}'): what it shows now, or null once it shows nothing. */
export function leaveForTheApp(key: string, value: unknown) {
  const all = left();
  if (!all || !inAnIsland) return;
  if (value === null || value === undefined) delete all[key];
  else all[key] = value;
}

/** Whether an island left something under `key` (then it hands the app its HTML as it is: app/islands.ts). */
export const isLeftForTheApp = (key: string) => key in (left() ?? {});

/** In the app: what the island left under `key` (the app's first render shows it), or undefined. */
export function leftByAnIsland<T>(key: string): T | undefined {
  if (inAnIsland) return undefined;
  return left()?.[key] as T | undefined;
}

/** In the app, once its part is on the page: the island's leaving is spent (a later visit starts afresh). */
export function forgetLeft(key: string) {
  if (!inAnIsland) delete left()?.[key];
}
