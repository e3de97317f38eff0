import type { FooterDto, FooterUpdateRequest } from '@salones/shared/footer';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const updateFooter = ({ id, body }: { id: string; body: FooterUpdateRequest }) =>
  api<{ footer: FooterDto; msg: string }>(`/api/footer/${id}`, { method: 'PUT', body });

// The public footer reads the same endpoint under its own key; reload it too.
export const useUpdateFooter = () =>
  useApiMutation({ mutationFn: updateFooter, invalidate: [queryKeys.footer.all] });
