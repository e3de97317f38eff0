// The words of the log-in and registration forms, once: the app's (login-form.tsx, register-form.tsx, its modal
// and the log-in page) and the header's log-in dialog's, an island (login-dialog-forms.tsx: decision 015), which
// must read the same. Plain strings: the island's chunk imports this file.
import type { RegisterValues } from '@salones/shared/account-rules';

export const AUTH_TEXT = {
  /** the modal's, the dialog's and the log-in page's title while logging in */
  loginTitle: 'Inicia sesión',
  /** …and while registering */
  registerTitle: 'Crear cuenta',
  email: 'E-mail',
  password: 'Contraseña',
  forgotPassword: 'Olvide mi contraseña',
  logIn: 'Iniciar sesión',
  noAccountYet: '¿Aún no tienes cuenta?',
  createAccount: 'Crear cuenta',
  loginRefused: 'No pudimos iniciar tu sesión',
  register: 'Registrarme',
  haveAccount: '¿Ya tienes cuenta?',
  /** the link back to logging in, under the registration */
  logInInstead: 'Inicia sesión',
  registerRefused: 'No pudimos crear tu cuenta',
  phonePlaceholder: '10 dígitos',
  /** a password field's eye, which shows what was typed or hides it again (its state in `aria-pressed`) */
  passwordToggle: 'Mostrar u ocultar contraseña',
  close: 'Cerrar',
} as const;

/** The registration's fields, in their order: name, label, input type and the browser's autocomplete. */
export const REGISTER_FIELDS: readonly {
  name: keyof RegisterValues;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  placeholder?: string;
}[] = [
  { name: 'name', label: 'Nombre(s)', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Apellidos', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: AUTH_TEXT.email, type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Teléfono',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: AUTH_TEXT.phonePlaceholder,
  },
  { name: 'password', label: AUTH_TEXT.password, type: 'password', autoComplete: 'new-password' },
  { name: 'repeatPassword', label: 'Repetir contraseña', type: 'password', autoComplete: 'new-password' },
];
