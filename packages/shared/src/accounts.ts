// docs/product.md#5-validation-rules registration, login, reset and user edit;
// docs/architecture.md#activation, docs/architecture.md#password-reset.
import { z } from 'zod';
import { NAME_MAX, NAME_TOO_LONG, PASSWORD_MAX, PASSWORD_TOO_LONG, PHONE_MAX } from './account-rules.ts';
import { PASSWORD_MIN, PHONE_MIN, ROLES } from './constants.ts';
import { MSG } from './messages.ts';
import { inputText, optionalText, requiredEmail, requiredText, wholeNumber } from './schema-helpers.ts';
import { optionalWhatsAppConsent } from './whatsapp-consent.ts';

export const EmailSchema = requiredEmail(MSG.emailRequired, MSG.emailInvalid);
export const PasswordSchema = requiredText(MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);
export const PhoneSchema = requiredText(MSG.phoneRequired)
  .min(PHONE_MIN, MSG.phoneMin)
  .max(PHONE_MAX, MSG.phoneMin);

const passwordsMatch = <T extends { password: string; repeatPassword: string }>(schema: z.ZodType<T>) =>
  schema.superRefine((v, ctx) => {
    if (v.password !== v.repeatPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: MSG.passwordsDiffer });
    }
  });

export const RegisterRequestSchema = passwordsMatch(
  z.object({
    name: requiredText(MSG.nameRequired).max(NAME_MAX, NAME_TOO_LONG),
    lastname: requiredText(MSG.lastnameRequired).max(NAME_MAX, NAME_TOO_LONG),
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    repeatPassword: PasswordSchema,
    /** 'Quiero recibir avisos de mi fiesta por WhatsApp…' (unticked: absent or false) */
    whatsapp: optionalWhatsAppConsent,
  }),
);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ResetEmailRequestSchema = z.object({
  email: requiredText(MSG.emailInvalid).pipe(z.email(MSG.emailInvalid).transform((v) => v.toLowerCase())),
});

/** The web form has both fields; the API takes only `password` (docs/product.md#7-the-api-calls). */
export const ResetPasswordFormSchema = passwordsMatch(
  z.object({ password: PasswordSchema, repeatPassword: PasswordSchema }),
);
export const ResetPasswordRequestSchema = z.object({ password: PasswordSchema });

/**
 * docs/product.md#5-validation-rules user edit: name and e-mail required ('Nombre y e-mail son
 * obligatorios.').
 */
export const UserUpdateRequestSchema = z.object({
  name: requiredText(MSG.userEditRequired).max(100, NAME_TOO_LONG),
  email: requiredEmail(MSG.userEditRequired, MSG.emailInvalid),
  lastname: optionalText().pipe(z.string().max(100, NAME_TOO_LONG)),
  phone: optionalText().refine((v) => v === '' || (v.length >= PHONE_MIN && v.length <= 20), MSG.phoneMin),
  /** empty = unchanged */
  password: optionalText().refine(
    (v) => v === '' || (v.length >= PASSWORD_MIN && v.length <= 200),
    MSG.passwordMin,
  ),
  active: z
    .union([z.boolean(), z.literal(1), z.literal(0)], { error: 'Valor de activo no válido' })
    .optional()
    .transform((v) => (v === undefined ? undefined : Boolean(v))),
  role: z.enum(ROLES, { error: 'Rol no válido' }).optional(),
  /** place id; '' or null = none; absent = unchanged */
  lugar: inputText({ error: 'Sucursal no válida' }).trim().nullish(),
});
export type UserUpdateRequest = z.infer<typeof UserUpdateRequestSchema>;

/** Server-side paging of admin tables (thousands of rows). */
export const PageQuerySchema = z.object({
  page: wholeNumber('Página no válida', { min: 1, max: 100_000 }).default(1),
  limit: wholeNumber('Límite no válido', { min: 1, max: 200 }).default(50),
});

