import type { GalleryImageDto } from '@salones/shared/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/gallery/{placeId}: a branch's gallery (branch page and admin gallery). */
export const listGallery = (placeId: string, signal?: AbortSignal) =>
  api<{ galeria: GalleryImageDto[] }>(`/api/gallery/${encodeURIComponent(placeId)}`, { signal }).then(
    (r) => r.galeria,
  );

export const galleryQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: queryKeys.gallery.byPlace(placeId),
    queryFn: ({ signal }) => listGallery(placeId, signal),
  });

export const useGallery = (placeId: string) => useQuery(galleryQueryOptions(placeId));
