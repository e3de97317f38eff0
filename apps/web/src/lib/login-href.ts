export const loginPageHref = (volver: string) => `/iniciar-sesion?volver=${encodeURIComponent(volver)}`;
