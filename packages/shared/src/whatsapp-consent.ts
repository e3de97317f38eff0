// The family's WhatsApp consent as the registration and 'Solicitar fecha' forms carry it: small on its own, so
// those forms do not load the rest of whatsapp.ts (docs/whatsapp.md#consent).
import { z } from 'zod';

export { WHATSAPP_CONSENT_LABEL } from './whatsapp-consent-words.ts';

export const WHATSAPP_CONSENT_INVALID = 'Indica si quieres recibir avisos por WhatsApp (sí o no)';

/** `whatsapp` beside another form's fields: absent = unticked (left as it is on 'Solicitar fecha'). */
export const optionalWhatsAppConsent = z.boolean({ error: WHATSAPP_CONSENT_INVALID }).optional();
