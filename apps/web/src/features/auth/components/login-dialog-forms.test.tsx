import { NAME_TOO_LONG } from '@salones/shared/account-rules';
import { CALL_FAILED_MSG } from '@salones/shared/api-messages';
import { MSG } from '@salones/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/session-storage.ts';
import { stubFetch } from '../../../test/whatsapp-site.ts';
import { AUTH_TEXT } from '../auth-texts.ts';
import { LoginDialogForm, RegisterDialogForm } from './login-dialog-forms.tsx';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const press = (name: string) => screen.getByRole('button', { name });

// the component tests' fetch fails as an offline browser's does (test/setup.ts); a test may answer as the API
const offline = window.fetch;
afterEach(() => {
  document.getElementById('island-toasts')?.remove();
  window.fetch = offline;
});

const renderLogin = (extra: { registeredEmail?: string } = {}) => {
  const done = vi.fn();
  const createAccount = vi.fn();
  render(<LoginDialogForm volver="/sucursal" onDone={done} onCreateAccount={createAccount} {...extra} />);
  return { done, createAccount };
};

describe("the log-in dialog's forms, the island (docs/product.md, ‘Validation rules’, decision 015)", () => {
  it('draws the modal’s log-in form: its fields, button and links, each link a page without JavaScript', () => {
    renderLogin();
    expect(field('E-mail').type).toBe('email');
    expect(field('Contraseña').type).toBe('password');
    expect(press('Iniciar sesión').getAttribute('type')).toBe('submit');
    expect(screen.getByText('Olvide mi contraseña').getAttribute('href')).toBe('/reset');
    expect(press('Crear cuenta').getAttribute('href')).toBe('/registro?volver=%2Fsucursal');
  });

  it('asks for the e-mail and the password, each under its field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { done } = renderLogin();
    await user.click(press('Iniciar sesión'));
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    await user.type(field('E-mail'), 'ana@');
    expect(screen.queryByText(MSG.emailRequired)).toBeNull();
    await user.type(field('Contraseña'), '123');
    await user.click(press('Iniciar sesión'));
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.passwordMin)).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
  });

  it("shows the call's failure in Spanish inside the form, keeps the fields and stores no session", async () => {
    // the component tests' fetch fails as an offline browser's does (test/setup.ts)
    const user = userEvent.setup();
    const { done } = renderLogin();
    await user.type(field('E-mail'), 'ana@x.mx');
    await user.type(field('Contraseña'), 'secreto');
    await user.click(press('Iniciar sesión'));
    const alert = (await screen.findByText(CALL_FAILED_MSG.network)).closest('[role="alert"]');
    expect(alert?.textContent).toContain('No pudimos iniciar tu sesión');
    expect(field('E-mail').value).toBe('ana@x.mx');
    expect(press('Iniciar sesión').hasAttribute('disabled')).toBe(false);
    expect(getToken()).toBeNull();
    expect(done).not.toHaveBeenCalled();
    // a change takes the refusal away
    await user.type(field('Contraseña'), 'x');
    expect(screen.queryByText(CALL_FAILED_MSG.network)).toBeNull();
  });

  it("'Crear cuenta' asks for the registration form instead of following its link", async () => {
    const user = userEvent.setup();
    const { createAccount } = renderLogin();
    await user.click(press('Crear cuenta'));
    expect(createAccount).toHaveBeenCalledOnce();
  });

  it('starts with the e-mail just registered', () => {
    renderLogin({ registeredEmail: 'ana@x.mx' });
    expect(field('E-mail').value).toBe('ana@x.mx');
  });

  it("the registration form gives every field the schema's message, and the passwords' difference", async () => {
    const user = userEvent.setup();
    const registered = vi.fn();
    render(<RegisterDialogForm volver="/" whatsapp={false} onRegistered={registered} onLogIn={() => {}} />);
    await user.click(press('Registrarme'));
    for (const msg of [
      MSG.nameRequired,
      MSG.lastnameRequired,
      MSG.emailRequired,
      MSG.phoneRequired,
      MSG.passwordRequired,
    ])
      expect(screen.getAllByText(msg).length).toBeGreaterThan(0);
    expect(screen.getAllByText(MSG.passwordRequired)).toHaveLength(2);
    await user.type(field('Nombre(s)'), 'a'.repeat(101));
    await user.type(field('Apellidos'), 'López');
    await user.type(field('E-mail'), 'ana@x.mx');
    await user.type(field('Teléfono'), '5512345678');
    await user.type(field('Contraseña'), 'secreto');
    await user.type(field('Repetir contraseña'), 'secreta');
    await user.click(press('Registrarme'));
    expect(await screen.findByText(NAME_TOO_LONG)).toBeTruthy();
    expect(screen.getByText(MSG.passwordsDiffer)).toBeTruthy();
    expect(field('Teléfono').placeholder).toBe('10 dígitos');
    expect(registered).not.toHaveBeenCalled();
  });

  it("shows the registration's failure in Spanish inside the form", async () => {
    const user = userEvent.setup();
    render(<RegisterDialogForm volver="/" whatsapp={false} onRegistered={() => {}} onLogIn={() => {}} />);
    await user.type(field('Nombre(s)'), 'Ana');
    await user.type(field('Apellidos'), 'López');
    await user.type(field('E-mail'), 'ana@x.mx');
    await user.type(field('Teléfono'), '5512345678');
    await user.type(field('Contraseña'), 'secreto');
    await user.type(field('Repetir contraseña'), 'secreto');
    await user.click(press('Registrarme'));
    const alert = (await screen.findByText(CALL_FAILED_MSG.network)).closest('[role="alert"]');
    expect(alert?.textContent).toContain('No pudimos crear tu cuenta');
  });

  it("the password's eye shows what was typed and hides it again, saying which with aria-pressed", async () => {
    const user = userEvent.setup();
    renderLogin();
    const eye = press(AUTH_TEXT.passwordToggle);
    expect(eye.getAttribute('type')).toBe('button');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    expect(eye.getAttribute('aria-controls')).toBe(field('Contraseña').id);
    await user.type(field('Contraseña'), 'secreto');
    await user.click(eye);
    expect(field('Contraseña').type).toBe('text');
    expect(field('Contraseña').value).toBe('secreto');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard(' '); // the eye keeps the focus: the keyboard presses it again
    expect(field('Contraseña').type).toBe('password');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
  });

  it("the registration's two passwords have an eye each", () => {
    render(<RegisterDialogForm volver="/" whatsapp={false} onRegistered={() => {}} onLogIn={() => {}} />);
    expect(screen.getAllByRole('button', { name: AUTH_TEXT.passwordToggle })).toHaveLength(2);
  });

  it('offers no WhatsApp consent while the site does not send WhatsApp, and sends no whatsapp field', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ body: { ok: true, msg: MSG.registered, user: { uid: 'u1' } } }));
    const registered = vi.fn();
    render(<RegisterDialogForm volver="/" whatsapp={false} onRegistered={registered} onLogIn={() => {}} />);
    expect(screen.queryByText(/WhatsApp/)).toBeNull();
    await fillRegistration(user);
    await user.click(press('Registrarme'));
    await vi.waitFor(() => expect(registered).toHaveBeenCalledWith('ana@x.mx'));
    expect(calls[0]?.body).not.toHaveProperty('whatsapp');
  });

  it("offers the WhatsApp consent unticked while the site sends it, with the phone as typed, and sends the family's answer", async () => {
    for (const tick of [false, true]) {
      const user = userEvent.setup();
      const calls = stubFetch(() => ({ body: { ok: true, msg: MSG.registered, user: { uid: 'u1' } } }));
      const registered = vi.fn();
      const { unmount } = render(
        <RegisterDialogForm volver="/" whatsapp onRegistered={registered} onLogIn={() => {}} />,
      );
      expect(
        screen.getByRole('checkbox', { name: 'Quiero recibir avisos de mi fiesta por WhatsApp' }),
      ).toBeTruthy();
      await fillRegistration(user);
      const consent = screen.getByRole('checkbox', {
        name: 'Quiero recibir avisos de mi fiesta por WhatsApp al 55 1234 5678',
      }) as HTMLInputElement;
      expect(consent.checked).toBe(false);
      expect(consent).toHaveProperty('name', 'whatsapp');
      if (tick) await user.click(consent);
      await user.click(press('Registrarme'));
      await vi.waitFor(() => expect(registered).toHaveBeenCalled());
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ url: '/api/usuarios', method: 'POST' });
      expect(calls[0]?.body).toMatchObject({ email: 'ana@x.mx', whatsapp: tick });
      unmount();
    }
  });
});

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nombre(s)'), 'Ana');
  await user.type(field('Apellidos'), 'López');
  await user.type(field('E-mail'), 'ana@x.mx');
  await user.type(field('Teléfono'), '5512345678');
  await user.type(field('Contraseña'), 'secreto');
  await user.type(field('Repetir contraseña'), 'secreto');
}
