import type { PackageDescriptionDto } from '@salones/shared/packages';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteDescription = async (descriptionId: string) => {
  const res = await api<{ descripcion: PackageDescriptionDto; msg?: string }>(
    `/api/package/descripcion/${descriptionId}`,
    { method: 'DELETE' },
  );
  return { ...res, msg: res.msg ?? 'Descripción eliminada' };
};

export const useDeleteDescription = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteDescription, invalidate: [queryKeys.packages.all], onSuccess });
