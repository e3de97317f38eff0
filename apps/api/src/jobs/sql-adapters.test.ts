// forgivingCompletions: pg-boss's unawaited completion commands never reject for a lost database. A real
// connection failure: a pool pointed at a port where no PostgreSQL listens.
import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { forgivingCompletions, poolExecutor } from './sql-adapters.ts';

const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  string,
  (schema: string) => string
>;

describe('forgivingCompletions', () => {
  const pool = new pg.Pool({
    connectionString: 'postgres://postgres@127.0.0.1:1/nada',
    connectionTimeoutMillis: 2_000,
  });
  afterAll(() => pool.end());
  const executor = forgivingCompletions(poolExecutor(pool), 'pgboss');

  it('answers "no job changed" for a completion or a failure the database never got', async () => {
    for (const text of [pgBossPlans.completeJobs('pgboss'), pgBossPlans.failJobsById('pgboss')])
      await expect(executor.executeSql(text, ['cola', [], null])).resolves.toEqual({
        rows: [{ count: '0' }],
      });
  });

  it('still fails every other command', async () => {
    await expect(executor.executeSql('select 1')).rejects.toThrow();
    await expect(executor.executeSql(pgBossPlans.completeJobs('otro'), [])).rejects.toThrow();
  });
});
