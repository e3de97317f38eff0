import { z } from 'zod';
import { normalizeDate } from './dates.ts';
import { INPUT_MSG } from './messages.ts';
import { hasAtMostTwoDecimals } from './money.ts';

const hasNoNul = (v: string) => !v.includes('\u0000');

/**
 * Every text read from a request (body, query string, path) starts here: a NUL character (U+0000),
 * which PostgreSQL cannot store, is refused with a Spanish message before any other rule runs.
 */
export const inputText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, { message: INPUT_MSG.nulCharacter, abort: true });

/** A required text field: missing, non-string or blank → `message`. Trims. */
export const requiredText = (message: string) => inputText({ error: message }).trim().min(1, message);

/** Optional text: missing/null → ''. Trims. */
export const optionalText = () =>
  inputText()
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

/** Plain decimal text as a form or a query string sends it: digits, optionally a point and 1–2 decimals. */
const DECIMAL_TEXT = /^\d+(\.\d{1,2})?$/;
const INTEGER_TEXT = /^\d+$/;

/**
 * Money and counts: a JSON number as it is, or plain decimal text (`'600'`, `'12.50'`) read as that
 * number. Anything else — `true`, `[600]`, `'0x258'`, `'1e3'`, `'Infinity'` — is NaN, which every rule
 * refuses. With `integer`, text must be digits only.
 */
export function strictNumber(value: unknown, opts: { integer?: boolean } = {}): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if ((opts.integer ? INTEGER_TEXT : DECIMAL_TEXT).test(text)) return Number(text);
  }
  return Number.NaN;
}

/** number, or plain decimal text → number (see `strictNumber`); anything else → `message`. */
export const numberInput = (message: string, opts: { integer?: boolean } = {}) =>
  z.union([z.number(), inputText()], { error: message }).transform((v, ctx) => {
    const n = strictNumber(v, opts);
    if (Number.isFinite(n)) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** Pesos with up to two decimals, 0 … `max`. A JSON number, or plain decimal text from forms. */
export const pesos = (message: string, max = 100_000_000) =>
  numberInput(message).pipe(
    z.number().min(0, message).max(max, message).refine(hasAtMostTwoDecimals, message),
  );

/** A whole count (pieces, pages), `min` … `max`. A JSON number, or digits-only text (query strings, forms). */
export const wholeNumber = (message: string, range: { min: number; max: number }) =>
  numberInput(message, { integer: true }).pipe(
    z.number().int(message).min(range.min, message).max(range.max, message),
  );

/** A calendar date as 'YYYY-MM-DD' or 'YYYY/MM/DD' → 'YYYY-MM-DD' (dates.ts normalizeDate); else `message`. */
export const dateInput = (message: string) =>
  inputText().transform((v, ctx) => {
    const date = normalizeDate(v);
    if (date) return date;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** '' (from a form or query string) and null count as no value. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** `schema`, optional, where a blank value ('' from a form or query string, or null) counts as absent. */
export const optionalInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

export const ID_INVALID_MSG = 'Identificador no válido';
/** A record id (uuid): the one id schema of the API — a malformed id is a 400, never a database error. */
export const idField = () => z.guid(ID_INVALID_MSG);
/** Whether free text (a body field, not a path param) is a well-formed id; a malformed one is simply not found. */
export const isId = (text: string) => idField().safeParse(text).success;
/** A success answer, `{ ok: true, …shape }` (errors are `{ ok: false, msg }`, api-messages.ts). */
export const okAnswer = <T extends z.ZodRawShape>(shape: T) => z.object({ ok: z.literal(true), ...shape });
/** A success answer that also carries its Spanish message (the toast the web shows). */
export const okWithMsg = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ok: z.literal(true), ...shape, msg: z.string() });
/** Path params holding record ids, e.g. `idParams('id')` for `/:id`. */
export const idParams = <K extends string>(key: K) =>
  z.object({ [key]: idField() } as { [P in K]: z.ZodGUID });
