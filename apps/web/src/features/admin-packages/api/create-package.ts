import type { PackageCreateRequest, PackageDto } from '@salones/shared/packages';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export type PackageFormBody = Omit<PackageCreateRequest, 'basico' | 'grande' | 'descuento' | 'tipo'> & {
  basico: number | string;
  grande: number | string;
  descuento: number | string | null;
};

export const createPackage = ({ placeId, body }: { placeId: string; body: PackageFormBody }) =>
  api<{ paquete: PackageDto; msg: string }>(`/api/package/${placeId}`, {
    method: 'POST',
    body: { ...body, tipo: 'paquete', lugar: placeId },
  });

export const useCreatePackage = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: createPackage, invalidate: [queryKeys.packages.all], onSuccess });
