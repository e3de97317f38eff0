import { packageRoutes } from '@salones/shared/contract/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { nullWhenMissing } from './places.ts';

/** GET /api/package/{placeId}: a branch's packages (branch page, admin packages, event wizard and edit). */
export const listPlacePackages = (placeId: string, signal?: AbortSignal) =>
  callApi(packageRoutes.listOfPlace, { params: { placeId }, signal }).then((r) => r.paquetes);

export const placePackagesQueryOptions = (placeId: string | null) =>
  queryOptions({
    queryKey: queryKeys.packages.byPlace(placeId ?? ''),
    queryFn: ({ signal }) => listPlacePackages(placeId!, signal),
    enabled: !!placeId,
  });

/** Packages of a branch (none until a branch is chosen). */
export const usePlacePackages = (placeId: string | null) => useQuery(placePackagesQueryOptions(placeId));

/** GET /api/package/lugar/{id}: one package with its branch (package page, cart); null when there is none. */
export const getPackage = (packageId: string, signal?: AbortSignal) =>
  callApi(packageRoutes.get, { params: { id: packageId }, signal }).then((r) => r.paquete, nullWhenMissing);

export const packageQueryOptions = (packageId: string) =>
  queryOptions({
    queryKey: queryKeys.packages.detail(packageId),
    queryFn: ({ signal }) => getPackage(packageId, signal),
  });

export const usePackage = (packageId: string) => useQuery(packageQueryOptions(packageId));
