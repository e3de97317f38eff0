import type { PlaceDto } from '@salones/shared/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** spec §7: lugarData is an array whose first item is used. */
export const getPlaceByName = (slug: string) =>
  api<{ lugarData: PlaceDto[] }>(`/api/locates/name/${encodeURIComponent(slug)}`).then(
    (r) => r.lugarData[0] ?? null,
  );

export const placeByNameQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['place-by-name', slug.toLowerCase()], queryFn: () => getPlaceByName(slug) });

export const usePlaceByName = (slug: string) => useQuery(placeByNameQueryOptions(slug));
