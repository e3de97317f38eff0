import type { FastifyInstance } from 'fastify';

/**
 * Counts the statements the app sends to its database while `work` runs: the driver's own `query`
 * (PGlite's, or the pg pool's) is wrapped and still runs — nothing is faked.
 */
export async function countQueries(app: FastifyInstance, work: () => Promise<unknown>): Promise<number> {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return count;
}
