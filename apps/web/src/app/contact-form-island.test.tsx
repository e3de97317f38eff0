// The contact form's island (decision 015) hydrates the server's HTML with Preact: its first render there must
// give the same HTML as React's server render. It is drawn with the storefront's own controls
// (components/storefront/), never Mantine's internal markup, which a Mantine upgrade may change.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MSG } from '@salones/shared/api-messages';
import { CONTACT_MSG } from '@salones/shared/contact';
import { CONTACT_FIELD_MSG } from '@salones/shared/contact-rules';
import { MSG } from '@salones/shared/messages';
import type { ContactFormAnswer } from '@salones/shared/page-forms';
import { type ComponentType, h, render } from 'preact';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Button } from '../components/storefront/button.tsx';
import {
  ContactForm,
  type ContactFormProps,
  SendIcon,
} from '../features/site-footer/components/contact-form.tsx';
import { canonical, MANTINE_CLASS, reactHtml } from '../test/canonical-html.ts';

// a string: jsdom's URL is not Node's
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let vite: ViteDevServer;
/** ContactForm as the islands' build compiles it: `react` is `preact/compat` (vite.islands.config.ts) */
let PreactContactForm: unknown;
/** the storefront's button and the form's icon, likewise */
let preactButton: unknown;
let PreactSendIcon: unknown;

beforeAll(async () => {
  vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.islands.config.ts`,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const form = await vite.ssrLoadModule('/src/features/site-footer/components/contact-form.tsx');
  PreactContactForm = form.ContactForm;
  PreactSendIcon = form.SendIcon;
  preactButton = (await vite.ssrLoadModule('/src/components/storefront/button.tsx')).Button;
}, 60_000);
afterAll(() => vite?.close());

const answers: Record<string, ContactFormAnswer | undefined> = {
  'no post': undefined,
  'refused fields': {
    state: 'error',
    msg: MSG.emailInvalid,
    email: 'ana@',
    message: 'Hola\notra línea',
    errors: { email: MSG.emailInvalid, message: CONTACT_FIELD_MSG.messageTooLong },
  },
  sent: { state: 'enviado', msg: CONTACT_MSG.sent, email: '', message: '', errors: {} },
  limited: { state: 'error', msg: API_MSG.tooManyRequests, email: 'a@x.mx', message: 'Hola', errors: {} },
};
const cases = Object.entries(answers).map(([name, posted]) => ({ name, props: posted ? { posted } : {} }));

describe("the contact form's island", () => {
  it.each(cases)('its first render under Preact is the server’s HTML ($name)', ({ props }) => {
    const box = document.createElement('div');
    render(h(PreactContactForm as ComponentType<ContactFormProps>, props), box);
    expect([...box.childNodes].map(canonical).join('')).toBe(reactHtml(<ContactForm {...props} />));
  });

  it.each(cases)('carries none of Mantine’s internal class names ($name)', ({ props }) => {
    expect(reactHtml(<ContactForm {...props} />)).not.toMatch(MANTINE_CLASS);
  });

  it('its sending button, under Preact, is the server’s: disabled, its spinner in place of its label', () => {
    const PreactButton = preactButton as ComponentType<{ icon: unknown; label: string; loading: boolean }>;
    const box = document.createElement('div');
    const icon = h(PreactSendIcon as ComponentType, {});
    render(h(PreactButton, { icon, label: 'Enviar Correo', loading: true }), box);
    const html = reactHtml(<Button icon={<SendIcon />} label="Enviar Correo" loading />);
    expect([...box.childNodes].map(canonical).join('')).toBe(html);
    expect(html).toContain('disabled=""');
    expect(html).toContain('data-loading="true"');
    expect(html).toContain('class="sf-button__loader"');
  });
});
