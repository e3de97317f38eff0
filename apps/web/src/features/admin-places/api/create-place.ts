import type { PlaceCreateRequest, PlaceDto } from '@salones/shared/places';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const createPlace = (body: PlaceCreateRequest) =>
  api<{ lugar: PlaceDto; msg: string }>('/api/locates', { method: 'POST', body });

export const useCreatePlace = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: createPlace, invalidate: [queryKeys.places.all], onSuccess });
