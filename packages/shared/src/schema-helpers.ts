import { z } from 'zod';

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
  requiredText(required).pipe(z.email(invalid).max(254, invalid).transform((v) => v.toLowerCase()));

/** Optional e-mail: blank allowed; otherwise must be valid. */
export const optionalEmail = (invalid: string) =>
  optionalText().pipe(z.union([z.literal(''), z.email(invalid).transform((v) => v.toLowerCase())]));

/** Pesos with up to two decimals, ≥ 0. Accepts numeric strings from forms. */
export const pesos = (message: string) =>
  z.coerce
    .number({ error: message })
    .finite(message)
    .min(0, message)
    .max(100_000_000, message)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, message);

export const uuidParam = z.object({ id: z.string() });
