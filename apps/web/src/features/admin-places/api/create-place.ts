import type { PlaceCreateRequest, PlaceDto } from '@salones/shared/places';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { PLACES_KEY } from './list-places.ts';

export const createPlace = (body: PlaceCreateRequest) =>
  api<{ lugar: PlaceDto; msg: string }>('/api/locates', { method: 'POST', body });

export const useCreatePlace = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: createPlace, invalidate: [PLACES_KEY], onSuccess });
