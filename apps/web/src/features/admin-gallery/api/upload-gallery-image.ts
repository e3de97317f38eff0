import { galleryRoutes } from '@salones/shared/contract/gallery';
import { IMAGE_FIELD } from '@salones/shared/media';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** docs/product.md#7-the-api-calls: multipart `imagen` and `sucursal` (the place id). */
export function uploadGalleryImage({ placeId, file }: { placeId: string; file: File }) {
  const body = new FormData();
  body.append('sucursal', placeId);
  body.append(IMAGE_FIELD, file);
  return callApi(galleryRoutes.upload, { params: { placeId }, body });
}

export const useUploadGalleryImage = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: uploadGalleryImage, invalidate: [queryKeys.gallery.all], onSuccess });
