import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { ConfigError, parseEnv } from './config-env.ts';
import { parseRedisSettings, parseS3Settings } from './multi-instance-settings.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { type PaymentSettings, parsePaymentSettings } from './payment-settings.ts';
import { parseWhatsAppSettings, type WhatsAppSettings } from './whatsapp-settings.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null → embedded PGlite in dataDir; 'memory://' → in-memory PGlite (tests) */
  databaseUrl: string | null;
  jwtSecret: string;
  /** token lifetime in seconds (docs/architecture.md#sessions-end-when-they-should) */
  tokenTtlSeconds: number;
  admin: { email: string; password: string; name: string } | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  clubName: string;
  seedDemo: boolean;
  webDistDir: string | null;
  logLevel: string;
  /** a log line for every request and answer (costly under load: off unless LOG_REQUESTS=true) */
  logRequests: boolean;
  /** GET /api/metrics answers only with `Authorization: Bearer <this>`; null: the route does not exist */
  metricsToken: string | null;
  rateLimit: {
    loginFailures: number;
    loginFailureWindowMs: number;
    authPerMinute: number;
    apiPerMinute: number;
    /** reset mails to one e-mail address per hour, whatever the IP */
    resetMailsPerHour: number;
  };
  /** which proxies may set X-Forwarded-For: off, a hop count, or addresses/CIDRs (Fastify's trustProxy) */
  trustProxy: boolean | number | string[];
  /** the embedded database serves one query at a time: requests wait in line for a slot, or get 503 */
  embeddedQueue: { concurrency: number; maxWaitMs: number; maxQueued: number };
  /** password hashes computed at once, each on its own low-priority thread (lib/password.ts) */
  passwordHashConcurrency: number;
  /** SIGTERM: serve this long while /api/ready says 503, then at most timeoutMs for requests in flight */
  shutdown: { delayMs: number; timeoutMs: number };
  /** YouTube (or other embeddable) addresses of the two intro videos on the home page */
  introVideos: [string, string];
  /** REDIS_URL: rate limits, lock-outs and reset-mail counts shared by all instances; null → in memory */
  redis: ReturnType<typeof parseRedisSettings>;
  /** S3_*: images in S3-compatible object storage; null → DATA_DIR/uploads */
  s3: ReturnType<typeof parseS3Settings>;
  /**
   * Scheduled work (plugins/jobs.ts): reminder days before an event and when the daily sweep
   * runs (cron, Mexico City time); how often workers look for jobs; how often and how long apart a failed
   * mail is retried (the delay doubles on each try).
   */
  jobs: {
    reminderDays: number[];
    reminderCron: string;
    pollSeconds: number;
    mailRetryLimit: number;
    mailRetryDelaySeconds: number;
  };
  /** How long a booking request holds its slot; how often expired ones are swept (0: never) */
  booking: { holdHours: number; sweepIntervalMs: number };
  /** Answers (RSVP) per IP and per party page per minute; when the daily mail of new answers goes */
  invitations: { perIpPerMinute: number; perPagePerMinute: number; digestCron: string };
  /** Online payments (payment-settings.ts) */
  payments: PaymentSettings;
  /** WhatsApp notices and inbox (whatsapp-settings.ts); null: off */
  whatsapp: WhatsAppSettings | null;
  /** the current time; tests put a clock they control here (booking holds compare with it) */
  now: () => Date;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset/'false' → X-Forwarded-For is ignored (a client cannot pick its own IP); 'true' →
 * every hop is trusted; a number → that many proxies in front; otherwise a comma-separated list of
 * proxy addresses or CIDRs (or proxy-addr's names loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const isValidBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_NAMES.has(entry) && (!family || !isValidBits || extra !== undefined)) {
      throw new Error(
        `TRUST_PROXY: '${entry}' no es una dirección IP, un CIDR ni un número de saltos (not an IP, CIDR or hop count)`,
      );
    }
  }
  return list;
}

function jwtSecretFor(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = parseEnv(env);
  // settings with their own parsers (TRUST_PROXY, REDIS_URL, S3_*): every problem reported together
  const problems: string[] = [];
  const settled = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (err) {
      problems.push((err as Error).message);
      return fallback;
    }
  };
  const trustProxy = settled(() => parseTrustProxy(e.TRUST_PROXY), false);
  const redis = settled(() => parseRedisSettings(env), null);
  const s3 = settled(() => parseS3Settings(env), null);
  const payments = settled(() => parsePaymentSettings(e), null);
  const whatsapp = settled(() => parseWhatsAppSettings(e), null);
  // Several instances on one PostgreSQL must sign sessions with one key; a key generated into each
  // instance's DATA_DIR would make a token from one instance invalid on the next.
  if (e.DATABASE_URL && !e.DATABASE_URL.startsWith('memory:') && !e.JWT_SECRET) {
    problems.push(
      'JWT_SECRET: obligatorio con DATABASE_URL, para que todas las instancias firmen con la misma clave (required with DATABASE_URL, so every instance signs with the same key)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  // Relative paths count from where `npm` was started (npm runs workspace scripts inside apps/api).
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const defaultWeb = e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : WEB_DIST_DIR;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    jwtSecret: jwtSecretFor(dataDir, e.JWT_SECRET),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/$/, ''),
    clubName: e.CLUB_NAME,
    seedDemo: e.SEED_DEMO,
    webDistDir: existsSync(defaultWeb) ? defaultWeb : null,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    metricsToken: e.METRICS_TOKEN ?? null,
    rateLimit: {
      loginFailures: e.LOGIN_MAX_FAILURES,
      loginFailureWindowMs: e.LOGIN_FAILURE_WINDOW_MS,
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      apiPerMinute: e.RATE_LIMIT_API_PER_MINUTE,
      resetMailsPerHour: e.RESET_MAILS_PER_HOUR,
    },
    trustProxy,
    embeddedQueue: {
      concurrency: e.EMBEDDED_DB_CONCURRENCY,
      maxWaitMs: e.EMBEDDED_DB_MAX_WAIT_MS,
      maxQueued: e.EMBEDDED_DB_MAX_QUEUED,
    },
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    introVideos: [
      e.INTRO_VIDEO_1 ?? 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      e.INTRO_VIDEO_2 ?? 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0',
    ],
    redis,
    s3,
    jobs: {
      reminderDays: e.REMINDER_DAYS,
      reminderCron: e.REMINDER_CRON,
      pollSeconds: e.JOBS_POLL_SECONDS,
      mailRetryLimit: e.MAIL_RETRY_LIMIT,
      mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    },
    booking: { holdHours: e.BOOKING_HOLD_HOURS, sweepIntervalMs: e.BOOKING_SWEEP_INTERVAL_MS },
    invitations: {
      perIpPerMinute: e.RSVP_PER_IP_PER_MINUTE,
      perPagePerMinute: e.RSVP_PER_PAGE_PER_MINUTE,
      digestCron: e.INVITATION_DIGEST_CRON,
    },
    payments: payments!,
    whatsapp,
    now: () => new Date(),
    ...overrides,
  };
}
