import type { PlaceDto } from '@salones/shared/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const PLACES_KEY = ['admin', 'places'] as const;

export const listPlaces = (signal?: AbortSignal) => api<{ lugares: PlaceDto[] }>('/api/locates', { signal });

export const listPlacesQueryOptions = () =>
  queryOptions({ queryKey: PLACES_KEY, queryFn: ({ signal }) => listPlaces(signal) });

export const usePlaces = () => useQuery(listPlacesQueryOptions());
