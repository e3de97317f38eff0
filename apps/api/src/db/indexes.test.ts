// Issue #13.1 (first step): every foreign key a delete or a staff screen filters on has an index, and the
// admin tables' order is an index, so years of history do not turn those into full scans.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

describe('indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('exist for the foreign keys staff work follows and for the users order', async () => {
    const { rows } = await t.app.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = rows.map((r) => r.indexname);
    for (const name of [
      'event_payments_received_by_idx',
      'events_package_idx',
      'event_extras_product_idx',
      'users_name_order_idx',
      'events_customer_idx',
      'events_creator_idx',
    ]) {
      expect(names).toContain(name);
    }
  });
});
