import { placeRoutes } from '@salones/shared/contract/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../api-client.ts';
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

/**
 * GET /api/locates/name/{lugarname}; docs/product.md#7-the-api-calls: lugarData is an array whose first item
 * is used. An unknown slug is null (not an error), so the server render can hand the not-found answer to the
 * browser as data.
 */
export const getPlaceByName = (slug: string, signal?: AbortSignal) =>
  callApi(placeRoutes.byName, { params: { name: slug }, signal }).then(
    (r) => r.lugarData[0] ?? null,
    (err: unknown) => nullWhenMissing(err),
  );

/** 404 (and 400: a malformed id or slug) mean "there is no such thing": null; other failures stay errors. */
export function nullWhenMissing(err: unknown): null {
  if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
  throw err;
}

export const placeByNameQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.places.byName(slug),
    queryFn: ({ signal }) => getPlaceByName(slug, signal),
  });

export const usePlaceByName = (slug: string) => useQuery(placeByNameQueryOptions(slug));
