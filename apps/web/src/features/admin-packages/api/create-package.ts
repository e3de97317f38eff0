import { packageRoutes } from '@salones/shared/contract/packages';
import type { PackageCreateRequest } from '@salones/shared/packages';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export type PackageFormBody = Omit<PackageCreateRequest, 'basico' | 'grande' | 'descuento' | 'tipo'> & {
  basico: number | string;
  grande: number | string;
  descuento: number | string | null;
};

export const createPackage = ({ placeId, body }: { placeId: string; body: PackageFormBody }) => {
  // docs/product.md#7-the-api-calls sends the branch in the body too (`lugar`); the path's placeId is the one
  // used
  const request = { ...body, tipo: 'paquete' as const, lugar: placeId };
  return callApi(packageRoutes.create, { params: { placeId }, body: request });
};

export const useCreatePackage = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: createPackage, invalidate: [queryKeys.packages.all], onSuccess });
