import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { slides } from '../../db/schema/index.ts';

/** docs/product.md#7-the-api-calls GET /api/slide: the home carousel, oldest first. */
export async function listSlides(opts: { deps: Pick<FastifyInstance, 'db'> }) {
  return opts.deps.db.select().from(slides).orderBy(asc(slides.createdAt), asc(slides.id));
}
