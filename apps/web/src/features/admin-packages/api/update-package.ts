import { packageRoutes } from '@salones/shared/contract/packages';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import type { PackageFormBody } from './create-package.ts';

export const updatePackage = async ({ packageId, body }: { packageId: string; body: PackageFormBody }) => {
  const res = await callApi(packageRoutes.update, { params: { id: packageId }, body });
  return { ...res, msg: `Paquete ${res.paquete.name} actualizado` };
};

export const useUpdatePackage = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: updatePackage, invalidate: [queryKeys.packages.all], onSuccess });
