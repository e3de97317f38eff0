// The WhatsApp Business Cloud API through Meta's Graph API, with fetch (Meta's own Node SDK is deprecated):
// POST {WHATSAPP_API_URL}/{phone-number-id}/messages with the Bearer token. An answer Meta does not give in
// time counts as a passing failure: the job tries again later.
import type { WhatsAppSettings } from '../../whatsapp-settings.ts';
import type { SendOutcome, TemplateMessage, TextMessage, WhatsAppProvider } from './whatsapp-provider.ts';

const TIMEOUT_MS = 15_000;

interface GraphError {
  error?: { code?: number; message?: string; error_data?: { details?: string } };
}

export function cloudApiProvider(settings: WhatsAppSettings): WhatsAppProvider {
  const endpoint = `${settings.apiUrl}/${settings.phoneNumberId}/messages`;

  async function post(payload: object): Promise<SendOutcome> {
    let res: Response;
    try {
      res = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...payload }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      return { kind: 'passing', code: null, title: `Sin conexión con WhatsApp: ${(err as Error).message}` };
    }
    const body = (await res.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
    const wamid = body.messages?.[0]?.id;
    if (res.ok && wamid) return { kind: 'accepted', wamid };
    const code = typeof body.error?.code === 'number' ? body.error.code : null;
    const title = body.error?.message?.replace(/^\(#\d+\)\s*/, '') ?? `HTTP ${res.status}`;
    const passing = res.status === 429 || res.status >= 500 || res.ok;
    return { kind: passing ? 'passing' : 'refused', code, title };
  }

  return {
    sendTemplate: (m: TemplateMessage) =>
      post({
        to: m.to,
        type: 'template',
        template: {
          name: m.name,
          language: { code: m.language },
          components: m.parameters.length
            ? [{ type: 'body', parameters: m.parameters.map((text) => ({ type: 'text', text })) }]
            : [],
        },
      }),
    sendText: (m: TextMessage) => post({ to: m.to, type: 'text', text: { preview_url: true, body: m.text } }),
  };
}
