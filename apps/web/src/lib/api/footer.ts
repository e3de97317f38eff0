import { footerRoutes } from '@salones/shared/contract/footer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /api/footer → { footer: [...] }; docs/product.md#3-entities-and-their-fields: the site uses the first
 * item (public footer and admin).
 */
export const getFooter = (signal?: AbortSignal) =>
  callApi(footerRoutes.get, { signal }).then((r) => r.footer[0] ?? null);

export const footerQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.footer.all, queryFn: ({ signal }) => getFooter(signal) });

export const useFooter = () => useQuery(footerQueryOptions());
