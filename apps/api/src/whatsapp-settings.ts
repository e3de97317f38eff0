// docs/whatsapp.md: the WhatsApp Business Cloud API settings. WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID,
// WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN come together (none: WhatsApp off, the product as without it);
// the product never calls Meta at start, these are only read here.
import type { Env } from './config-env.ts';

/** Meta's Graph API with the version the product was written against */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v25.0';

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  /** signs the webhook's notices (X-Hub-Signature-256) */
  appSecret: string;
  /** what Meta sends back in the webhook's subscribe handshake */
  verifyToken: string;
  /** the Graph API's base URL, version included, no trailing slash */
  apiUrl: string;
  templateLanguage: string;
  /** messages sent per second, all instances together */
  maxPerSecond: number;
}

const REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** null: WhatsApp off. Throws a message per problem (config.ts reports them together with the others). */
export function parseWhatsAppSettings(e: Env): WhatsAppSettings | null {
  const given = REQUIRED.filter((name) => e[name]?.trim());
  if (given.length === 0) return null;
  if (given.length < REQUIRED.length) {
    const missing = REQUIRED.filter((name) => !given.includes(name));
    throw new Error(
      `${missing.join(', ')}: falta, y ${given.join(', ')} sí está definido; van los cuatro o ninguno (all four or none)`,
    );
  }
  return {
    token: e.WHATSAPP_TOKEN!.trim(),
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!.trim(),
    appSecret: e.WHATSAPP_APP_SECRET!.trim(),
    verifyToken: e.WHATSAPP_VERIFY_TOKEN!.trim(),
    apiUrl: (e.WHATSAPP_API_URL ?? DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''),
    templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
    maxPerSecond: e.WHATSAPP_MAX_PER_SECOND,
  };
}
