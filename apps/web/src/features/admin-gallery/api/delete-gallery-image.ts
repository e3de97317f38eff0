import type { GalleryImageDto } from '@salones/shared/media';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { galleryKey } from './list-gallery.ts';

export const deleteGalleryImage = async (imageId: string) => {
  const res = await api<{ imagen: GalleryImageDto; msg?: string }>(`/api/gallery/${imageId}`, {
    method: 'DELETE',
  });
  return { ...res, msg: res.msg ?? 'Imagen eliminada' };
};

export const useDeleteGalleryImage = (placeId: string, onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteGalleryImage, invalidate: [galleryKey(placeId)], onSuccess });
