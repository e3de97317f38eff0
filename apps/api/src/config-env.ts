// The environment, validated once at start: every setting's type and range in one zod schema,
// with a clear message per bad value in Spanish and English. A bad value stops the start; nothing falls
// back silently.
import { availableParallelism } from 'node:os';
import { DEFAULT_BOOKING_HOLD_HOURS } from '@salones/shared/booking-requests';
import { z } from 'zod';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A whole number setting within [min, max], or its default when unset or blank. */
const intSetting = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+$/, `se esperaba un número entero (expected a whole number)`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, `debe ser al menos ${min} (must be at least ${min})`)
          .max(max, `debe ser como mucho ${max} (must be at most ${max})`),
      )
      .optional()
      .transform((v) => v ?? fallback),
  );

const boolSetting = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: "debe ser 'true' o 'false' (must be 'true' or 'false')" })
      .optional()
      .transform((v) => (v === undefined ? fallback : v === 'true')),
  );

const optionalText = () => z.preprocess(blankToUndefined, z.string().optional());
const text = (fallback: string) => optionalText().transform((v) => v ?? fallback);

const urlSetting = (schemes: string[]) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (v) => URL.canParse(v) && schemes.includes(new URL(v).protocol),
        `debe ser una URL ${schemes.join(' o ')}// (must be a ${schemes.join(' or ')}// URL)`,
      )
      .optional(),
  );

/** REMINDER_DAYS: comma-separated days before the event (1–365), e.g. '7,1'; largest first, no repeats. */
const dayListSetting = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((v) => (v ?? fallback).replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .regex(
            /^\d+(,\d+)*$/,
            'se esperaban días separados por comas, p. ej. 7,1 (expected comma-separated days, e.g. 7,1)',
          ),
      )
      .transform((v) => [...new Set(v.split(',').map(Number))].sort((a, b) => b - a))
      .refine(
        (days) => days.every((d) => d >= 1 && d <= 365),
        'cada día debe estar entre 1 y 365 (each day must be 1–365)',
      ),
  );

/** password hashes computed at once unless PASSWORD_HASH_CONCURRENCY says: one fewer than the cores, at least 1 */
export const DEFAULT_PASSWORD_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

export const EnvSchema = z.object({
  PORT: intSetting(3000, 0, 65_535), // 0: any free port
  HOST: text('127.0.0.1'),
  DATA_DIR: text('./data'),
  DATABASE_URL: urlSetting(['postgres:', 'postgresql:', 'memory:']),
  JWT_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'debe tener al menos 32 caracteres (must be at least 32 characters)').optional(),
  ),
  TOKEN_TTL_SECONDS: intSetting(7 * 24 * 3600, 60),
  ADMIN_EMAIL: z.preprocess(
    blankToUndefined,
    z.email('no es un correo válido (not a valid e-mail)').optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    blankToUndefined,
    z.string().min(6, 'debe tener al menos 6 caracteres (must be at least 6 characters)').optional(),
  ),
  ADMIN_NAME: text('Administrador'),
  SMTP_URL: urlSetting(['smtp:', 'smtps:']),
  MAIL_FROM: text('Salones de Fiestas <no-reply@localhost>'),
  PUBLIC_URL: urlSetting(['http:', 'https:']),
  CLUB_NAME: text('Club Fiestas Infantiles'),
  SEED_DEMO: boolSetting(true),
  WEB_DIST_DIR: optionalText(),
  LOG_LEVEL: z
    .preprocess(
      blankToUndefined,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          error: 'debe ser fatal, error, warn, info, debug, trace o silent (must be a pino level)',
        })
        .optional(),
    )
    .transform((v) => v ?? 'info'),
  LOG_REQUESTS: boolSetting(false),
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'debe tener al menos 16 caracteres (must be at least 16 characters)').optional(),
  ),
  LOGIN_MAX_FAILURES: intSetting(10, 1),
  LOGIN_FAILURE_WINDOW_MS: intSetting(15 * 60_000, 1_000),
  RATE_LIMIT_AUTH_PER_MINUTE: intSetting(60, 1),
  RATE_LIMIT_API_PER_MINUTE: intSetting(600, 1),
  RESET_MAILS_PER_HOUR: intSetting(3, 1),
  TRUST_PROXY: optionalText(),
  EMBEDDED_DB_CONCURRENCY: intSetting(8, 1, 1_000),
  EMBEDDED_DB_MAX_WAIT_MS: intSetting(5_000, 1),
  EMBEDDED_DB_MAX_QUEUED: intSetting(1_000, 0),
  PASSWORD_HASH_CONCURRENCY: intSetting(DEFAULT_PASSWORD_HASH_CONCURRENCY, 1, 256),
  SHUTDOWN_DELAY_MS: intSetting(0, 0),
  SHUTDOWN_TIMEOUT_MS: intSetting(10_000, 100),
  REMINDER_DAYS: dayListSetting('7,1'),
  REMINDER_CRON: text('0 10 * * *'),
  JOBS_POLL_SECONDS: intSetting(1, 1, 3_600),
  MAIL_RETRY_LIMIT: intSetting(5, 0, 100),
  MAIL_RETRY_DELAY_SECONDS: intSetting(60, 0, 86_400),
  INTRO_VIDEO_1: urlSetting(['https:', 'http:']),
  INTRO_VIDEO_2: urlSetting(['https:', 'http:']),
  BOOKING_HOLD_HOURS: intSetting(DEFAULT_BOOKING_HOLD_HOURS, 1, 24 * 60),
  BOOKING_SWEEP_INTERVAL_MS: intSetting(60_000, 0),
  RSVP_PER_IP_PER_MINUTE: intSetting(60, 1),
  RSVP_PER_PAGE_PER_MINUTE: intSetting(120, 60),
  INVITATION_DIGEST_CRON: text('0 20 * * *'),
  // docs/architecture.md#money-online: online payments (both keys or neither; payment-settings.ts checks the
  // pair)
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  STRIPE_API_URL: urlSetting(['http:', 'https:']),
  STRIPE_PAYMENT_METHODS: text('card,oxxo,customer_balance'),
  ANTICIPO_PERCENT: intSetting(30, 1, 100),
  BALANCE_DUE_DAYS: intSetting(15, 0, 365),
  PAYMENT_RECONCILE_MINUTES: intSetting(15, 1, 24 * 60),
  TRANSFER_BANK: optionalText(),
  TRANSFER_CLABE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{18}$/, 'una CLABE tiene 18 dígitos (a CLABE has 18 digits)')
      .optional(),
  ),
  TRANSFER_BENEFICIARY: optionalText(),
  WHATSAPP_TOKEN: optionalText(),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+$/, 'se esperaba el número de identificador de Meta (expected Meta’s numeric id)')
      .optional(),
  ),
  WHATSAPP_APP_SECRET: optionalText(),
  WHATSAPP_VERIFY_TOKEN: optionalText(),
  WHATSAPP_API_URL: urlSetting(['https:', 'http:']),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^[a-z]{2,3}(_[A-Z]{2})?$/,
          'se esperaba un código de idioma como es_MX (expected a code like es_MX)',
        )
        .optional(),
    )
    .transform((v) => v ?? 'es_MX'),
  WHATSAPP_MAX_PER_SECOND: intSetting(20, 1, 1_000),
});
export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida (invalid settings):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; every bad value is reported at once, by setting name. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    }),
  );
}
