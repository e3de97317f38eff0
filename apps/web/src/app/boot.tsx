// The app in the browser, imported by the entry (main.tsx): hydrates a server-rendered page, or renders
// an account/admin page.
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { App } from './app.tsx';
import { HYDRATED_EVENT } from './hydration-signal.ts';
import { handIslandsToTheApp } from './islands.ts';
import { routes } from './router.tsx';

const container = document.getElementById('root')!;
// A server-rendered page (entry-server.tsx) carries the query cache it was rendered from.
const state = document.getElementById('app-state');

/**
 * The page's lazy route modules, loaded before the first render: a router still loading them would render
 * nothing (throwing a server-rendered page's markup away) — React Router's recipe for lazy routes and SSR.
 */
async function loadMatchedRoutes() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

/**
 * Renders nothing; says the page is hydrated once the page shows the browser's own state: the render after
 * hydration, in which every part that showed the server's state while hydrating (useHydrated: the session,
 * the cart) shows this browser's. A press replayed then reaches handlers that know it (decision 009).
 */
function HydratedSignal() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, [hydrated]);
  return null;
}

const app = () => (
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
    <HydratedSignal />
  </StrictMode>
);

/**
 * The page's query cache, as fresh as the page: the server keeps a rendered page until something it shows
 * changes (apps/api/src/lib/page-cache.ts), so its data was current when it was sent, whenever rendered.
 */
function pageState(json: string): DehydratedState {
  const dehydrated = JSON.parse(json) as DehydratedState;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const sentAt = Math.round(performance.timeOrigin + (navigation?.responseStart ?? 0));
  for (const query of dehydrated.queries)
    if (query.state.dataUpdatedAt > 0)
      query.state.dataUpdatedAt = Math.max(query.state.dataUpdatedAt, sentAt);
  return dehydrated;
}

if (state?.textContent) {
  hydrate(queryClient, pageState(state.textContent));
  // every other component's CSS (drawers, modals, menus, staff screens) before hydrating: the press that
  // started the app, replayed once hydrated, may open one of them
  await Promise.all([loadMatchedRoutes(), import('./all-styles.ts')]);
  // the islands running inside #root unmount and give back the server's HTML, which the app hydrates
  handIslandsToTheApp();
  // a transition: React hydrates in slices, yielding to the browser between them (no long task)
  startTransition(() => {
    hydrateRoot(container, app());
  });
} else {
  // a client-rendered page (account, admin) paints once, styled
  await Promise.all([import('./all-styles.ts'), loadMatchedRoutes()]);
  createRoot(container).render(app());
}
