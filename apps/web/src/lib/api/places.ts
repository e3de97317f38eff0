import { placeRoutes } from '@salones/shared/contract/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/locates: every branch (admin table, home picker, wizard, user edit modal). */
export const listPlaces = (signal?: AbortSignal) =>
  callApi(placeRoutes.list, { signal }).then((r) => r.lugares);

export const placesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.places.list(), queryFn: ({ signal }) => listPlaces(signal) });

export const usePlaces = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...placesQueryOptions(), enabled });

/** GET /api/locates/{uid}. */
export const getPlace = (placeId: string, signal?: AbortSignal) =>
  callApi(placeRoutes.get, { params: { id: placeId }, signal }).then((r) => r.lugar);

export const placeQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: queryKeys.places.detail(placeId),
    queryFn: ({ signal }) => getPlace(placeId, signal),
  });

export const usePlace = (placeId: string) => useQuery(placeQueryOptions(placeId));

/** GET /api/locates/name/{lugarname}; spec §7: lugarData is an array whose first item is used. */
export const getPlaceByName = (slug: string, signal?: AbortSignal) =>
  callApi(placeRoutes.byName, { params: { name: slug }, signal }).then((r) => r.lugarData[0] ?? null);

export const placeByNameQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.places.byName(slug),
    queryFn: ({ signal }) => getPlaceByName(slug, signal),
  });

export const usePlaceByName = (slug: string) => useQuery(placeByNameQueryOptions(slug));
