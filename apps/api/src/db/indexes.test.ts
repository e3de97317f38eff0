// Nothing unbounded (docs/architecture.md#nothing-unbounded): every foreign key a delete or a staff screen
// filters on has an index, and the admin tables' order is an index, so years of history do not turn those
// into full scans.
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
      'users_phone_digits_idx',
      'whatsapp_messages_sent_by_idx',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('exist for every order the paged staff lists read (migration 0005)', async () => {
    const { rows } = await t.app.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`,
    );
    const def = (name: string) => rows.find((r) => r.indexname === name)?.indexdef ?? '';
    for (const [name, columns] of [
      ['events_live_order_idx', '(fecha, turno, created_at, id) WHERE (deleted_at IS NULL)'],
      [
        'events_live_customer_order_idx',
        '(customer_id, fecha, turno, created_at, id) WHERE (deleted_at IS NULL)',
      ],
      [
        'events_live_creator_order_idx',
        '(creator_id, fecha, turno, created_at, id) WHERE (deleted_at IS NULL)',
      ],
      ['users_role_order_idx', '(role, lower(name), lower(lastname), id) INCLUDE (name, lastname)'],
    ]) {
      expect(def(name), name).toContain(columns);
    }
  });

  it('keep the dashboard totals with triggers on events and payments', async () => {
    const { rows } = await t.app.db.execute<{ tgname: string }>(
      sql`select tgname from pg_trigger where not tgisinternal order by tgname`,
    );
    expect(rows.map((r) => r.tgname)).toEqual(
      expect.arrayContaining([
        'event_payments_place_totals',
        'events_place_totals_delete',
        'events_place_totals_insert',
        'events_place_totals_update',
        'users_role_counts',
      ]),
    );
  });
});
