import type { PlaceDto, PlaceUpdateRequest } from '@salones/shared/places';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const updatePlace = async ({ uid, body }: { uid: string; body: PlaceUpdateRequest }) => {
  const res = await api<{ lugar: PlaceDto; msg?: string }>(`/api/locates/${uid}`, { method: 'PUT', body });
  return { ...res, msg: res.msg ?? `Sucursal ${res.lugar.sucursal} actualizada` };
};

export const useUpdatePlace = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: updatePlace, invalidate: [queryKeys.places.all], onSuccess });
