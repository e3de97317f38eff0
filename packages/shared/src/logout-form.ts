// Logging out as a form post (it works without JavaScript). A module free of imports: the account
// corner's island (apps/web) writes the form, and anything heavier here would be in its chunk.

/** Where the account menus' 'Cerrar sesión' posts: the server clears the session's cookies and sends home. */
export const LOGOUT_PATH = '/cerrar-sesion';

export const LOGOUT_MSG = {
  /** a log-out posted from another site's page (a forged log-out) */
  fromOtherSite: 'Por seguridad, cierra sesión desde este sitio',
  /** a body that is no form (what no browser's form sends) */
  notAForm: 'Para cerrar sesión usa el botón «Cerrar sesión» del sitio',
} as const;
