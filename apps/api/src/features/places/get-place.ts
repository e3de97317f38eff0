import { PLACE_MSG, toSlug } from '@salones/shared/places';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { places } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

/** One branch by its id, or by its web name (`lugarname`, compared as a slug); 404 when there is none. */
export async function getPlace(opts: {
  deps: Pick<FastifyInstance, 'db'>;
  by: { id: string } | { name: string };
}) {
  const where: SQL = 'id' in opts.by ? eq(places.id, opts.by.id) : eq(places.lugarname, toSlug(opts.by.name));
  const [row] = await opts.deps.db.select().from(places).where(where).limit(1);
  if (!row) throw notFound(PLACE_MSG.notFound);
  return row;
}
