// Works without JavaScript (docs/architecture.md#public-pages-work-without-javascript; decision 015): a
// public page's form posted by the browser itself (no JavaScript) is answered by the server, which renders
// the same page with the answer the app would show. The API makes the answer; the web app's server render
// shows it (and hands it to the app, which hydrates it).

import { isClosedMsg, isTooSoonMsg, type SlotState } from './slots.ts';

/**
 * The availability check's answer (docs/product.md#5-validation-rules), as the form shows it under itself.
 */
export interface AvailabilityFormAnswer {
  /** the branch's id the form posted */
  lugar: string;
  /** the date and turno asked for; empty when the post did not name a valid one */
  fecha: string;
  turno: string;
  /** 'pronto': free or not, a family may not ask for it yet (the branch's lead time) */
  state: SlotState | 'pronto' | 'error';
  /** the API's Spanish message */
  msg: string;
}

/**
 * The hidden field that names a posted page form, and the contact form's name in it (page-form-fields.ts).
 */
export { CONTACT_FORM_NAME, FORM_NAME_FIELD } from './page-form-fields.ts';

/** The contact form's answer: sent, or what was wrong (what was posted stays in the fields). */
export interface ContactFormAnswer {
  state: 'enviado' | 'error';
  /** the API's Spanish message */
  msg: string;
  /** what the fields show: empty once sent (as the app's form empties itself), what was posted otherwise */
  email: string;
  message: string;
  /** each field's own message, from the same schema the API checks (ContactRequestSchema) */
  errors: { email?: string; message?: string };
}

/** The log-in page: a page the server renders, a form that works without JavaScript. */
export const LOGIN_PATH = '/iniciar-sesion';

/**
 * The cookie the log-in page's post (without JavaScript) leaves the session in for the app, readable on every
 * page (Path=/): the app moves it into localStorage when it next runs, then removes it (decision 015).
 */
export { LOGIN_HANDOFF_COOKIE } from './login-handoff.ts';

/** The registration page: the modal's registration form as a page that works without JavaScript. */
export const REGISTER_PATH = '/registro';

/** Messages of the page forms' own (the rest are the API routes' messages). */
export const PAGE_FORM_MSG = {
  /** a log-in form posted from another site (a forged log-in into someone else's account) */
  loginFromOtherSite: 'Por seguridad, inicia sesión desde esta página',
  /** a registration posted from another site (accounts made, and mails sent, in a stranger's name) */
  registerFromOtherSite: 'Por seguridad, crea tu cuenta desde esta página',
} as const;

/** A refused log-in: its message and the e-mail, kept in its field (never the password). */
export interface LoginFormAnswer {
  email: string;
  msg: string;
}

/** The registration form's fields a refused post shows back: never the passwords. */
export interface RegisterFormValues {
  name: string;
  lastname: string;
  email: string;
  phone: string;
}

/**
 * The registration's answer: created (the fields emptied, as the app's modal leaves them), or what was wrong.
 */
export interface RegisterFormAnswer {
  state: 'registrado' | 'error';
  /** the API's Spanish message */
  msg: string;
  values: RegisterFormValues;
  /** each field's own message, from the schema the API checks (RegisterRequestSchema) */
  errors: Partial<Record<keyof RegisterFormValues | 'password' | 'repeatPassword', string>>;
}

/** The activation page's answer (its 'Activar' button posted without JavaScript). */
export interface ActivationFormAnswer {
  state: 'activada' | 'error';
  msg: string;
}

/** The answers a posted page is rendered with, by form. */
export interface PageFormAnswers {
  availability?: AvailabilityFormAnswer;
  contact?: ContactFormAnswer;
  login?: LoginFormAnswer;
  register?: RegisterFormAnswer;
  activation?: ActivationFormAnswer;
}

/**
 * The answer's state from the availability check's status and message (docs/product.md#5-validation-rules):
 * 200 free; 409 closed, too soon for a family or taken; anything else an error. The app and the server's
 * no-JavaScript answer read it here alike.
 */
export function availabilityState(status: number, msg: string): AvailabilityFormAnswer['state'] {
  if (status === 200) return 'libre';
  if (status !== 409) return 'error';
  if (isClosedMsg(msg)) return 'cerrado';
  if (isTooSoonMsg(msg)) return 'pronto';
  return 'ocupado';
}
