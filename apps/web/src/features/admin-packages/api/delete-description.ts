import type { PackageDescriptionDto } from '@salones/shared/packages';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { packagesKey } from './list-packages.ts';

export const deleteDescription = async (descriptionId: string) => {
  const res = await api<{ descripcion: PackageDescriptionDto; msg?: string }>(
    `/api/package/descripcion/${descriptionId}`,
    { method: 'DELETE' },
  );
  return { ...res, msg: res.msg ?? 'Descripción eliminada' };
};

export const useDeleteDescription = (placeId: string, onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteDescription, invalidate: [packagesKey(placeId)], onSuccess });
