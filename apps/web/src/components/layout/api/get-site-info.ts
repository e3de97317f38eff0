import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/site: public settings of the site (the club's name, the home page's intro videos). */
export interface SiteInfo {
  clubName: string;
  introVideos: [string, string];
}

export const DEFAULT_CLUB_NAME = 'Club Fiestas Infantiles';

export const siteInfoQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => api<SiteInfo>('/api/site', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The club's name for titles, navbar and footer; the default until (or if) the API answers. */
export function useClubName(): string {
  const { data } = useQuery(siteInfoQuery);
  return data?.clubName || DEFAULT_CLUB_NAME;
}
