import { LOGOUT_PATH } from '@salones/shared/logout-form';
import type { ReactNode } from 'react';
import { clearToken } from '../lib/session-storage.ts';

/**
 * 'Cerrar sesión' as a real form: `POST /cerrar-sesion` clears the session's cookies and sends the
 * visitor home, with or without JavaScript. With it, the browser's own session (localStorage) is cleared first,
 * then the post goes on; the cart stays (docs/product.md#3-entities-and-their-fields: it is the browser's,
 * not the account's). `children`: its submit button.
 */
export function LogoutForm({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <form
      method="post"
      action={LOGOUT_PATH}
      className={className}
      // quietly: the account corner redrawn signed out would take this form away before its post goes
      onSubmit={() => clearToken({ notify: false })}
    >
      {children}
    </form>
  );
}
