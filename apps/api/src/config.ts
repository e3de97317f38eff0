import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { WEB_DIST_DIR } from './paths.ts';
import { parseRedisSettings, parseS3Settings } from './shared-state-settings.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null → embedded PGlite in dataDir; 'memory://' → in-memory PGlite (tests) */
  databaseUrl: string | null;
  jwtSecret: string;
  /** token lifetime in seconds (DESIGN §3.15) */
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
  rateLimit: {
    loginFailures: number;
    loginFailureWindowMs: number;
    authPerMinute: number;
    apiPerMinute: number;
    /** reset mails to one e-mail address per hour, whatever the IP (issue #8.2) */
    resetMailsPerHour: number;
  };
  /** which proxies may set X-Forwarded-For: off, a hop count, or addresses/CIDRs (Fastify's trustProxy) */
  trustProxy: boolean | number | string[];
  /** the embedded database serves one query at a time: requests wait in line for a slot, or get 503 */
  embeddedQueue: { concurrency: number; maxWaitMs: number; maxQueued: number };
  /** YouTube (or other embeddable) addresses of the two intro videos on the home page */
  introVideos: [string, string];
  /** REDIS_URL: rate limits, lock-outs and reset-mail counts shared by all instances; null → in memory */
  redis: ReturnType<typeof parseRedisSettings>;
  /** S3_*: images in S3-compatible object storage; null → DATA_DIR/uploads */
  s3: ReturnType<typeof parseS3Settings>;
}

const int = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
};

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

function jwtSecretFor(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // Relative paths count from where `npm` was started (npm runs workspace scripts inside apps/api).
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = int(env.PORT, 3000);
  const defaultWeb = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : WEB_DIST_DIR;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: jwtSecretFor(dataDir, env),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? {
            email: env.ADMIN_EMAIL.toLowerCase(),
            password: env.ADMIN_PASSWORD,
            name: env.ADMIN_NAME ?? 'Administrador',
          }
        : null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Salones de Fiestas <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    clubName: env.CLUB_NAME ?? 'Club Fiestas Infantiles',
    seedDemo: env.SEED_DEMO !== 'false',
    webDistDir: existsSync(defaultWeb) ? defaultWeb : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === 'true',
    rateLimit: {
      loginFailures: int(env.LOGIN_MAX_FAILURES, 10),
      loginFailureWindowMs: int(env.LOGIN_FAILURE_WINDOW_MS, 15 * 60_000),
      authPerMinute: int(env.RATE_LIMIT_AUTH_PER_MINUTE, 60),
      apiPerMinute: int(env.RATE_LIMIT_API_PER_MINUTE, 600),
      resetMailsPerHour: int(env.RESET_MAILS_PER_HOUR, 3),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    embeddedQueue: {
      concurrency: int(env.EMBEDDED_DB_CONCURRENCY, 8),
      maxWaitMs: int(env.EMBEDDED_DB_MAX_WAIT_MS, 5_000),
      maxQueued: int(env.EMBEDDED_DB_MAX_QUEUED, 1_000),
    },
    introVideos: [
      env.INTRO_VIDEO_1 ?? 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      env.INTRO_VIDEO_2 ?? 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0',
    ],
    redis: parseRedisSettings(env),
    s3: parseS3Settings(env),
    ...overrides,
  };
}
