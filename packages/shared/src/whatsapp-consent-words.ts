// The WhatsApp consent's words, without a schema: the header's log-in dialog is an island (decision 015) whose
// chunk carries no zod, and it offers the consent as the app's registration form does
// (docs/whatsapp.md#consent).

/** What the family ticks (registration, 'Solicitar fecha', the account); unticked unless they tick it. */
export const WHATSAPP_CONSENT_LABEL = (telefono: string) =>
  `Quiero recibir avisos de mi fiesta por WhatsApp al ${telefono}`;

/** Under the consent: what it is for, and how to leave it. */
export const WHATSAPP_CONSENT_DESCRIPTION =
  'Te escribiremos solo sobre tu fiesta. Puedes darte de baja cuando quieras escribiendo BAJA.';

/** The consent's words with the family's phone as they read it (without it while none is typed yet). */
export const whatsappConsentLabel = (telefono: string) =>
  telefono ? WHATSAPP_CONSENT_LABEL(telefono) : WHATSAPP_CONSENT_LABEL('').replace(/ al $/, '');
