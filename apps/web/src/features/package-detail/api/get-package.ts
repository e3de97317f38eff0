import type { PackageDetailDto } from '@salones/shared/packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getPackage = (id: string) =>
  api<{ paquete: PackageDetailDto }>(`/api/package/lugar/${encodeURIComponent(id)}`).then((r) => r.paquete);

export const packageQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['package-detail', id], queryFn: () => getPackage(id) });

export const usePackage = (id: string) => useQuery(packageQueryOptions(id));