/**
 * GET /api/usuarios: role 'user' = customers, 'staff' = everyone else (docs/product.md#2-screens-and-routes
 * /admin/users, /admin/admins).
 */
export const UserListQuerySchema = PageQuerySchema.extend({
  role: z.enum(['user', 'staff'], { error: 'Filtro de rol no válido' }).optional(),
  q: inputText().trim().max(100, 'Búsqueda demasiado larga').optional(),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

/** The user object that login and user reads return (docs/architecture.md#identifiers-and-shapes). */
export const UserDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  lugar: z.string().nullable(),
});
export type UserDto = z.infer<typeof UserDtoSchema>;

export const ACTIVATION_LINK_INVALID = 'El enlace de activación no es válido o ya expiró';
export const RESET_LINK_INVALID = 'El enlace para restablecer la contraseña no es válido o ya expiró';
export const EMAIL_TAKEN = 'El correo ya está registrado';

/** The accounts API's answers (the spec does not give them). */
export const ACCOUNT_MSG = {
  /** unknown e-mail and wrong password answer alike (docs/architecture.md#activation) */
  wrongCredentials: 'Usuario o contraseña incorrectos',
  inactive: 'Tu cuenta no está activa. Revisa tu correo para activarla.',
  welcome: (name: string) => `Bienvenido(a) ${name}`,
  activated: 'Cuenta activada correctamente',
  /** the same answer whether the e-mail exists or not (docs/architecture.md#password-reset) */
  resetRequested: 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.',
  passwordUpdated: 'Contraseña actualizada correctamente',
  otherUserForbidden: 'No tienes permiso para ver los datos de otro usuario',
  userNotFound: 'El usuario no existe',
  userUpdated: 'Usuario actualizado',
  userDeleted: 'Usuario eliminado',
  hasEvents: 'No se puede eliminar a un usuario con eventos registrados',
  cannotDeleteSelf: 'No puedes eliminar tu propia cuenta',
  placeNotFound: 'La sucursal seleccionada no existe',
  masterAdminUntouchable: 'Un administrador no puede editar a un Master Admin',
  onlyMasterGrantsMaster: 'Solo un Master Admin puede asignar el rol de Master Admin',
  onlyMasterAssignsPlace: 'Solo un Master Admin puede asignar una sucursal',
  cannotLockSelfOut: 'No puedes cambiar tu propio rol ni desactivar tu propia cuenta',
} as const;

/**
 * The texts of the account e-mails (docs/architecture.md#activation, docs/architecture.md#password-reset);
 * links are valid 48 hours and 1 hour.
 */
export const ACCOUNT_MAIL = {
  greeting: (name: string) => `Hola ${name}:`,
  activationSubject: (club: string) => `Activa tu cuenta de ${club}`,
  activationBody: (club: string) =>
    `Gracias por registrarte en ${club}. Para activar tu cuenta abre este enlace (válido por 48 horas):`,
  activationIgnore: 'Si no creaste esta cuenta, ignora este correo.',
  resetSubject: (club: string) => `Restablece tu contraseña de ${club}`,
  resetBody:
    'Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva (válido por 1 hora):',
  resetIgnore: 'Si no la solicitaste, ignora este correo: tu contraseña no cambiará.',
} as const;

/** PUT /api/usuarios/activarusuario/{token} */
export const ActivationParamsSchema = z.object({
  token: inputText().min(1, ACTIVATION_LINK_INVALID).max(200, ACTIVATION_LINK_INVALID),
});
/** PUT /api/usuarios/cambiarPassword/usuario/{secret} */
export const ResetParamsSchema = z.object({
  secret: inputText().min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
});
/**
 * docs/product.md#7-the-api-calls: the web app sends `{ active }`; activation always activates, so it is read
 * and ignored.
 */
export const ActivationBodySchema = z.object({ active: z.unknown() }).partial().nullish();
