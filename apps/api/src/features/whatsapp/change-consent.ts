// PUT /api/usuarios/{id}/avisos (docs/whatsapp.md#consent): the family turns its WhatsApp notices on or off in the
// account; staff cannot do it for them.
import { mayChangeWhatsAppConsent } from '@salones/shared/permissions';
import { toE164 } from '@salones/shared/phone';
import { WHATSAPP_MSG } from '@salones/shared/whatsapp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { setWhatsAppConsent } from '../../db/whatsapp-consent.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

export async function changeConsent(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  viewer: CurrentUser,
  accountId: string,
  on: boolean,
) {
  if (!mayChangeWhatsAppConsent(viewer, accountId)) throw forbidden(WHATSAPP_MSG.onlyOwnerConsents);
  // turning them on for a phone that is no number would promise notices that never come
  const [account] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, accountId));
  if (!account) throw notFound();
  if (on && !toE164(account.phone)) throw badRequest(WHATSAPP_MSG.noPhone);
  return setWhatsAppConsent(deps.db, accountId, on, 'cuenta', deps.config.now());
}
