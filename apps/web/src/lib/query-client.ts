import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A client with the app's defaults: one for the browser (below), a fresh one for each server render. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });

export const queryClient = createQueryClient();
