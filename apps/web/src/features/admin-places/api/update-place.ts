import { placeRoutes } from '@salones/shared/contract/places';
import type { PlaceUpdateRequest } from '@salones/shared/places';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const updatePlace = async ({ uid, body }: { uid: string; body: PlaceUpdateRequest }) => {
  const res = await callApi(placeRoutes.update, { params: { id: uid }, body });
  return { ...res, msg: `Sucursal ${res.lugar.sucursal} actualizada` };
};

export const useUpdatePlace = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: updatePlace, invalidate: [queryKeys.places.all], onSuccess });
