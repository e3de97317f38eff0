import { slideRoutes } from '@salones/shared/contract/slides';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const deleteSlide = async (slideId: string) => {
  const res = await callApi(slideRoutes.remove, { params: { id: slideId } });
  return { ...res, msg: 'Slide eliminado' };
};

export const useDeleteSlide = (onSuccess?: () => void) =>
  useApiMutation({ mutationFn: deleteSlide, invalidate: [queryKeys.slides.all], onSuccess });
