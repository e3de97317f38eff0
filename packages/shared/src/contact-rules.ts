// The contact message's rule (docs/product.md#3-entities-and-their-fields,
// docs/product.md#5-validation-rules) without zod: the footer's contact form is an island (decision 015)
// whose chunk must stay small, so it checks with this function; ContactRequestSchema (contact.ts), which the
// API applies, checks with it too. One rule, one place.
import { INPUT_MSG, MSG } from './messages.ts';

/** The message field's own texts (the spec gives none). */
export const CONTACT_FIELD_MSG = {
  messageRequired: 'Escribe un mensaje',
  messageTooLong: 'El mensaje es demasiado largo',
} as const;

/** The longest message (after trimming), in characters. */
export const CONTACT_MESSAGE_MAX = 5000;
/** The longest e-mail address (RFC 5321's path limit), as every e-mail field of the API. */
const EMAIL_MAX = 254;

/**
 * What an e-mail address looks like: zod 4's own pattern (`z.email()`'s default, which every other e-mail
 * field of the API uses), written out so the island's chunk needs no zod; contact-rules.test.ts keeps it equal.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Each field's message; a field that is fine has none. */
export interface ContactFieldErrors {
  email?: string;
  message?: string;
}

/**
 * A field's text as the rule reads it: missing or not text → null; a NUL character (which PostgreSQL cannot
 * store) → its own message, as every text the API reads (schema-helpers.ts `inputText`); else trimmed.
 */
function readText(value: unknown): { text: string } | { refused: string } | null {
  if (typeof value !== 'string') return null;
  if (value.includes('\u0000')) return { refused: INPUT_MSG.nulCharacter };
  return { text: value.trim() };
}

/** The e-mail's message: required, then well-formed (and not too long). */
export function contactEmailError(value: unknown): string | undefined {
  const read = readText(value);
  if (!read) return MSG.emailRequired;
  if ('refused' in read) return read.refused;
  if (!read.text) return MSG.emailRequired;
  if (read.text.length > EMAIL_MAX || !EMAIL_PATTERN.test(read.text)) return MSG.emailInvalid;
  return undefined;
}

/** The message's message: required, then not too long. */
export function contactMessageError(value: unknown): string | undefined {
  const read = readText(value);
  if (!read) return CONTACT_FIELD_MSG.messageRequired;
  if ('refused' in read) return read.refused;
  if (!read.text) return CONTACT_FIELD_MSG.messageRequired;
  if (read.text.length > CONTACT_MESSAGE_MAX) return CONTACT_FIELD_MSG.messageTooLong;
  return undefined;
}

/** The contact form's check: each field's message, none when the message can be sent. */
export function contactFieldErrors(values: { email?: unknown; message?: unknown }): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const email = contactEmailError(values.email);
  const message = contactMessageError(values.message);
  if (email) errors.email = email;
  if (message) errors.message = message;
  return errors;
}

/**
 * The field an answer of the API's (a 400's message) is about, when it is one field's own message: the form
 * shows it under that field, as its own check would have.
 */
export function contactFieldOf(msg: string): keyof ContactFieldErrors | undefined {
  if (msg === MSG.emailRequired || msg === MSG.emailInvalid) return 'email';
  if (msg === CONTACT_FIELD_MSG.messageRequired || msg === CONTACT_FIELD_MSG.messageTooLong) return 'message';
  return undefined;
}
