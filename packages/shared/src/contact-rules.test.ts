import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactRequestSchema } from './contact.ts';
import {
  CONTACT_FIELD_MSG,
  CONTACT_MESSAGE_MAX,
  contactFieldErrors,
  contactFieldOf,
  EMAIL_PATTERN,
} from './contact-rules.ts';
import { INPUT_MSG, MSG } from './messages.ts';
import { requiredEmail, requiredText } from './schema-helpers.ts';

/** The schema as it was written with the API's shared zod helpers before the rule moved out of zod. */
const ZodContactSchema = z.object({
  email: requiredEmail(MSG.emailRequired, MSG.emailInvalid),
  message: requiredText(CONTACT_FIELD_MSG.messageRequired).max(
    CONTACT_MESSAGE_MAX,
    CONTACT_FIELD_MSG.messageTooLong,
  ),
});

/** A schema's first message per field, as the form shows them. */
function firstMessages(schema: z.ZodType, values: unknown) {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const key = String(issue.path[0]);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Text near the rule's edges: e-mail-ish characters, blanks, NUL, long runs. */
const emailish = fc.oneof(
  fc.stringMatching(/^[ \t]*[a-zA-Z0-9._'+-]{0,12}@?[a-zA-Z0-9.-]{0,12}[ \t]*$/),
  fc.emailAddress().map((email) => (email.length % 3 === 0 ? email.toUpperCase() : email)),
  fc.string({ unit: fc.constantFrom('a', '.', '@', ' ', '\u0000', 'ñ', '-', '+', 'x') }),
  fc.string({ minLength: 240, maxLength: 270, unit: fc.constantFrom('a', 'b') }).map((s) => `${s}@x.mx`),
);
const messageish = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(' ', '\n', 'a', '\u0000') }),
  fc.integer({ min: CONTACT_MESSAGE_MAX - 2, max: CONTACT_MESSAGE_MAX + 2 }).map((n) => ` ${'a'.repeat(n)} `),
);
/** What a request may carry instead of text. */
const notText = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string()),
);

describe('the contact rule (contact-rules.ts)', () => {
  it("writes out zod's own e-mail pattern", () => {
    // a '-' last in a character class needs no escape (Biome's lint drops it; zod's source keeps it)
    const unescaped = (pattern: RegExp) => pattern.source.replaceAll('\\-', '-');
    expect(unescaped(EMAIL_PATTERN)).toBe(unescaped(z.regexes.email));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('agrees with the zod schema it replaces, field by field, on generated requests', () => {
    fc.assert(
      fc.property(fc.oneof(emailish, notText), fc.oneof(messageish, notText), (email, message) => {
        const values = { email, message };
        expect(contactFieldErrors(values)).toEqual(firstMessages(ZodContactSchema, values));
        expect(firstMessages(ContactRequestSchema, values)).toEqual(firstMessages(ZodContactSchema, values));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives each field its message, the spec’s texts', () => {
    expect(contactFieldErrors({ email: '  ', message: '' })).toEqual({
      email: MSG.emailRequired,
      message: CONTACT_FIELD_MSG.messageRequired,
    });
    expect(contactFieldErrors({ email: 'ana@', message: 'Hola' })).toEqual({ email: MSG.emailInvalid });
    expect(contactFieldErrors({ email: 'ana@x.mx', message: 'a\u0000' })).toEqual({
      message: INPUT_MSG.nulCharacter,
    });
    expect(contactFieldErrors({ email: ' Ana@X.mx ', message: ' Hola ' })).toEqual({});
  });

  it('names the field a 400 is about, when it is one field’s message', () => {
    expect(contactFieldOf(MSG.emailInvalid)).toBe('email');
    expect(contactFieldOf(CONTACT_FIELD_MSG.messageTooLong)).toBe('message');
    expect(contactFieldOf(INPUT_MSG.nulCharacter)).toBeUndefined();
  });

  it('the schema still trims and lower-cases what it accepts', () => {
    expect(ContactRequestSchema.parse({ email: ' V@X.MX ', message: ' Hola\n' })).toEqual({
      email: 'v@x.mx',
      message: 'Hola',
    });
  });
});
