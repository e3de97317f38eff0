// A customer deleted while an event is being booked for them. The foreign key refuses the
// insert; the client hears 404 'Usuario no encontrado', never 500. PostgreSQL only: the embedded database
// has one connection, so the delete cannot hold its lock while the booking runs.
import { EVENT_REF_MSG as REF_MSG } from '@salones/shared/event-refs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/helper.ts';
import { eventBody, postEvent, setupWorld } from './events.fixtures.ts';

describe.runIf(process.env.DATABASE_URL)('booking for a customer who is being deleted', () => {
  const { t, w } = setupWorld();

  it('answers 404 when the delete commits while the booking waits on it', async () => {
    const doomed = await createUser(t.app, { role: 'user' });
    const other = new pg.Client({ connectionString: t.config.databaseUrl! });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('delete from users where id = $1', [doomed.id]);
      // the booking reads the customer (the delete is not committed yet), then its insert waits on the row
      const booking = postEvent(t.app, w.admin, eventBody(w, { user: doomed.id }));
      for (let i = 0; i < 100; i++) {
        const { rows } = await other.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await other.query('commit');
      const res = await booking;
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, msg: REF_MSG.customerNotFound });
    } finally {
      await other.end();
    }
    expect((await postEvent(t.app, w.admin, eventBody(w))).statusCode).toBe(201);
  });
});
