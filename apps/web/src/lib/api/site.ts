import type { RouteResponse } from '@salones/shared/contract/route';
import { siteRoutes } from '@salones/shared/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/site: public settings of the site (the club's name, the home page's intro videos). */
export type SiteInfo = RouteResponse<typeof siteRoutes.info>;

export const DEFAULT_CLUB_NAME = 'Club Fiestas Infantiles';

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.site.all,
    queryFn: ({ signal }) => callApi(siteRoutes.info, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());

/** The club's name for titles, navbar and footer; the default until (or if) the API answers. */
export function useClubName(): string {
  const { data } = useSiteInfo();
  return data?.clubName || DEFAULT_CLUB_NAME;
}
