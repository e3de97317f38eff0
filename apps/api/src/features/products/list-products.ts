import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { preparedPerDb } from '../../lib/prepared-query.ts';

const productsByName = preparedPerDb((db) =>
  db.select().from(products).orderBy(asc(products.name), asc(products.createdAt)).prepare('products_by_name'),
);

/** docs/product.md#7-the-api-calls GET /api/product: the catalogue of extras, by name. */
export async function listProducts(opts: { db: Db }) {
  return productsByName(opts.db).execute();
}
