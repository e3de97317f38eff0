import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { theme } from '../app/theme.ts';

/**
 * Renders a component as the app does: Mantine with the app's theme (env test: no transitions or portals), a React Query client of its own (no
 * retries; or `options.client`, e.g. with answers already in its cache), a router, and the toast container
 * (docs/product.md#8-messages-and-errors messages show as toasts). Returns a user-event user.
 */
export function renderWithProviders(ui: ReactElement, options: { client?: QueryClient } = {}) {
  const client =
    options.client ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
        <ToastContainer />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user, ...view };
}

/** Mantine with the app's theme alone: for a component rendered on the server and hydrated in a test. */
export const AppMantine = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} env="test">
    {children}
  </MantineProvider>
);
