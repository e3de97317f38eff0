import { placeRoutes } from '@salones/shared/contract/places';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deletePlace = async (uid: string) => {
  const res = await callApi(placeRoutes.remove, { params: { id: uid } });
  return { ...res, msg: `Sucursal ${res.lugar.sucursal} eliminada` };
};

export const useDeletePlace = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deletePlace, invalidate: [queryKeys.places.all], onSuccess });
