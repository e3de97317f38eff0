// The cookie that hands a session logged in without JavaScript (/iniciar-sesion) to the app, which moves it to
// localStorage on the next page (decision 015). A module of its own, free of imports: the public entry reads it
// before the app starts, and anything heavier here (page-forms → slots → events → zod) would be in every
// page's first download.
export const LOGIN_HANDOFF_COOKIE = 'sesion_nueva';
