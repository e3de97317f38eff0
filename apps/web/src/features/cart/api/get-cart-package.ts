import type { PackageDetailDto } from '@salones/shared/packages';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getCartPackage = (id: string) =>
  api<{ paquete: PackageDetailDto }>(`/api/package/lugar/${encodeURIComponent(id)}`).then((r) => r.paquete);

export const cartPackageQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['package-detail', id], queryFn: () => getCartPackage(id) });

/** One request per package in the cart, each with its own loading and error state. */
export const useCartPackages = (ids: string[]) => useQueries({ queries: ids.map(cartPackageQueryOptions) });
