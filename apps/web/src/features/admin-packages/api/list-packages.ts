import type { PackageDto } from '@salones/shared/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const packagesKey = (placeId: string) => ['admin', 'packages', placeId] as const;

export const listPackages = (placeId: string, signal?: AbortSignal) =>
  api<{ paquetes: PackageDto[] }>(`/api/package/${placeId}`, { signal });

export const listPackagesQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: packagesKey(placeId),
    queryFn: ({ signal }) => listPackages(placeId, signal),
    // spec §2 /admin/package/{id}: only items of type paquete
    select: (data) => data.paquetes.filter((p) => p.tipo === 'paquete'),
  });

export const usePackages = (placeId: string) => useQuery(listPackagesQueryOptions(placeId));
