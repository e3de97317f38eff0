// spec §5 registration, login, reset and user edit; DESIGN §3.3–3.4.
import { z } from 'zod';
import { PASSWORD_MIN, PHONE_MIN, ROLES } from './constants.ts';
import { MSG } from './messages.ts';
import { optionalText, requiredEmail, requiredText } from './schema-helpers.ts';

export const EmailSchema = requiredEmail(MSG.emailRequired, MSG.emailInvalid);
export const PasswordSchema = requiredText(MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(200, 'La contraseña es demasiado larga');
export const PhoneSchema = requiredText(MSG.phoneRequired).min(PHONE_MIN, MSG.phoneMin).max(20, MSG.phoneMin);

const passwordsMatch = <T extends { password: string; repeatPassword: string }>(schema: z.ZodType<T>) =>
  schema.superRefine((v, ctx) => {
    if (v.password !== v.repeatPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: MSG.passwordsDiffer });
    }
  });

export const RegisterRequestSchema = passwordsMatch(
  z.object({
    name: requiredText(MSG.nameRequired).max(100),
    lastname: requiredText(MSG.lastnameRequired).max(100),
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    repeatPassword: PasswordSchema,
  }),
);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ResetEmailRequestSchema = z.object({
  email: requiredText(MSG.emailInvalid).pipe(z.email(MSG.emailInvalid).transform((v) => v.toLowerCase())),
});

/** The web form has both fields; the API takes only `password` (spec §7). */
export const ResetPasswordFormSchema = passwordsMatch(
  z.object({ password: PasswordSchema, repeatPassword: PasswordSchema }),
);
export const ResetPasswordRequestSchema = z.object({ password: PasswordSchema });

/** spec §5 user edit: name and e-mail required ('Nombre y e-mail son obligatorios.'). */
export const UserUpdateRequestSchema = z.object({
  name: requiredText(MSG.userEditRequired).max(100),
  email: requiredEmail(MSG.userEditRequired, MSG.emailInvalid),
  lastname: optionalText(),
  phone: optionalText().refine((v) => v === '' || v.length >= PHONE_MIN, MSG.phoneMin),
  password: optionalText().refine((v) => v === '' || v.length >= PASSWORD_MIN, MSG.passwordMin),
  active: z.union([z.boolean(), z.literal(1), z.literal(0)]).optional().transform((v) => (v === undefined ? undefined : Boolean(v))),
  role: z.enum(ROLES, { error: 'Rol no válido' }).optional(),
  lugar: z.string().nullish(),
});
export type UserUpdateRequest = z.infer<typeof UserUpdateRequestSchema>;

export const ContactRequestSchema = z.object({
  email: requiredEmail(MSG.emailRequired, MSG.emailInvalid),
  message: requiredText('Escribe un mensaje').max(5000, 'El mensaje es demasiado largo'),
});

/** The user object that login and user reads return (DESIGN §3.13). */
export interface UserDto {
  uid: string;
  _id: string;
  name: string;
  lastname: string;
  email: string;
  phone: string;
  role: (typeof ROLES)[number];
  active: boolean;
  lugar: string | null;
}
