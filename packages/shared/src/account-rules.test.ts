import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginFieldErrors, NAME_TOO_LONG, PASSWORD_TOO_LONG, registerFieldErrors } from './account-rules.ts';
import { LoginRequestSchema, RegisterRequestSchema } from './accounts.ts';
import { INPUT_MSG, MSG } from './messages.ts';

/** A schema's first message per field, as the app's forms show them (lib/zod-form.ts). */
function firstMessages(schema: z.ZodType, values: unknown) {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Text near each rule's edges: blanks, NUL, lengths around the limits, e-mail-ish and phone-ish text. */
const lengthAround = (n: number) =>
  fc.integer({ min: n - 2, max: n + 2 }).map((length) => ` ${'a'.repeat(Math.max(0, length))} `);
const textish = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: fc.constantFrom(' ', 'a', '\u0000', 'ñ') }),
  lengthAround(6),
  lengthAround(10),
  lengthAround(20),
  lengthAround(100),
  lengthAround(200),
);
const emailish = fc.oneof(
  fc.emailAddress(),
  fc.stringMatching(/^[ \t]*[a-zA-Z0-9._'+-]{0,12}@?[a-zA-Z0-9.-]{0,12}[ \t]*$/),
  fc.constant(''),
);
const notText = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.boolean());
/** the two passwords: often the same text (with or without blanks around it), so the difference is reached */
const passwords = fc.oneof(
  fc.tuple(fc.oneof(textish, notText), fc.oneof(textish, notText)),
  textish.map((p) => [p, p] as const),
  textish.map((p) => [p, ` ${p}`] as const),
);

describe('the log-in and registration rules (account-rules.ts)', () => {
  it('the log-in check agrees with LoginRequestSchema, field by field, on generated requests', () => {
    fc.assert(
      fc.property(fc.oneof(emailish, notText), fc.oneof(textish, notText), (email, password) => {
        const values = { email, password };
        expect(loginFieldErrors(values)).toEqual(firstMessages(LoginRequestSchema, values));
      }),
      { numRuns: 1500 },
    );
  });

  it('the registration check agrees with RegisterRequestSchema, field by field, on generated requests', () => {
    const text = fc.oneof(textish, notText, fc.constant('Ana'));
    const phone = fc.oneof(text, fc.constant('5512345678'));
    const email = fc.oneof(emailish, notText);
    fc.assert(
      fc.property(text, text, email, phone, passwords, (name, lastname, mail, tel, [password, repeat]) => {
        const values = { name, lastname, email: mail, phone: tel, password, repeatPassword: repeat };
        expect(registerFieldErrors(values)).toEqual(firstMessages(RegisterRequestSchema, values));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives each field the spec’s message', () => {
    expect(loginFieldErrors({ email: '', password: '' })).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
    expect(loginFieldErrors({ email: 'ana@', password: '12345' })).toEqual({
      email: MSG.emailInvalid,
      password: MSG.passwordMin,
    });
    const fine = {
      name: 'Ana',
      lastname: 'López',
      email: 'ana@x.mx',
      phone: '5512345678',
      password: 'secreto',
      repeatPassword: 'secreto',
    };
    expect(registerFieldErrors(fine)).toEqual({});
    expect(registerFieldErrors({ ...fine, repeatPassword: 'otro123' })).toEqual({
      repeatPassword: MSG.passwordsDiffer,
    });
    expect(
      registerFieldErrors({ ...fine, name: 'a'.repeat(101), phone: '123', password: 'a'.repeat(201) }),
    ).toEqual({
      name: NAME_TOO_LONG,
      phone: MSG.phoneMin,
      password: PASSWORD_TOO_LONG,
      repeatPassword: MSG.passwordsDiffer,
    });
    expect(registerFieldErrors({ ...fine, lastname: 'a\u0000' })).toEqual({
      lastname: INPUT_MSG.nulCharacter,
    });
  });
});
