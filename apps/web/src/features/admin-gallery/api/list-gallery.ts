import type { GalleryImageDto } from '@salones/shared/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const galleryKey = (placeId: string) => ['admin', 'gallery', placeId] as const;

export const listGallery = (placeId: string, signal?: AbortSignal) =>
  api<{ galeria: GalleryImageDto[] }>(`/api/gallery/${placeId}`, { signal });

export const listGalleryQueryOptions = (placeId: string) =>
  queryOptions({ queryKey: galleryKey(placeId), queryFn: ({ signal }) => listGallery(placeId, signal) });

export const useGallery = (placeId: string) => useQuery(listGalleryQueryOptions(placeId));
