import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { places } from '../../db/schema/index.ts';

/** docs/product.md#7-the-api-calls GET /api/locates: every branch, by name. */
export async function listPlaces(opts: { deps: Pick<FastifyInstance, 'db'> }) {
  return opts.deps.db.select().from(places).orderBy(asc(places.sucursal));
}
