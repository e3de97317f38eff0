import type { PlaceDto } from '@salones/shared/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/locates: every branch (admin table, home picker, wizard, user edit modal). */
export const listPlaces = (signal?: AbortSignal) =>
  api<{ lugares: PlaceDto[] }>('/api/locates', { signal }).then((r) => r.lugares);

export const placesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.places.list(), queryFn: ({ signal }) => listPlaces(signal) });

export const usePlaces = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...placesQueryOptions(), enabled });

/** GET /api/locates/{uid}. */
export const getPlace = (placeId: string, signal?: AbortSignal) =>
  api<{ lugar: PlaceDto }>(`/api/locates/${encodeURIComponent(placeId)}`, { signal }).then((r) => r.lugar);

export const placeQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: queryKeys.places.detail(placeId),
    queryFn: ({ signal }) => getPlace(placeId, signal),
  });

export const usePlace = (placeId: string) => useQuery(placeQueryOptions(placeId));

/** GET /api/locates/name/{lugarname}; spec §7: lugarData is an array whose first item is used. */
export const getPlaceByName = (slug: string, signal?: AbortSignal) =>
  api<{ lugarData: PlaceDto[] }>(`/api/locates/name/${encodeURIComponent(slug)}`, { signal }).then(
    (r) => r.lugarData[0] ?? null,
  );

export const placeByNameQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.places.byName(slug),
    queryFn: ({ signal }) => getPlaceByName(slug, signal),
  });

export const usePlaceByName = (slug: string) => useQuery(placeByNameQueryOptions(slug));
