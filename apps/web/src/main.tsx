import '@mantine/core/styles.css';
import 'react-toastify/dist/ReactToastify.css';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';

const container = document.getElementById('root')!;
// A server-rendered page (entry-server.tsx) carries the query cache it was rendered from.
const state = document.getElementById('app-state');

if (state?.textContent) {
  hydrate(queryClient, JSON.parse(state.textContent));
  // The page's lazy route modules are loaded before hydrating, so the first render is the server's HTML
  // (a router still loading them would render nothing and throw the markup away).
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  hydrateRoot(
    container,
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
