import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { isDatabaseUnavailable } from './db-errors.ts';
import { prepareDataDirInChildProcess } from './pglite-prepare.ts';
import * as schema from './schema/index.ts';

/** Both drivers expose the same query builder; we type them as node-postgres. */
export type Db = NodePgDatabase<typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** applies the SQL migrations (fails while the server is unreachable; the caller retries) */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations + demo seed at start) while holding a PostgreSQL advisory lock on one
   * dedicated connection, so instances starting at once take turns (issue #12). PGlite: one process owns
   * its data dir, so `work` just runs.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * drizzle's transaction() checks a client out and releases it in a `finally` that a failed BEGIN never
 * reaches, so a connection dying at that moment would hold its pool slot forever (and `pool.end()` would
 * wait for it). Clients checked out here are released — and so dropped from the pool — as soon as their
 * connection fails, and a second release is harmless.
 */
class SelfHealingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Parameters<pg.Pool['connect']>[0]): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | undefined {
    // pool.query() uses the callback form and releases correctly; drizzle's transactions use the promise
    if (callback) {
      super.connect(callback);
      return;
    }
    return super.connect().then(releaseWhenBroken);
  }
}

function releaseWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let isReleased = false;
  const releaseOnce = (err?: Error | boolean) => {
    if (isReleased) return;
    isReleased = true;
    client.removeListener('error', releaseOnce);
    release(err);
  };
  client.on('error', releaseOnce);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) releaseOnce(err as Error);
      });
    }
    return result;
  }) as typeof client.query;
  client.release = releaseOnce;
  return client;
}

const migrationsFolder = MIGRATIONS_DIR;

/** pg_advisory_lock key of the start-up work (any fixed bigint; this one spells 'salones' in ASCII) */
export const STARTUP_LOCK_KEY = '32476740675593587';

async function withAdvisoryLock<T>(
  connectionString: string,
  onError: (err: Error) => void,
  work: () => Promise<T>,
): Promise<T> {
  // A client of its own, not one of the pool's: the lock belongs to a session, and `work` uses the pool.
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on('error', onError);
  await client.connect();
  try {
    // Waits while another instance migrates/seeds; released by unlock, or by PostgreSQL if we die.
    await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]).catch(onError);
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** The in-memory database's address; with a path, it starts as a copy of that data-directory dump. */
export const MEMORY_DATABASE = 'memory://';

/**
 * DATABASE_URL set → PostgreSQL server; 'memory://' → in-memory PGlite (tests), and 'memory:///path/dump.tar'
 * an in-memory PGlite that starts as a copy of that dump (`PGlite.dumpDataDir`; the tests start every app from
 * one migrated copy instead of creating and migrating a database each time); otherwise PGlite with its files in
 * DATA_DIR/pglite (created and migrated in a child process first). PostgreSQL is not connected yet:
 * `migrate()` is the first use.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  onConnectionError?: (err: Error) => void;
}): Promise<Database> {
  const inMemory = opts.databaseUrl?.startsWith(MEMORY_DATABASE) ?? false;
  if (opts.databaseUrl && !inMemory) {
    const pool = new SelfHealingPool({
      connectionString: opts.databaseUrl,
      max: 10,
      // While the server is unreachable a request fails (503) after this long instead of waiting forever.
      connectionTimeoutMillis: 5_000,
    });
    const onError = opts.onConnectionError ?? ((err: Error) => console.error('postgres:', err.message));
    // Idle clients report to the pool; a client in use (e.g. between a transaction's statements) reports
    // only to itself, and an 'error' event without a listener would end the process (issue #8.1). Its
    // queries fail and the pool discards it on release.
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      withStartupLock: (work) => withAdvisoryLock(opts.databaseUrl as string, onError, work),
      close: () => pool.end(),
    };
  }
  const options = {
    // pg_trgm serves the users search's trigram index (migration 0001 creates it where available).
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers are all touched at start inside the WebAssembly
    // memory; 16 MB serve one venue chain's data and keep the process under 300 MB (issue #12.6).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  };
  // V8 optimises PGlite's hot WebAssembly functions in the background (tier-up), by default several at a
  // time. Each compile's scratch memory is freed, but glibc keeps most of it mapped: at start that was the
  // largest part of the ~90 MB the idle server held in freed memory. One at a time, the peak and so the
  // idle RSS are ~30 MB lower (issue #12.6); the tier-up only ends a little later.
  setFlagsFromString('--wasm-num-compilation-tasks=1');
  let client: PGlite;
  if (inMemory) {
    const dump = (opts.databaseUrl as string).slice(MEMORY_DATABASE.length);
    client = new PGlite(dump ? { ...options, loadDataDir: new Blob([readFileSync(dump)]) } : options);
  } else {
    const dir = path.join(opts.dataDir, 'pglite');
    await prepareDataDirInChildProcess({ dir, startParams: options.startParams, migrationsFolder });
    client = new PGlite(dir, options);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}
