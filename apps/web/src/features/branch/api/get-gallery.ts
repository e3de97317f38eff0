import type { GalleryImageDto } from '@salones/shared/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getGallery = (placeId: string) =>
  api<{ galeria: GalleryImageDto[] }>(`/api/gallery/${encodeURIComponent(placeId)}`).then((r) => r.galeria);

export const galleryQueryOptions = (placeId: string) =>
  queryOptions({ queryKey: ['gallery', placeId], queryFn: () => getGallery(placeId) });

export const useGallery = (placeId: string) => useQuery(galleryQueryOptions(placeId));
