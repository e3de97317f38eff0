import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isAnIsland } from '../../../lib/island-carry.ts';
import { OPENS_LOGIN_DIALOG } from '../../../lib/login-href.ts';
import { AUTH_TEXT } from '../auth-texts.ts';
import { type AuthMode, leaveTypedInLoginDialog } from '../typed-in-login-dialog.ts';
import { LoginDialogForm, RegisterDialogForm } from './login-dialog-forms.tsx';
import './login-dialog.css';

/**
 * The header's log-in dialog as an island (decision 015, docs/decisions/018-login-island.md): 'Iniciar sesión'
 * answers before the app. A native modal `<dialog>` (the browser keeps the focus in it, closes it on Escape and
 * gives the focus back), holding the modal's two forms: 'Inicia sesión', switchable to 'Crear cuenta'
 * (docs/product.md, "States and transitions"). Closed, it is an empty `<dialog>` in the server's HTML.
 *
 * Opened by a press on any `[data-opens-login-dialog]` link (the account corner's 'Iniciar sesión'), which
 * without JavaScript goes to the log-in page. Only in an island: once the app runs, its own modal answers
 * (auth-modal.tsx), and the app renders this dialog closed and deaf.
 */
export interface LoginDialogProps {
  /** the page the forms' links (the log-in and registration pages) come back to */
  volver: string;
  /**
   * whether the site sends WhatsApp notices (GET /api/site, read by the server render): the registration then
   * offers the consent, as the app's does, without a request of the island's own
   */
  whatsapp: boolean;
}

const TITLE_ID = 'dialogo-sesion-titulo';

export function LoginDialog({ volver, whatsapp }: LoginDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<AuthMode | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string>();

  // a layout effect: listening as soon as the island's hydration returns, so a press it held is answered
  useLayoutEffect(() => {
    if (!isAnIsland()) return;
    const open = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.(`[${OPENS_LOGIN_DIALOG}]`);
      // a link opened in another tab or window stays one
      if (!trigger || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      setRegisteredEmail(undefined);
      setMode('login');
    };
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, []);

  // opened in the same frame as its forms are drawn; the first field takes the focus (as Mantine's modal)
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !mode || element.open) return;
    element.showModal();
    element.querySelector<HTMLInputElement>('input')?.focus();
  }, [mode]);

  const close = () => dialog.current?.close();
  // a switch of form: the first field of the new one takes the focus, and what the dialog shows is left for the app
  useEffect(() => {
    if (mode) dialog.current?.querySelector<HTMLInputElement>('input')?.focus();
    leaveTypedInLoginDialog(dialog.current, mode);
  }, [mode]);
  // what the app's modal shows, should the app take the page over while the dialog is open
  const leaveTyped = () => leaveTypedInLoginDialog(dialog.current, mode);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape, which the browser answers
    <dialog
      ref={dialog}
      className="login-dialog"
      data-size={mode === 'register' ? 'lg' : 'sm'}
      aria-labelledby={mode ? TITLE_ID : undefined}
      // Escape, the close button, a log-in: the forms go, a next opening starts afresh
      onClose={() => setMode(null)}
      onInput={leaveTyped}
      onFocus={leaveTyped}
      // a press on the backdrop (outside the panel) closes it, as Mantine's modal
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      {mode ? (
        <div className="login-dialog__panel">
          <div className="login-dialog__header">
            <h2 id={TITLE_ID} className="login-dialog__title">
              {mode === 'login' ? AUTH_TEXT.loginTitle : AUTH_TEXT.registerTitle}
            </h2>
            <button
              type="button"
              className="login-dialog__close"
              aria-label={AUTH_TEXT.close}
              onClick={close}
            >
              <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
                <path
                  d="M11.78 4.03a.75.75 0 0 0-1.06-1.06L7.5 6.19 4.28 2.97a.75.75 0 0 0-1.06 1.06L6.44 7.25l-3.22 3.22a.75.75 0 1 0 1.06 1.06L7.5 8.31l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.25l3.22-3.22Z"
                  fill="currentColor"
                />
              </svg>
            </button>
          </div>
          {mode === 'login' ? (
            <LoginDialogForm
              key={registeredEmail}
              volver={volver}
              registeredEmail={registeredEmail}
              onDone={close}
              onCreateAccount={() => setMode('register')}
            />
          ) : (
            <RegisterDialogForm
              volver={volver}
              whatsapp={whatsapp}
              onRegistered={(email) => {
                setRegisteredEmail(email);
                setMode('login');
              }}
              onLogIn={() => setMode('login')}
            />
          )}
        </div>
      ) : null}
    </dialog>
  );
}
