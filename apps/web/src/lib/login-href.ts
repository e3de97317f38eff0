export const loginPageHref = (volver: string) => `/iniciar-sesion?volver=${encodeURIComponent(volver)}`;

/** The registration page, coming back to `volver` through the log-in page. */
export const registerPageHref = (volver: string) => `/registro?volver=${encodeURIComponent(volver)}`;
