import type { PlaceDto } from '@salones/shared/places';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deletePlace = async (uid: string) => {
  const res = await api<{ lugar: PlaceDto; msg?: string }>(`/api/locates/${uid}`, { method: 'DELETE' });
  return { ...res, msg: res.msg ?? `Sucursal ${res.lugar.sucursal} eliminada` };
};

export const useDeletePlace = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deletePlace, invalidate: [queryKeys.places.all], onSuccess });
