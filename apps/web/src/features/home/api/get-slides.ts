import type { SlideDto } from '@salones/shared/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getSlides = () => api<{ slide: SlideDto[] }>('/api/slide').then((r) => r.slide);

export const slidesQueryOptions = () => queryOptions({ queryKey: ['slides'], queryFn: getSlides });

export const useSlides = () => useQuery(slidesQueryOptions());
