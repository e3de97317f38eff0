import { salonRoutes } from '@salones/shared/contract/salones';
import type { SalonCreate, SalonDto, SalonUpdate } from '@salones/shared/salones';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** GET /api/lugares/{placeId}/salones?todos=true — every salón of the branch, the inactive ones too, by orden. */
export const useSalones = (placeId: string) =>
  useQuery({
    queryKey: queryKeys.salones.byPlace(placeId),
    queryFn: ({ signal }) =>
      callApi(salonRoutes.list, { params: { placeId }, query: { todos: 'true' }, signal }).then(
        (r) => r.salones,
      ),
  });

const invalidate = [queryKeys.salones.all];

export const useCreateSalon = (placeId: string, onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (body: SalonCreate) => callApi(salonRoutes.create, { params: { placeId }, body }),
    invalidate,
    onSuccess,
  });

/** The fields PUT takes, from a salón as listed. */
export const salonFields = ({ uid: _uid, lugar: _lugar, ...fields }: SalonDto): SalonUpdate => fields;

export const useUpdateSalon = (onSuccess?: () => void, successMessage?: string) =>
  useApiMutation({
    mutationFn: ({ salon, body }: { salon: SalonDto; body: SalonUpdate }) =>
      callApi(salonRoutes.update, { params: { placeId: salon.lugar, id: salon.uid }, body }),
    invalidate,
    onSuccess,
    successMessage,
  });

/**
 * Moves a salón one place up (-1) or down (+1): the list is numbered again from 0 in its new order, and each
 * salón whose number changes is saved (usually two).
 */
export const useMoveSalon = () =>
  useApiMutation({
    mutationFn: async ({ salones, index, by }: { salones: SalonDto[]; index: number; by: -1 | 1 }) => {
      const order = [...salones];
      const [moved] = order.splice(index, 1);
      order.splice(index + by, 0, moved);
      for (const [orden, salon] of order.entries())
        if (salon.orden !== orden)
          await callApi(salonRoutes.update, {
            params: { placeId: salon.lugar, id: salon.uid },
            body: { ...salonFields(salon), orden },
          });
      return { msg: 'Orden guardado' };
    },
    invalidate,
  });

export const useDeleteSalon = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (salon: SalonDto) =>
      callApi(salonRoutes.remove, { params: { placeId: salon.lugar, id: salon.uid } }),
    invalidate,
    onSuccess,
  });
