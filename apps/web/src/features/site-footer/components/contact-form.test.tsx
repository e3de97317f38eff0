import { CONTACT_MSG } from '@salones/shared/contact';
import { CONTACT_FIELD_MSG } from '@salones/shared/contact-rules';
import { MSG } from '@salones/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form.tsx';

const send = () => screen.getByRole('button', { name: 'Enviar Correo' });
const emailField = () => screen.getByLabelText('Tu e-mail') as HTMLInputElement;
const messageField = () => screen.getByLabelText('Mensaje') as HTMLTextAreaElement;

afterEach(() => document.getElementById('island-toasts')?.remove());

describe('ContactForm, the island (docs/product.md#5-validation-rules, decision 015)', () => {
  it('asks for the e-mail and the message when both are empty, each under its field', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(send());
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_FIELD_MSG.messageRequired)).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')).toBe(
      screen.getByText(MSG.emailRequired).getAttribute('id'),
    );
  });

  it('refuses an e-mail that is not one, and a blank message', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(emailField(), 'ana@');
    await user.type(messageField(), '   ');
    await user.click(send());
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(CONTACT_FIELD_MSG.messageRequired)).toBeTruthy();
  });

  it('marks only the invalid field for screen readers, and typing in it takes its message away', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(messageField(), 'Hola');
    await user.click(send());
    await screen.findByText(MSG.emailRequired);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(messageField().getAttribute('aria-invalid')).toBeNull();
    await user.type(emailField(), 'a');
    expect(screen.queryByText(MSG.emailRequired)).toBeNull();
    expect(messageField().value).toBe('Hola');
  });

  it('sends what is in the fields, and says so, keeping them, when the server cannot be reached', async () => {
    // the component tests' fetch fails as an offline browser's does (test/setup.ts)
    const user = userEvent.setup();
    render(<ContactForm />);
    // typed before the component ran: the fields are the browser's own, read as they are
    emailField().value = 'ana@x.mx';
    await user.type(messageField(), 'Hola');
    await user.click(send());
    const toast = (await screen.findByText(/No se pudo conectar con el servidor/)).closest('[role="alert"]');
    expect(toast?.getAttribute('data-kind')).toBe('error');
    expect(send().getAttribute('data-loading')).toBeNull();
    expect(send().hasAttribute('disabled')).toBe(false);
    // nothing is lost: the visitor can send again
    expect(emailField().value).toBe('ana@x.mx');
    expect(messageField().value).toBe('Hola');
  });

  // A real form, posted to the page it is on when there is no JavaScript
  it('is a form the browser can post by itself: method, named fields and its name', () => {
    render(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Formulario de contacto' }) as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('#contacto');
    expect(emailField().name).toBe('email');
    expect(messageField().name).toBe('message');
    expect(new FormData(form).get('formulario')).toBe('contacto');
  });

  it("shows the server's answer to a post without JavaScript: the errors at their fields, the values kept", async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        posted={{
          state: 'error',
          msg: MSG.emailInvalid,
          email: 'ana@',
          message: '',
          errors: { email: MSG.emailInvalid, message: CONTACT_FIELD_MSG.messageRequired },
        }}
      />,
    );
    expect(emailField().value).toBe('ana@');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(CONTACT_FIELD_MSG.messageRequired)).toBeTruthy();
    expect(screen.queryByTestId('contact-answer')).toBeNull();
    await user.type(emailField(), 'mx.mx');
    expect(screen.queryByText(MSG.emailInvalid)).toBeNull();
    expect(screen.getByText(CONTACT_FIELD_MSG.messageRequired)).toBeTruthy();
  });

  it("shows the server's 'sent' answer with the fields empty, until the visitor types again", async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        posted={{ state: 'enviado', msg: CONTACT_MSG.sent, email: '', message: '', errors: {} }}
      />,
    );
    expect(screen.getByTestId('contact-answer').textContent).toContain(CONTACT_MSG.sent);
    expect(screen.getByTestId('contact-answer').getAttribute('role')).toBe('status');
    expect(emailField().value).toBe('');
    await user.type(messageField(), 'Otra pregunta');
    expect(screen.queryByTestId('contact-answer')).toBeNull();
  });

  it("shows the server's refusal that is no field's (the limit) in a red alert named by its title", () => {
    render(
      <ContactForm
        posted={{
          state: 'error',
          msg: 'Demasiadas solicitudes',
          email: 'a@x.mx',
          message: 'Hola',
          errors: {},
        }}
      />,
    );
    expect(screen.getByRole('alert', { name: 'No pudimos enviar tu mensaje' }).textContent).toContain(
      'Demasiadas solicitudes',
    );
    expect(messageField().value).toBe('Hola');
  });
});
