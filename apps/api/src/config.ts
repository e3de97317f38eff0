import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  rateLimit: {
    loginFailures: number;
    loginFailureWindowMs: number;
    authPerMinute: number;
    apiPerMinute: number;
  };
  /** YouTube (or other embeddable) addresses of the two intro videos on the home page */
  introVideos: [string, string];
}

const int = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
};

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
  const defaultWeb = env.WEB_DIST_DIR
    ? path.resolve(env.WEB_DIST_DIR)
    : path.resolve(import.meta.dirname, '../../web/dist');
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
    rateLimit: {
      loginFailures: int(env.LOGIN_MAX_FAILURES, 10),
      loginFailureWindowMs: int(env.LOGIN_FAILURE_WINDOW_MS, 15 * 60_000),
      authPerMinute: int(env.RATE_LIMIT_AUTH_PER_MINUTE, 60),
      apiPerMinute: int(env.RATE_LIMIT_API_PER_MINUTE, 600),
    },
    introVideos: [
      env.INTRO_VIDEO_1 ?? 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      env.INTRO_VIDEO_2 ?? 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0',
    ],
    ...overrides,
  };
}
