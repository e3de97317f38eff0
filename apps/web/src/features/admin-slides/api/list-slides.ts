import type { SlideDto } from '@salones/shared/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const SLIDES_KEY = ['admin', 'slides'] as const;

export const listSlides = (signal?: AbortSignal) => api<{ slide: SlideDto[] }>('/api/slide', { signal });

export const listSlidesQueryOptions = () =>
  queryOptions({ queryKey: SLIDES_KEY, queryFn: ({ signal }) => listSlides(signal) });

export const useSlides = () => useQuery(listSlidesQueryOptions());
