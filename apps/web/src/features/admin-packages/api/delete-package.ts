import type { PackageDto } from '@salones/shared/packages';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deletePackage = async (packageId: string) => {
  const res = await api<{ paquete: PackageDto; msg?: string }>(`/api/package/${packageId}`, {
    method: 'DELETE',
  });
  return { ...res, msg: res.msg ?? `Paquete ${res.paquete.name} eliminado` };
};

export const useDeletePackage = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deletePackage, invalidate: [queryKeys.packages.all], onSuccess });
