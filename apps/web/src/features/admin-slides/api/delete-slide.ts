import type { SlideDto } from '@salones/shared/media';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteSlide = async (slideId: string) => {
  const res = await api<{ slide?: SlideDto; msg?: string }>(`/api/slide/${slideId}`, { method: 'DELETE' });
  return { ...res, msg: res.msg ?? 'Slide eliminado' };
};

export const useDeleteSlide = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteSlide, invalidate: [queryKeys.slides.all], onSuccess });
