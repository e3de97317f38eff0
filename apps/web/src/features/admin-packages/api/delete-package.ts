import { packageRoutes } from '@salones/shared/contract/packages';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deletePackage = async (packageId: string) => {
  const res = await callApi(packageRoutes.remove, { params: { id: packageId } });
  return { ...res, msg: `Paquete ${res.paquete.name} eliminado` };
};

export const useDeletePackage = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deletePackage, invalidate: [queryKeys.packages.all], onSuccess });
