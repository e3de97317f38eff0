import type { PackageDto } from '@salones/shared/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getPlacePackages = (placeId: string) =>
  api<{ paquetes: PackageDto[] }>(`/api/package/${encodeURIComponent(placeId)}`).then((r) => r.paquetes);

export const placePackagesQueryOptions = (placeId: string) =>
  queryOptions({ queryKey: ['packages', placeId], queryFn: () => getPlacePackages(placeId) });

export const usePlacePackages = (placeId: string) => useQuery(placePackagesQueryOptions(placeId));
