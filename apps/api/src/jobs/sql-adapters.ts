// pg-boss runs its SQL through `{ executeSql(text, values) }` (its `db` option): these adapters let it use
// the app's own connections — the PostgreSQL pool, the embedded PGlite, or a drizzle transaction (so a job
// is enqueued atomically with the change that causes it).
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { Param, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../db/db-errors.ts';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export const poolExecutor = (pool: pg.Pool): SqlExecutor => ({
  executeSql: (text, values) => pool.query(text, values as unknown[]),
});

/**
 * pg-boss sends its schema and maintenance scripts as several statements without parameters: PGlite's
 * query() takes one statement, so those go through exec() (which runs them in one go, as PostgreSQL's
 * simple protocol does) and answer with the last statement's rows.
 */
export const pgliteExecutor = (client: PGlite): SqlExecutor => ({
  async executeSql(text, values) {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  },
});

/**
 * pg-boss's own connection, closed before the app's database is (plugins/jobs.ts): `settled()` says when
 * no query it sent is still running, and after `close()` its queries never reach the pool or PGlite any
 * more. Such a query is left unanswered rather than failed: pg-boss completes or fails a job without
 * awaiting it, so a rejection there would be unhandled. A job cut off that way stays in the queue and runs
 * again (pg-boss's retry of the jobs failed at its stop, or its expiry).
 */
export function closableExecutor(inner: SqlExecutor) {
  let closed = false;
  let running = 0;
  const executor: SqlExecutor = {
    executeSql(text, values) {
      if (closed) return new Promise(() => {});
      running += 1;
      const query = inner.executeSql(text, values);
      query.then(
        () => (running -= 1),
        () => (running -= 1),
      );
      return query;
    },
  };
  return {
    executor,
    settled: () => running === 0,
    close() {
      closed = true;
    },
  };
}

/** pg-boss's SQL for one schema (src/plans.js: the package exports no types for it). */
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;

/**
 * pg-boss's worker completes or fails the jobs it ran without awaiting it (manager.watch), so a database lost
 * at that moment would reject with no handler: logged by server.ts, but noise that a fault test counts. Those
 * two commands answer "no job changed" instead when the database is unavailable (any other error still
 * fails them): the job stays active and pg-boss runs it again once it expires, as after a crash.
 */
export function forgivingCompletions(inner: SqlExecutor, schema: string): SqlExecutor {
  const unawaited = new Set([pgBossPlans.completeJobs(schema), pgBossPlans.failJobsById(schema)]);
  return {
    executeSql(text, values) {
      const query = inner.executeSql(text, values);
      if (!unawaited.has(text)) return query;
      return query.catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) return { rows: [{ count: '0' }] };
        throw err;
      });
    },
  };
}

/** A drizzle transaction (either driver) as pg-boss's `db`: `$1…$n` become drizzle parameters. */
export const transactionExecutor = (tx: { execute(query: SQL): Promise<unknown> }): SqlExecutor => ({
  async executeSql(text, values = []) {
    const parts = text.split(/\$(\d+)/);
    const chunks = parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql`${new Param(values[Number(part) - 1])}`,
    );
    return (await tx.execute(sql.join(chunks))) as { rows: unknown[] };
  },
});
