import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { clientWithWhatsApp, stubFetch } from '../../../test/whatsapp-site.ts';
import { RegisterForm } from './register-form.tsx';

const noop = () => {};

async function fillAccount(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Nombre(s)'), 'Ana');
  await user.type(screen.getByLabelText('Apellidos'), 'López');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.mx');
  await user.type(screen.getByLabelText('Teléfono'), '5512345678');
  await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
  await user.type(screen.getByLabelText('Repetir contraseña'), 'secreto1');
}

const registered = () => ({
  body: { ok: true, msg: '¡Cuenta registrada!', user: { uid: 'u1' } },
});

describe('RegisterForm: the WhatsApp consent', { timeout: 20_000 }, () => {
  it('offers it unticked, with the phone as typed, and sends whatsapp: true once ticked', async () => {
    const calls = stubFetch(registered);
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RegisterForm onRegistered={onRegistered} onLogIn={noop} />, {
      client: clientWithWhatsApp(true),
    });
    await fillAccount(user);
    const consent = screen.getByRole('checkbox', {
      name: 'Quiero recibir avisos de mi fiesta por WhatsApp al 55 1234 5678',
    }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/usuarios', method: 'POST' });
    expect(calls[0]?.body).toMatchObject({ email: 'ana@example.mx', whatsapp: true });
  });

  it('sends whatsapp: false when left unticked', async () => {
    const calls = stubFetch(registered);
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RegisterForm onRegistered={onRegistered} onLogIn={noop} />, {
      client: clientWithWhatsApp(true),
    });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ whatsapp: false });
  });

  it('shows nothing of WhatsApp and sends no whatsapp field while the site does not send it', async () => {
    const calls = stubFetch(registered);
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RegisterForm onRegistered={onRegistered} onLogIn={noop} />, {
      client: clientWithWhatsApp(false),
    });
    await fillAccount(user);
    expect(screen.queryByText(/WhatsApp/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[0]?.body).not.toHaveProperty('whatsapp');
  });

  it('on the registration page, posts whatsapp=true without JavaScript when ticked', async () => {
    const { user } = renderWithProviders(
      <RegisterForm onRegistered={noop} onLogIn={noop} page={{ volver: '/' }} />,
      { client: clientWithWhatsApp(true) },
    );
    const form = screen.getByRole('form', { name: 'Crear cuenta' }) as HTMLFormElement;
    expect(new FormData(form).get('whatsapp')).toBeNull();
    await user.click(
      screen.getByRole('checkbox', { name: /Quiero recibir avisos de mi fiesta por WhatsApp/ }),
    );
    expect(new FormData(form).get('whatsapp')).toBe('true');
  });
});
