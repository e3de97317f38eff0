import { footerRoutes } from '@salones/shared/contract/footer';
import type { FooterUpdateRequest } from '@salones/shared/footer';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const updateFooter = ({ id, body }: { id: string; body: FooterUpdateRequest }) =>
  callApi(footerRoutes.update, { params: { id }, body });

// The public footer reads the same endpoint under its own key; reload it too.
export const useUpdateFooter = () =>
  useApiMutation({ mutationFn: updateFooter, invalidate: [queryKeys.footer.all] });
