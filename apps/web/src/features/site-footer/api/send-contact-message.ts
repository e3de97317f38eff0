import type { ContactRequest } from '@salones/shared/contact';
import { api } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/contact with { email, message } → { ok, email, msg } (spec §7). */
export const sendContactMessage = (body: ContactRequest) =>
  api<{ ok: true; email: string; msg: string }>('/api/contact', { method: 'POST', body });

export const useSendContactMessage = (onSuccess: () => void) =>
  useApiMutation({ mutationFn: sendContactMessage, onSuccess: () => onSuccess() });
