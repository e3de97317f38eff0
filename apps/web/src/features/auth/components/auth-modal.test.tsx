import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AuthModal } from './auth-modal.tsx';

const noop = () => {};

/** The islands' copy of what the log-in dialog leaves (the app's is the modal's, imported above). */
async function islandSide() {
  vi.resetModules();
  const carry = await import('../../../lib/island-carry.ts');
  carry.runningInAnIsland();
  return import('../typed-in-login-dialog.ts');
}

/** The island's open dialog, its fields as the visitor left them. */
function dialogWith(fields: string) {
  const dialog = document.createElement('dialog');
  dialog.innerHTML = `<form>${fields}</form>`;
  document.body.append(dialog);
  return dialog;
}

/** The modal as the header has it: opened at first, closed by its own way out, opened again by a link. */
function Header() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Abrir
      </button>
      <AuthModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

describe('the modal opened in the place of the log-in dialog’s island (the app took the page over)', () => {
  it('shows the registration with what was typed in it and the focus where it was; spent once shown', async () => {
    const island = await islandSide();
    const dialog = dialogWith(`
      <input name="name" value="Valeria"><input name="lastname" value="">
      <input name="email" value="valeria@"><input name="phone" value="5512345678">
      <input name="password" type="password" value=""><input name="repeatPassword" type="password" value="">
      <input name="whatsapp" type="checkbox" value="true">`);
    dialog.querySelector<HTMLInputElement>('[name="email"]')?.focus();
    island.leaveTypedInLoginDialog(dialog, 'register');
    dialog.remove(); // the app takes the page over: the island's dialog goes

    const { user } = renderWithProviders(<Header />);
    expect(await screen.findByText('Crear cuenta', { selector: 'h2' })).toBeTruthy();
    expect(fieldValue('Nombre(s)')).toBe('Valeria');
    expect(fieldValue('Teléfono')).toBe('5512345678');
    expect(fieldValue('E-mail')).toBe('valeria@');
    expect(fieldValue('Apellidos')).toBe('');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));

    // closed and opened again: nothing carried, the log-in form, empty
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByLabelText('E-mail')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Inicia sesión', { selector: 'h2' })).toBeTruthy();
    expect(fieldValue('E-mail')).toBe('');
  });

  it('shows the log-in form with the e-mail and password typed; a switch of form leaves them behind', async () => {
    const island = await islandSide();
    const dialog = dialogWith(
      '<input name="email" value="ana@example.mx"><input name="password" type="password" value="fiesta1">',
    );
    dialog.querySelector<HTMLInputElement>('[name="password"]')?.focus();
    island.leaveTypedInLoginDialog(dialog, 'login');
    dialog.remove();

    const { user } = renderWithProviders(<AuthModal opened onClose={noop} />);
    expect(await screen.findByText('Inicia sesión', { selector: 'h2' })).toBeTruthy();
    expect(fieldValue('E-mail')).toBe('ana@example.mx');
    expect(fieldValue('Contraseña')).toBe('fiesta1');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Contraseña')));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Crear cuenta', { selector: 'h2' })).toBeTruthy();
    expect(fieldValue('E-mail')).toBe('');
  });

  it('a dialog closed leaves nothing: the modal opens on an empty log-in form', async () => {
    const island = await islandSide();
    const dialog = dialogWith('<input name="email" value="ana@example.mx">');
    island.leaveTypedInLoginDialog(dialog, 'login');
    island.leaveTypedInLoginDialog(dialog, null);
    dialog.remove();

    renderWithProviders(<AuthModal opened onClose={noop} />);
    expect(await screen.findByText('Inicia sesión', { selector: 'h2' })).toBeTruthy();
    expect(fieldValue('E-mail')).toBe('');
  });
});
