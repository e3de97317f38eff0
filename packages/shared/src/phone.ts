// Phone numbers as WhatsApp needs them: E.164 ('+525512345678'), read with libphonenumber-js. The spec's
// 10-digit Mexican numbers are Mexican unless they say otherwise; a number that cannot be read is never sent to.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A customer's phone as E.164, or null when it is not a valid number. WhatsApp names Mexican mobiles with the
 * '1' Mexico dropped from dialling in 2019 ('5215512345678'); that form reads as the same number.
 */
export function toE164(raw: string, defaultCountry: 'MX' = 'MX'): string | null {
  const text = raw.trim();
  if (!text) return null;
  const legacyMexican = /^\+?521(\d{10})$/.exec(text.replace(/[\s().-]/g, ''));
  const parsed = parsePhoneNumberFromString(legacyMexican ? `+52${legacyMexican[1]}` : text, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** A WhatsApp id (the sender of an inbound message: country code and number, no '+') as E.164. */
export const waIdToE164 = (waId: string) => (/^\d{8,15}$/.test(waId) ? toE164(`+${waId}`) : null);
