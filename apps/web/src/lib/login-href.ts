export const loginPageHref = (volver: string) => `/iniciar-sesion?volver=${encodeURIComponent(volver)}`;

/** The registration page, coming back to `volver` through the log-in page. */
export const registerPageHref = (volver: string) => `/registro?volver=${encodeURIComponent(volver)}`;

/**
 * The attribute of a link to the log-in page that, before the app runs, opens the header's log-in dialog
 * instead (an island: features/auth/components/login-dialog.tsx; app/islands.ts holds a press that comes first).
 */
export const OPENS_LOGIN_DIALOG = 'data-opens-login-dialog';
