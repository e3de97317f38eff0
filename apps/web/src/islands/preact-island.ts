// What every island's chunk exports (docs/decisions/015): its component, hydrated with Preact into the
// container the server rendered (components/island.tsx). The islands' build (vite.islands.config.ts) aliases
// `react` to `preact/compat`, so a component written for React runs here with Preact's ~10 KB.
import { type ComponentType, h, hydrate, render } from 'preact';
import { runningInAnIsland } from '../lib/island-carry.ts';

runningInAnIsland();

export interface IslandModule {
  /** hydrates the container's server-rendered HTML with `props`; returns what unmounts it */
  hydrate(container: HTMLElement, props: object): () => void;
  /** work to do before the hydration (a `nearView` island's data, while it waits to come into view) */
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
      return () => render(null, container);
    },
    prepare: options.prepare as IslandModule['prepare'],
    handsOverAsItIs: options.handsOverAsItIs as IslandModule['handsOverAsItIs'],
  };
}
