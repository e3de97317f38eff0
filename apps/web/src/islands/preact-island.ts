// What every island's chunk exports (docs/decisions/015): its component, hydrated with Preact into the
// container the server rendered (components/island.tsx). The islands' build (vite.islands.config.ts) aliases
// `react` to `preact/compat`, so a component written for React runs here with Preact's ~10 KB.
import { type ComponentType, h, hydrate, options, render } from 'preact';
import { runningInAnIsland } from '../lib/island-carry.ts';

runningInAnIsland();

/**
 * Preact's re-renders wait for a microtask; an island's hydration runs them at once: what its layout effects set
 * (a link becoming a button, the month its page already has) is on the page when `hydrate` returns, and a press
 * held for it is answered in the same task — one frame, not a frame for each.
 */
const pendingRenders: (() => void)[] = [];
const runPendingRenders = () => {
  for (let render = pendingRenders.shift(); render; render = pendingRenders.shift()) render();
};
options.debounceRendering = (render) => {
  pendingRenders.push(render);
  queueMicrotask(runPendingRenders);
};

export interface IslandModule {
  /** hydrates the container's server-rendered HTML with `props`, and its first updates; returns what unmounts it */
  hydrate(container: HTMLElement, props: object): () => void;
  /** work to start as soon as the chunk runs, a task before the hydration (the calendar's month asked for) */
  prepare?(props: object): void;
  /**
   * Whether the app, taking over, renders this island as it is now (it left what it shows: lib/island-carry.ts):
   * then it is handed over with its current HTML, not the server's.
   */
  handsOverAsItIs?(props: object): boolean;
}

export function islandOf<P extends object>(
  component: unknown,
  options: { prepare?: (props: P) => void; handsOverAsItIs?: (props: P) => boolean } = {},
): IslandModule {
  // a React component under compat's rules: to Preact, a plain function component
  const Component = component as ComponentType<P>;
  return {
    hydrate(container, props) {
      hydrate(h(Component, props as P), container);
      runPendingRenders();
      return () => render(null, container);
    },
    prepare: options.prepare as IslandModule['prepare'],
    handsOverAsItIs: options.handsOverAsItIs as IslandModule['handsOverAsItIs'],
  };
}
