import { PRODUCT_MSG, type ProductCreateRequest, type ProductUpdateRequest } from '@salones/shared/products';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toProductColumns } from './products.mapper.ts';

type ProductRow = typeof products.$inferSelect;

export async function createProduct(opts: { db: Db; body: ProductCreateRequest }): Promise<ProductRow> {
  const [row] = await opts.db.insert(products).values(toProductColumns(opts.body)).returning();
  return row;
}

/** Fields left out keep their stored value (docs/architecture.md#partial-updates). */
export async function updateProduct(opts: {
  db: Db;
  id: string;
  body: ProductUpdateRequest;
}): Promise<ProductRow> {
  const columns = toProductColumns(opts.body);
  const where = eq(products.id, opts.id);
  const [row] = Object.keys(columns).length
    ? await opts.db.update(products).set(columns).where(where).returning()
    : await opts.db.select().from(products).where(where);
  if (!row) throw notFound(PRODUCT_MSG.notFound);
  return row;
}

/** Event extras keep their own price and lose only the link (ON DELETE SET NULL). */
export async function deleteProduct(opts: { db: Db; id: string }): Promise<ProductRow> {
  const [row] = await opts.db.delete(products).where(eq(products.id, opts.id)).returning();
  if (!row) throw notFound(PRODUCT_MSG.notFound);
  return row;
}
