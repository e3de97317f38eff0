import type { ContactRequest } from '@salones/shared/contact';
import { contactRoutes } from '@salones/shared/contract/contact';
import { callApi } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/contact with { email, message } → { ok, email, msg } (docs/product.md §7). */
export const sendContactMessage = (body: ContactRequest) => callApi(contactRoutes.send, { body });

export const useSendContactMessage = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: sendContactMessage, onSuccess: () => onSuccess() });
