import type { FooterDto } from '@salones/shared/footer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/footer → { footer: [...] }; the public site uses the first item (spec §3). */
export const footerQuery = queryOptions({
  queryKey: ['footer'],
  queryFn: ({ signal }) => api<{ footer: FooterDto[] }>('/api/footer', { signal }),
  select: (data) => data.footer[0] ?? null,
});

export const useFooter = () => useQuery(footerQuery);
