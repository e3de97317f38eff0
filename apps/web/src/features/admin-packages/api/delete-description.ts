import { packageRoutes } from '@salones/shared/contract/packages';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteDescription = async (descriptionId: string) => {
  const res = await callApi(packageRoutes.removeDescription, { params: { id: descriptionId } });
  return { ...res, msg: 'Descripción eliminada' };
};

export const useDeleteDescription = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteDescription, invalidate: [queryKeys.packages.all], onSuccess });
