// The family's side of WhatsApp (docs/whatsapp.md#consent): whether the site sends notices, and the family's
// consent — small, as the registration and 'Solicitar fecha' forms load it.
import { userRoutes } from '@salones/shared/contract/users';
import { whatsappRoutes } from '@salones/shared/contract/whatsapp';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { useApiMutation } from '../use-api-mutation.ts';
import { useSiteInfo } from './site.ts';

export { whatsappConsentLabel } from '@salones/shared/whatsapp-consent-words';

/**
 * Whether the site sends WhatsApp notices: GET /api/site's `whatsapp` (false: WhatsApp is not set up, and nothing
 * of it shows).
 */
export function useWhatsAppOn(): boolean {
  return useSiteInfo().data?.whatsapp === true;
}

/** GET /api/usuarios/{id}: the account's `avisos` (the WhatsApp consent). */
export const whatsappConsentQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.whatsapp.consent(userId),
    queryFn: async ({ signal }) => (await callApi(userRoutes.get, { params: { id: userId }, signal })).avisos,
  });

export const useWhatsAppConsent = (userId: string | undefined, enabled = true) =>
  useQuery({ ...whatsappConsentQueryOptions(userId ?? ''), enabled: enabled && Boolean(userId) });

/** PUT /api/usuarios/{id}/avisos { whatsapp } (the family only) → its msg as a toast. */
export const useSetWhatsAppConsent = (userId: string) =>
  useApiMutation({
    mutationFn: (whatsapp: boolean) =>
      callApi(whatsappRoutes.consent, { params: { id: userId }, body: { whatsapp } }),
    invalidate: [queryKeys.whatsapp.consent(userId)],
  });
