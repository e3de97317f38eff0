import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
