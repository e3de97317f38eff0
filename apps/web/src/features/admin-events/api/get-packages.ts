import type { PackageDto } from '@salones/shared/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getPackages = (placeId: string) =>
  api<{ paquetes?: PackageDto[]; paquete?: PackageDto[] }>(`/api/package/${placeId}`).then(
    (r) => r.paquetes ?? r.paquete ?? [],
  );

export const packagesQueryOptions = (placeId: string | null) =>
  queryOptions({
    queryKey: ['admin-events', 'paquetes', placeId],
    queryFn: () => getPackages(placeId!),
    enabled: !!placeId,
  });

/** Packages of a branch (none until a branch is chosen). */
export const usePackages = (placeId: string | null) => useQuery(packagesQueryOptions(placeId));
