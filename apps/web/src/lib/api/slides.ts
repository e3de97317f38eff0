import { slideRoutes } from '@salones/shared/contract/slides';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/slide: the home carousel's images (home page and admin slides). */
export const listSlides = (signal?: AbortSignal) =>
  callApi(slideRoutes.list, { signal }).then((r) => r.slide);

export const slidesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.slides.all, queryFn: ({ signal }) => listSlides(signal) });

export const useSlides = () => useQuery(slidesQueryOptions());
