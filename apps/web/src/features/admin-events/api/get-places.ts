import type { PlaceDto } from '@salones/shared/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getPlaces = () => api<{ lugares: PlaceDto[] }>('/api/locates').then((r) => r.lugares);

export const placesQueryOptions = () =>
  queryOptions({ queryKey: ['admin-events', 'lugares'], queryFn: getPlaces });

export const usePlaces = () => useQuery(placesQueryOptions());
