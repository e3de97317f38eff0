import { galleryRoutes } from '@salones/shared/contract/gallery';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteGalleryImage = async (imageId: string) => {
  const res = await callApi(galleryRoutes.remove, { params: { id: imageId } });
  return { ...res, msg: 'Imagen eliminada' };
};

export const useDeleteGalleryImage = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteGalleryImage, invalidate: [queryKeys.gallery.all], onSuccess });
