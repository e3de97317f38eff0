import type { PlaceDto } from '@salones/shared/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getPlaceQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: ['admin', 'places', placeId],
    queryFn: ({ signal }) => api<{ lugar: PlaceDto }>(`/api/locates/${placeId}`, { signal }),
  });

export const usePlace = (placeId: string) => useQuery(getPlaceQueryOptions(placeId));
