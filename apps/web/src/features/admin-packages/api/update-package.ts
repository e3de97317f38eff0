import type { PackageDto } from '@salones/shared/packages';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import type { PackageFormBody } from './create-package.ts';

export const updatePackage = async ({ packageId, body }: { packageId: string; body: PackageFormBody }) => {
  const res = await api<{ paquete: PackageDto; msg?: string }>(`/api/package/${packageId}`, {
    method: 'PUT',
    body,
  });
  return { ...res, msg: res.msg ?? `Paquete ${res.paquete.name} actualizado` };
};

export const useUpdatePackage = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: updatePackage, invalidate: [queryKeys.packages.all], onSuccess });
