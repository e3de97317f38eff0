import type { FooterDto } from '@salones/shared/footer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const FOOTER_KEY = ['admin', 'footer'] as const;

export const getFooter = (signal?: AbortSignal) => api<{ footer: FooterDto[] }>('/api/footer', { signal });

/** spec §3: the site uses the first item of the footer list. */
export const getFooterQueryOptions = () =>
  queryOptions({
    queryKey: FOOTER_KEY,
    queryFn: ({ signal }) => getFooter(signal),
    select: (data) => data.footer[0] ?? null,
  });

export const useFooter = () => useQuery(getFooterQueryOptions());
