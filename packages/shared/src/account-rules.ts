// The log-in and registration rules (docs/product.md, "Validation rules") without zod: the header's log-in
// dialog is an island (decision 015) whose chunk must stay small, so it checks with these functions; the
// schemas the API applies (accounts.ts) take their limits and messages from here, and account-rules.test.ts
// keeps the two answering alike, field by field. One rule, one place.
import { PASSWORD_MIN, PHONE_MIN } from './constants.ts';
import { EMAIL_PATTERN } from './contact-rules.ts';
import { INPUT_MSG, MSG } from './messages.ts';

export const NAME_MAX = 100;
export const PHONE_MAX = 20;
export const PASSWORD_MAX = 200;
/** The longest e-mail address (RFC 5321's path limit), as every e-mail field of the API. */
export const EMAIL_MAX = 254;
export const NAME_TOO_LONG = 'El nombre es demasiado largo (máximo 100 caracteres)';
export const PASSWORD_TOO_LONG = 'La contraseña es demasiado larga';

export interface LoginValues {
  email: string;
  password: string;
}
export interface RegisterValues extends LoginValues {
  name: string;
  lastname: string;
  phone: string;
  repeatPassword: string;
}
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** A field's text as the rules read it: not text → null, a NUL character → its own message, else trimmed. */
function readText(value: unknown): { text: string } | { refused: string } | null {
  if (typeof value !== 'string') return null;
  if (value.includes('\u0000')) return { refused: INPUT_MSG.nulCharacter };
  return { text: value.trim() };
}

/** A required text: missing or blank → `required`; then `check` on the trimmed text. */
function requiredTextError(value: unknown, required: string, check: (text: string) => string | undefined) {
  const read = readText(value);
  if (!read) return required;
  if ('refused' in read) return read.refused;
  if (!read.text) return required;
  return check(read.text);
}

export const emailError = (value: unknown) =>
  requiredTextError(value, MSG.emailRequired, (text) =>
    text.length > EMAIL_MAX || !EMAIL_PATTERN.test(text) ? MSG.emailInvalid : undefined,
  );

export const passwordError = (value: unknown) =>
  requiredTextError(value, MSG.passwordRequired, (text) =>
    text.length < PASSWORD_MIN ? MSG.passwordMin : text.length > PASSWORD_MAX ? PASSWORD_TOO_LONG : undefined,
  );

const nameError = (value: unknown, required: string) =>
  requiredTextError(value, required, (text) => (text.length > NAME_MAX ? NAME_TOO_LONG : undefined));

export const phoneError = (value: unknown) =>
  requiredTextError(value, MSG.phoneRequired, (text) =>
    text.length < PHONE_MIN || text.length > PHONE_MAX ? MSG.phoneMin : undefined,
  );

/** Only the fields that have a message. */
function onlyErrors<T>(errors: FieldErrors<T>): FieldErrors<T> {
  for (const key of Object.keys(errors) as (keyof T)[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** The log-in form's check: each field's message, none when it can be sent. */
export const loginFieldErrors = (values: Partial<Record<keyof LoginValues, unknown>>) =>
  onlyErrors<LoginValues>({ email: emailError(values.email), password: passwordError(values.password) });

/**
 * The registration form's check. The passwords' difference is told on the repeated one when it has no message
 * of its own, unless a field is no text at all (missing, or with a NUL character): as the schema, whose
 * comparison runs after every field's own check but one of those.
 */
export function registerFieldErrors(values: Partial<Record<keyof RegisterValues, unknown>>) {
  const errors = onlyErrors<RegisterValues>({
    name: nameError(values.name, MSG.nameRequired),
    lastname: nameError(values.lastname, MSG.lastnameRequired),
    email: emailError(values.email),
    phone: phoneError(values.phone),
    password: passwordError(values.password),
    repeatPassword: passwordError(values.repeatPassword),
  });
  const fields = [
    values.name,
    values.lastname,
    values.email,
    values.phone,
    values.password,
    values.repeatPassword,
  ];
  const allText = fields.every((value) => typeof value === 'string' && !value.includes('\u0000'));
  const differ = allText && String(values.password).trim() !== String(values.repeatPassword).trim();
  if (differ && !errors.repeatPassword) errors.repeatPassword = MSG.passwordsDiffer;
  return errors;
}
