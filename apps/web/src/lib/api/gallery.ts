import { galleryRoutes } from '@salones/shared/contract/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/gallery/{placeId}: a branch's gallery (branch page and admin gallery). */
export const listGallery = (placeId: string, signal?: AbortSignal) =>
  callApi(galleryRoutes.list, { params: { placeId }, signal }).then((r) => r.galeria);

export const galleryQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: queryKeys.gallery.byPlace(placeId),
    queryFn: ({ signal }) => listGallery(placeId, signal),
  });

export const useGallery = (placeId: string) => useQuery(galleryQueryOptions(placeId));
