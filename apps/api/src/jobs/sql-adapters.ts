// pg-boss runs its SQL through `{ executeSql(text, values) }` (its `db` option): these adapters let it use
// the app's own connections — the PostgreSQL pool, the embedded PGlite, or a drizzle transaction (so a job
// is enqueued atomically with the change that causes it).
import type { PGlite } from '@electric-sql/pglite';
import { Param, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';

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
