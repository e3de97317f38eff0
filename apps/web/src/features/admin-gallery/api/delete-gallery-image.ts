import type { GalleryImageDto } from '@salones/shared/media';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteGalleryImage = async (imageId: string) => {
  const res = await api<{ imagen: GalleryImageDto; msg?: string }>(`/api/gallery/${imageId}`, {
    method: 'DELETE',
  });
  return { ...res, msg: res.msg ?? 'Imagen eliminada' };
};

export const useDeleteGalleryImage = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteGalleryImage, invalidate: [queryKeys.gallery.all], onSuccess });
