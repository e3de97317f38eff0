import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../db/schema/index.ts';

/**
 * GET /api/contact: the stored messages, newest first, one page and the total
 * (docs/architecture.md#contact-messages-are-stored-first).
 */
export async function listContactMessages(opts: {
  deps: Pick<FastifyInstance, 'db'>;
  page: number;
  limit: number;
}) {
  const { db } = opts.deps;
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  const [{ total }] = await db.select({ total: count() }).from(contactMessages);
  return { rows, total };
}
