import { slideRoutes } from '@salones/shared/contract/slides';
import { IMAGE_FIELD } from '@salones/shared/media';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** docs/product.md#7-the-api-calls: multipart `imagen`. */
export function uploadSlide(file: File) {
  const body = new FormData();
  body.append(IMAGE_FIELD, file);
  return callApi(slideRoutes.upload, { body });
}

export const useUploadSlide = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: uploadSlide, invalidate: [queryKeys.slides.all], onSuccess });
