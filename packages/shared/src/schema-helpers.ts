import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money.ts';

/** A required text field: missing, non-string or blank → `message`. Trims. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Optional text: missing/null → ''. Trims. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v ?? '');

/** Required e-mail: blank → required message; malformed → invalid message. Lower-cased. */
export const requiredEmail = (required: string, invalid: string) =>
  requiredText(required).pipe(
    z
      .email(invalid)
      .max(254, invalid)
      .transform((v) => v.toLowerCase()),
  );

const emailFormat = z.email();
/** Optional e-mail: blank allowed; otherwise must be valid (`invalid` is the message). Lower-cased. */
export const optionalEmail = (invalid: string) =>
  optionalText()
    .refine((v) => v === '' || (v.length <= 254 && emailFormat.safeParse(v).success), invalid)
    .transform((v) => v.toLowerCase());

/** Pesos with up to two decimals, ≥ 0. Accepts numeric strings from forms. */
export const pesos = (message: string) =>
  z.coerce
    .number({ error: message })
    .finite(message)
    .min(0, message)
    .max(100_000_000, message)
    .refine(hasAtMostTwoDecimals, message);

/** `{ id }` path params: a malformed id is a 400 with a Spanish message, never a database error. */
export const uuidParam = z.object({ id: z.guid('Identificador no válido') });
