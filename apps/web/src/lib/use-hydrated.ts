import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * false on the server and during hydration, true after (and on every client-only render): a component
 * showing browser-only state (the session, the cart in localStorage) first renders what the server
 * rendered, so hydration matches, then its real state.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
