import { useQuery } from '@tanstack/react-query';
import { placePackagesQueryOptions } from '../../../lib/api/packages.ts';

/** docs/product.md#2-screens-and-routes /admin/package/{id}: only the branch's items of type paquete. */
export const useAdminPackages = (placeId: string) =>
  useQuery({
    ...placePackagesQueryOptions(placeId),
    select: (list) => list.filter((p) => p.tipo === 'paquete'),
  });
