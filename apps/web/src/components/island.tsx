import type { ComponentType } from 'react';
import type { IslandName } from './island-list.ts';

export type { IslandName };

/**
 * A part of a server-rendered page that answers before the app (docs/decisions/015): its container names the
 * island and carries its props, so the entry (app/islands.ts) can hydrate it alone, with Preact, from its own
 * small chunk. `component` renders the same HTML here (the server, and the app once it takes over) and in the
 * island: the props are all it gets, so they must be plain JSON. `display: contents`: the container takes no
 * part in the layout. `signedInOnly`: hydrated only when someone is signed in, or once someone signs in on the page
 * (signed out, the server's HTML is all it shows).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  signedInOnly,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  signedInOnly?: boolean;
}) {
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-island-signed-in={signedInOnly ? '' : undefined}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
