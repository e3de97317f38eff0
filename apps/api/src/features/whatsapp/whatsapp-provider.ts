// The one small port between the product and a WhatsApp provider (Meta's Cloud API today:
// cloud-api-provider.ts; a BSP such as 360dialog or Twilio would implement the same).

export interface TemplateMessage {
  /** E.164 */
  to: string;
  name: string;
  language: string;
  /** the body's parameters, in order */
  parameters: string[];
}

export interface TextMessage {
  to: string;
  text: string;
}

/**
 * What became of a send: accepted (the provider's message id), refused for good (4xx: the number is not on
 * WhatsApp, the window is closed…) or a passing failure worth trying again (429, 5xx, the network).
 */
export type SendOutcome =
  | { kind: 'accepted'; wamid: string }
  | { kind: 'refused'; code: number | null; title: string }
  | { kind: 'passing'; code: number | null; title: string };

export interface WhatsAppProvider {
  sendTemplate(message: TemplateMessage): Promise<SendOutcome>;
  sendText(message: TextMessage): Promise<SendOutcome>;
}
