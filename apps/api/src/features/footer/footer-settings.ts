import { FOOTER_MSG, type FooterUpdateRequestSchema } from '@salones/shared/footer';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { footerSettings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * The public site uses the first row (docs/product.md#3-entities-and-their-fields); the server keeps one in
 * every database.
 */
export async function getFooter(opts: { db: Db }) {
  return opts.db
    .select()
    .from(footerSettings)
    .orderBy(asc(footerSettings.createdAt), asc(footerSettings.id))
    .limit(1);
}

/** Fields left out keep their stored value. */
export async function updateFooter(opts: {
  db: Db;
  id: string;
  body: z.infer<typeof FooterUpdateRequestSchema>;
}) {
  const byId = eq(footerSettings.id, opts.id);
  const changes = Object.fromEntries(Object.entries(opts.body).filter(([, v]) => v !== undefined));
  const [row] =
    Object.keys(changes).length > 0
      ? await opts.db.update(footerSettings).set(changes).where(byId).returning()
      : await opts.db.select().from(footerSettings).where(byId);
  if (!row) throw notFound(FOOTER_MSG.notFound);
  return row;
}
