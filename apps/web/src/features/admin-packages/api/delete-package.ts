import type { PackageDto } from '@salones/shared/packages';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { packagesKey } from './list-packages.ts';

export const deletePackage = async (packageId: string) => {
  const res = await api<{ paquete: PackageDto; msg?: string }>(`/api/package/${packageId}`, {
    method: 'DELETE',
  });
  return { ...res, msg: res.msg ?? `Paquete ${res.paquete.name} eliminado` };
};

export const useDeletePackage = (placeId: string, onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deletePackage, invalidate: [packagesKey(placeId)], onSuccess });
