// A family's consent to WhatsApp notices (docs/whatsapp.md#consent), kept on their account with when and where
// they gave it, and when they withdrew it. Registration, a booking request and the account set it; 'BAJA' ends it.
import { consentIsOn, type WhatsAppConsentDto } from '@salones/shared/whatsapp';
import { eq } from 'drizzle-orm';
import { users } from './schema/index.ts';
import type { Conn } from './transaction.ts';

export type ConsentSource = 'registro' | 'solicitud' | 'cuenta';
type ConsentColumns = Pick<
  typeof users.$inferSelect,
  'whatsappOptInAt' | 'whatsappOptInSource' | 'whatsappOptOutAt'
>;

/** On: the time and the source are written anew; off: the opt-out time (the opt-in stays as history). */
export async function setWhatsAppConsent(
  db: Conn,
  userId: string,
  on: boolean,
  source: ConsentSource,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set(
      on
        ? { whatsappOptInAt: now, whatsappOptInSource: source, whatsappOptOutAt: null }
        : { whatsappOptOutAt: now },
    )
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export const whatsappConsentOn = (row: ConsentColumns) =>
  consentIsOn({ optInAt: row.whatsappOptInAt, optOutAt: row.whatsappOptOutAt });

export const toConsentDto = (row: ConsentColumns): WhatsAppConsentDto => ({
  whatsapp: whatsappConsentOn(row),
  desde: row.whatsappOptInAt?.toISOString() ?? null,
  origen: row.whatsappOptInSource ?? null,
  bajaEl: row.whatsappOptOutAt?.toISOString() ?? null,
});
