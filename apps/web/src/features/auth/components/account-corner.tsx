import { mayUseAdminArea } from '@salones/shared/permissions';
import { type KeyboardEvent, type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LogoutForm } from '../../../components/logout-form.tsx';
import { canPromptLogin, requestLogin } from '../../../lib/auth-prompt.ts';
import { loginPageHref, OPENS_LOGIN_DIALOG } from '../../../lib/login-href.ts';
import { onSessionChange, userIdFromToken } from '../../../lib/session-storage.ts';
import { lastSessionUser, loadSessionUser, type SessionUser } from '../../../lib/session-user.ts';
import {
  ChevronDownIcon,
  DashboardIcon,
  LogoutIcon,
  ReceiptIcon,
  UserCircleIcon,
  UserIcon,
} from './account-corner-icons.tsx';
import './account-corner.css';

/**
 * The navbar's account corner (docs/product.md#2-screens-and-routes) as an island (decision 015): it shows
 * the session without the app. Server-rendered, and in its first render, it is 'Iniciar sesión', a link to
 * the log-in page (what a visitor without JavaScript follows) that the app turns into its log-in modal.
 * Signed in, once running, it is the account's trigger — 'Tu cuenta' (customers) or 'Administrador' (staff),
 * an icon button on a phone — opening a native popover menu: the name, 'Mis pedidos' or 'Ir a Admin', and
 * 'Cerrar sesión' (a form post). Its own markup in the look of the app's light grape ActionIcon and Button
 * (account-corner.css), without Mantine's code or class names. `volver`: the page the log-in page comes back to.
 */
export interface AccountCornerProps {
  volver: string;
}

const MENU_ID = 'menu-cuenta';

/**
 * The signed-in user once running: the API's answer, or until it comes this tab's last one (null before, and
 * when no one is); `reload` asks again.
 */
function useSessionUser(running: boolean) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  const asked = useRef(0);
  const reload = useRef(() => {});
  useEffect(() => {
    if (!running) return;
    reload.current = () => {
      const ask = ++asked.current;
      loadSessionUser().then(
        (found) => ask === asked.current && setUser(found),
        () => {}, // a network failure: what is shown stays, and a press asks again
      );
    };
    reload.current();
    return onSessionChange(() => reload.current());
  }, [running]);
  const shown = !running ? null : user === undefined ? lastSessionUser() : user;
  return { user: shown, reload: () => reload.current() };
}

export function AccountCorner({ volver }: AccountCornerProps) {
  // false on the server and in the first render (the link: hydration matches), true from the next one
  const [running, setRunning] = useState(false);
  useLayoutEffect(() => setRunning(true), []);
  const { user, reload } = useSessionUser(running);
  // a press on the link while the signed-in user is still being asked for: the menu opens once known
  const [openWhenKnown, setOpenWhenKnown] = useState(false);
  useEffect(() => {
    if (user && openWhenKnown) {
      setOpenWhenKnown(false);
      document.getElementById(MENU_ID)?.showPopover?.();
    }
  }, [user, openWhenKnown]);

  if (running && user) return <AccountMenu user={user} />;
  const press = (event: MouseEvent | KeyboardEvent) => {
    // a link opened in another tab or window stays one
    if ('button' in event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)) return;
    if (userIdFromToken()) {
      event.preventDefault();
      setOpenWhenKnown(true);
      reload();
    } else if (canPromptLogin()) {
      // the app's log-in modal; without it, the log-in dialog's island (or, with neither, the log-in page)
      event.preventDefault();
      requestLogin();
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link without JavaScript, the app's modal with it
    <a
      className="account-corner__icon"
      href={loginPageHref(volver)}
      role="button"
      aria-label="Iniciar sesión"
      // before the app, the log-in dialog's island answers it (login-dialog.tsx); this press leaves it alone
      {...{ [OPENS_LOGIN_DIALOG]: '' }}
      onClick={press}
      // a button opens on Space too (Enter follows the link, which the click handler turns into the modal)
      onKeyDown={(event) => {
        if (event.key === ' ') press(event);
      }}
    >
      <UserIcon />
    </a>
  );
}

/** The account's trigger (a labelled button on a wide screen, an icon button on a phone) and its menu. */
function AccountMenu({ user }: { user: SessionUser }) {
  const staff = mayUseAdminArea(user);
  const label = staff ? 'Administrador' : 'Tu cuenta';
  return (
    <>
      <button type="button" popoverTarget={MENU_ID} className="account-corner__button">
        <UserCircleIcon size={20} />
        {label}
        <ChevronDownIcon />
      </button>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="account-corner__icon account-corner__icon--phone"
        aria-label={label}
      >
        <UserCircleIcon size={24} />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-label={label}
        className="account-menu"
        // opened: the keyboard's focus goes into it (Escape closes it and gives the focus back: the browser)
        onToggle={(event) => {
          if (event.newState === 'open') event.currentTarget.querySelector<HTMLElement>('a, button')?.focus();
        }}
      >
        <p className="account-menu__label">
          {user.name} {user.lastname}
        </p>
        {staff ? (
          <a className="account-menu__item" href="/admin">
            <DashboardIcon />
            Ir a Admin
          </a>
        ) : (
          <a className="account-menu__item" href="/pedidos">
            <ReceiptIcon />
            Mis pedidos
          </a>
        )}
        <hr className="account-menu__divider" />
        <LogoutForm>
          <button type="submit" className="account-menu__item account-menu__item--danger">
            <LogoutIcon />
            Cerrar sesión
          </button>
        </LogoutForm>
      </div>
    </>
  );
}
