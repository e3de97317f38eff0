import { placeRoutes } from '@salones/shared/contract/places';
import type { PlaceCreateRequest } from '@salones/shared/places';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const createPlace = (body: PlaceCreateRequest) => callApi(placeRoutes.create, { body });

export const useCreatePlace = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: createPlace, invalidate: [queryKeys.places.all], onSuccess });
