// What every island's chunk exports (docs/decisions/015): its component, hydrated with Preact into the
// container the server rendered (components/island.tsx). The islands' build (vite.islands.config.ts) aliases
// `react` to `preact/compat`, so a component written for React runs here with Preact's ~10 KB.
import { type ComponentType, h, hydrate, render } from 'preact';

export interface IslandModule {
  /** hydrates the container's server-rendered HTML with `props`; returns what unmounts it */
  hydrate(container: HTMLElement, props: object): () => void;
  /** work to do before the hydration (a `nearView` island's data, while it waits to come into view) */
  prepare?(props: object): void;
}

export function islandOf<P extends object>(component: unknown, prepare?: (props: P) => void): IslandModule {
  // a React component under compat's rules: to Preact, a plain function component
  const Component = component as ComponentType<P>;
  return {
    hydrate(container, props) {
      hydrate(h(Component, props as P), container);
      return () => render(null, container);
    },
    prepare: prepare as IslandModule['prepare'],
  };
}
