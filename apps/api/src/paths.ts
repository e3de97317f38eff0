import path from 'node:path';

/**
 * The API package's folder (apps/api). This file sits one level below it both as source
 * (apps/api/src/paths.ts, run by tsx and vitest) and once bundled (apps/api/dist/server.js, where every
 * module shares the bundle's import.meta.dirname) — so paths computed from here hold in both.
 */
export const API_ROOT = path.resolve(import.meta.dirname, '..');
/** SQL migrations, applied at start */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
/** the web app built by Vite (WEB_DIST_DIR overrides it) */
export const WEB_DIST_DIR = path.resolve(API_ROOT, '../web/dist');
