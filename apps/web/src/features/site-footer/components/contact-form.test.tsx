import { CONTACT_MSG } from '@salones/shared/contact';
import { MSG } from '@salones/shared/messages';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const send = () => screen.getByRole('button', { name: 'Enviar Correo' });

describe('ContactForm (docs/product.md §5)', () => {
  it('asks for the e-mail and the message when both are empty', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(send());
    expect(await screen.findByText('Email es obligatorio')).toBeTruthy();
    expect(screen.getByText('Escribe un mensaje')).toBeTruthy();
  });

  it('refuses an e-mail that is not one', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Tu e-mail'), 'ana@');
    await user.type(screen.getByLabelText('Mensaje'), 'Hola');
    await user.click(send());
    expect(await screen.findByText('El email no es valido')).toBeTruthy();
    expect(screen.queryByText('Escribe un mensaje')).toBeNull();
  });

  it('marks the invalid field for screen readers', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Mensaje'), 'Hola');
    await user.click(send());
    await screen.findByText('Email es obligatorio');
    expect(screen.getByLabelText('Tu e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Mensaje').getAttribute('aria-invalid')).not.toBe('true');
  });

  // issue #24: a real form, posted to the page it is on when there is no JavaScript
  it('is a form the browser can post by itself: method, named fields and its name', () => {
    renderWithProviders(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Formulario de contacto' }) as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('#contacto');
    expect((screen.getByLabelText('Tu e-mail') as HTMLInputElement).name).toBe('email');
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).name).toBe('message');
    expect(new FormData(form).get('formulario')).toBe('contacto');
  });

  it("shows the server's answer to a post without JavaScript: the errors at their fields, the values kept", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.formAnswers.all, {
      contact: {
        state: 'error',
        msg: MSG.emailInvalid,
        email: 'ana@',
        message: '',
        errors: { email: MSG.emailInvalid, message: 'Escribe un mensaje' },
      },
    });
    const { user } = renderWithProviders(<ContactForm />, { client });
    expect((screen.getByLabelText('Tu e-mail') as HTMLInputElement).value).toBe('ana@');
    expect(screen.getByLabelText('Tu e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText('Escribe un mensaje')).toBeTruthy();
    expect(screen.queryByTestId('contact-answer')).toBeNull();
    // typing takes the field's error away
    await user.type(screen.getByLabelText('Tu e-mail'), 'mx.mx');
    expect(screen.queryByText(MSG.emailInvalid)).toBeNull();
  });

  it("shows the server's 'sent' answer with the fields empty, until the visitor types again", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.formAnswers.all, {
      contact: { state: 'enviado', msg: CONTACT_MSG.sent, email: '', message: '', errors: {} },
    });
    const { user } = renderWithProviders(<ContactForm />, { client });
    expect(screen.getByTestId('contact-answer').textContent).toContain(CONTACT_MSG.sent);
    expect((screen.getByLabelText('Tu e-mail') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('Mensaje'), 'Otra pregunta');
    expect(screen.queryByTestId('contact-answer')).toBeNull();
  });
});
