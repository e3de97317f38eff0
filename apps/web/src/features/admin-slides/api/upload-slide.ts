import { IMAGE_FIELD, type SlideDto } from '@salones/shared/media';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** spec §7: multipart `imagen`. */
export function uploadSlide(file: File) {
  const body = new FormData();
  body.append(IMAGE_FIELD, file);
  return api<{ slide: SlideDto; msg: string }>('/api/slide', { method: 'POST', body });
}

export const useUploadSlide = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: uploadSlide, invalidate: [queryKeys.slides.all], onSuccess });
