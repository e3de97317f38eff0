// The contact form's island (decision 015) hydrates the server's HTML with Preact: its first render there must
// give the same HTML as React's server render, and that HTML must be the one of the Mantine form it replaces
// (Mantine's CSS is in the page; its code is not in the island). As app/islands.test.tsx does for 'Agregar al
// carrito'.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Alert, Button, MantineProvider, Stack, Textarea, TextInput } from '@mantine/core';
import { API_MSG } from '@salones/shared/api-messages';
import { CONTACT_MSG } from '@salones/shared/contact';
import { CONTACT_FIELD_MSG } from '@salones/shared/contact-rules';
import { MSG } from '@salones/shared/messages';
import type { ContactFormAnswer } from '@salones/shared/page-forms';
import { IconSend } from '@tabler/icons-react';
import { type ComponentType, h, render } from 'preact';
import type { ReactNode } from 'react';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ButtonMarkup } from '../components/mantine-markup.tsx';
import {
  ContactForm,
  type ContactFormProps,
  SendIcon,
} from '../features/site-footer/components/contact-form.tsx';
import { canonical, reactHtml } from '../test/canonical-html.ts';
import { theme } from './theme.ts';

// a string: jsdom's URL is not Node's
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let vite: ViteDevServer;
/** ContactForm as the islands' build compiles it: `react` is `preact/compat` (vite.islands.config.ts) */
let PreactContactForm: unknown;

beforeAll(async () => {
  vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.islands.config.ts`,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  PreactContactForm = (await vite.ssrLoadModule('/src/features/site-footer/components/contact-form.tsx'))
    .ContactForm;
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

const mantine = (ui: ReactNode) =>
  reactHtml(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {ui}
    </MantineProvider>,
  );

/** The form as the app drew it with Mantine's own components before it became an island. */
function MantineContactForm({ posted }: ContactFormProps) {
  const fieldErrors = !!posted && (!!posted.errors.email || !!posted.errors.message);
  const sent = posted?.state === 'enviado';
  return (
    <form method="post" action="#contacto" noValidate aria-label="Formulario de contacto">
      <input type="hidden" name="formulario" value="contacto" />
      <Stack gap="sm">
        <TextInput
          id="contacto-email"
          label="Tu e-mail"
          type="email"
          name="email"
          autoComplete="email"
          defaultValue={posted?.email ?? ''}
          error={posted?.errors.email}
        />
        <Textarea
          id="contacto-mensaje"
          label="Mensaje"
          rows={4}
          name="message"
          defaultValue={posted?.message ?? ''}
          error={posted?.errors.message}
        />
        <Button type="submit" leftSection={<IconSend size={18} />}>
          Enviar Correo
        </Button>
        {posted && !fieldErrors ? (
          <Alert
            id="contacto-respuesta"
            color={sent ? 'green' : 'red'}
            variant="light"
            role={sent ? 'status' : 'alert'}
            title={sent ? undefined : 'No pudimos enviar tu mensaje'}
            data-testid="contact-answer"
          >
            {posted.msg}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

describe("the contact form's island", () => {
  it.each(cases)('its first render under Preact is the server’s HTML ($name)', ({ props }) => {
    const box = document.createElement('div');
    render(h(PreactContactForm as ComponentType<ContactFormProps>, props), box);
    expect([...box.childNodes].map(canonical).join('')).toBe(reactHtml(<ContactForm {...props} />));
  });

  it.each(cases)('is the HTML of the Mantine form it replaces ($name)', ({ props }) => {
    expect(reactHtml(<ContactForm {...props} />)).toBe(mantine(<MantineContactForm {...props} />));
  });

  it('its sending button is Mantine’s loading Button', () => {
    expect(reactHtml(<ButtonMarkup icon={<SendIcon />} label="Enviar Correo" loading />)).toBe(
      mantine(
        <Button type="submit" loading leftSection={<IconSend size={18} />}>
          Enviar Correo
        </Button>,
      ),
    );
  });
});
