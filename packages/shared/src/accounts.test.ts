import { describe, expect, it } from 'vitest';
import {
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetEmailRequestSchema,
  ResetPasswordFormSchema,
  ResetPasswordRequestSchema,
  UserListQuerySchema,
  UserUpdateRequestSchema,
} from './accounts.ts';
import { ContactRequestSchema } from './contact.ts';
import { MSG } from './messages.ts';

/** The message the API and the forms show: the first issue's. */
const firstMessage = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

const valid = {
  name: 'Ana',
  lastname: 'López',
  email: 'Ana.Lopez@Example.COM',
  phone: '5512345678',
  password: 'secreto',
  repeatPassword: 'secreto',
};

describe('RegisterRequestSchema (docs/product.md#5-validation-rules registration)', () => {
  it('accepts a valid payload, trims and lower-cases the e-mail', () => {
    const parsed = RegisterRequestSchema.parse({
      ...valid,
      name: '  Ana ',
      email: ' Ana.Lopez@Example.COM ',
    });
    expect(parsed).toMatchObject({ name: 'Ana', email: 'ana.lopez@example.com' });
  });

  it.each([
    ['name', '', MSG.nameRequired],
    ['name', '   ', MSG.nameRequired],
    ['name', undefined, MSG.nameRequired],
    ['lastname', '', MSG.lastnameRequired],
    ['email', '', MSG.emailRequired],
    ['email', undefined, MSG.emailRequired],
    ['email', 'ana@', MSG.emailInvalid],
    ['email', 'ana.example.com', MSG.emailInvalid],
    ['phone', '', MSG.phoneRequired],
    ['phone', '551234567', MSG.phoneMin],
    ['password', '', MSG.passwordRequired],
    ['password', '12345', MSG.passwordMin],
    ['repeatPassword', '', MSG.passwordRequired],
    ['repeatPassword', '12345', MSG.passwordMin],
    ['repeatPassword', 'secreta', MSG.passwordsDiffer],
  ])('%s = %j → %s', (field, value, msg) => {
    expect(firstMessage(RegisterRequestSchema, { ...valid, [field]: value })).toBe(msg);
  });

  it('accepts exactly 10 phone characters and 6 password characters', () => {
    expect(
      RegisterRequestSchema.safeParse({
        ...valid,
        phone: '5512345678',
        password: '123456',
        repeatPassword: '123456',
      }).success,
    ).toBe(true);
  });

  it('reports the fields in form order: a missing name comes before mismatching passwords', () => {
    expect(firstMessage(RegisterRequestSchema, { ...valid, name: '', repeatPassword: 'otra-cosa' })).toBe(
      MSG.nameRequired,
    );
  });
});

describe('LoginRequestSchema (docs/product.md#5-validation-rules login)', () => {
  it('accepts and lower-cases', () => {
    expect(LoginRequestSchema.parse({ email: 'X@Y.MX', password: 'secreto' }).email).toBe('x@y.mx');
  });
  it.each([
    [{ password: 'secreto' }, MSG.emailRequired],
    [{ email: 'xy', password: 'secreto' }, MSG.emailInvalid],
    [{ email: 'x@y.mx', password: '' }, MSG.passwordRequired],
    [{ email: 'x@y.mx', password: '123' }, MSG.passwordMin],
  ])('%o → %s', (value, msg) => {
    expect(firstMessage(LoginRequestSchema, value)).toBe(msg);
  });
});

describe('password reset schemas (docs/product.md#5-validation-rules reset)', () => {
  it('the e-mail must be valid and is lower-cased', () => {
    expect(firstMessage(ResetEmailRequestSchema, { email: '' })).toBe(MSG.emailInvalid);
    expect(firstMessage(ResetEmailRequestSchema, { email: 'nope' })).toBe(MSG.emailInvalid);
    expect(ResetEmailRequestSchema.parse({ email: 'A@B.MX' }).email).toBe('a@b.mx');
  });
  it('both password fields are required, at least 6 and equal', () => {
    expect(firstMessage(ResetPasswordFormSchema, { password: '', repeatPassword: '' })).toBe(
      MSG.passwordRequired,
    );
    expect(firstMessage(ResetPasswordFormSchema, { password: '123', repeatPassword: '123' })).toBe(
      MSG.passwordMin,
    );
    expect(firstMessage(ResetPasswordFormSchema, { password: 'secreto', repeatPassword: 'secreta' })).toBe(
      MSG.passwordsDiffer,
    );
    expect(
      ResetPasswordFormSchema.safeParse({ password: 'secreto', repeatPassword: 'secreto' }).success,
    ).toBe(true);
    expect(firstMessage(ResetPasswordRequestSchema, { password: '12' })).toBe(MSG.passwordMin);
  });
});

describe('UserUpdateRequestSchema (docs/product.md#5-validation-rules user edit)', () => {
  it.each([
    [{ email: 'a@b.mx' }, MSG.userEditRequired],
    [{ name: ' ', email: 'a@b.mx' }, MSG.userEditRequired],
    [{ name: 'Ana' }, MSG.userEditRequired],
    [{ name: 'Ana', email: 'mal' }, MSG.emailInvalid],
    [{ name: 'Ana', email: 'a@b.mx', phone: '123' }, MSG.phoneMin],
    [{ name: 'Ana', email: 'a@b.mx', password: '123' }, MSG.passwordMin],
  ])('%o → %s', (value, msg) => {
    expect(firstMessage(UserUpdateRequestSchema, value)).toBe(msg);
  });
  it('empty password and phone are allowed; active 1/0 become booleans', () => {
    const parsed = UserUpdateRequestSchema.parse({
      name: 'Ana',
      email: 'A@B.MX',
      password: '',
      phone: '',
      active: 1,
      role: 'admin',
    });
    expect(parsed).toMatchObject({ email: 'a@b.mx', password: '', phone: '', active: true, role: 'admin' });
    expect(UserUpdateRequestSchema.parse({ name: 'Ana', email: 'a@b.mx', active: 0 }).active).toBe(false);
    expect(UserUpdateRequestSchema.parse({ name: 'Ana', email: 'a@b.mx' }).active).toBeUndefined();
  });
});

describe('UserListQuerySchema', () => {
  it('defaults to page 1 of 50 and caps the limit at 200', () => {
    expect(UserListQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
    expect(UserListQuerySchema.parse({ page: '3', limit: '200', role: 'staff', q: ' ana ' })).toEqual({
      page: 3,
      limit: 200,
      role: 'staff',
      q: 'ana',
    });
    expect(UserListQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(UserListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('ContactRequestSchema', () => {
  it('needs a valid e-mail and a message', () => {
    expect(ContactRequestSchema.parse({ email: 'V@X.MX', message: 'Hola' })).toEqual({
      email: 'v@x.mx',
      message: 'Hola',
    });
    expect(firstMessage(ContactRequestSchema, { email: 'v', message: 'Hola' })).toBe(MSG.emailInvalid);
  });
});
