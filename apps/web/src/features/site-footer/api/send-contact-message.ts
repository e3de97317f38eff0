import { CONTACT_PATH } from '@salones/shared/contract/contact-path';
import { requestApi } from '../../../lib/api-client.ts';

/**
 * POST /api/contact with { email, message } → { ok, email, msg } (docs/product.md#7-the-api-calls). The
 * contract's path without its schemas: the contact form is an island (decision 015) whose chunk keeps zod
 * out.
 */
export const sendContactMessage = (body: { email: string; message: string }) =>
  requestApi<{ ok: true; email: string; msg: string }>(CONTACT_PATH, { method: 'POST', body });
