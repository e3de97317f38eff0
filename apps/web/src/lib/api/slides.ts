import type { SlideDto } from '@salones/shared/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/slide: the home carousel's images (home page and admin slides). */
export const listSlides = (signal?: AbortSignal) =>
  api<{ slide: SlideDto[] }>('/api/slide', { signal }).then((r) => r.slide);

export const slidesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.slides.all, queryFn: ({ signal }) => listSlides(signal) });

export const useSlides = () => useQuery(slidesQueryOptions());
