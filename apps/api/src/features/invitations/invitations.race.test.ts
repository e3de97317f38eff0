// The capacity rule under a rush — 30 guests answer at once for the last 5 places; the 'yes'
// people never go above the event's personas (the page's row is locked by each answer), on PGlite and
// PostgreSQL alike.
import { INVITATION_MSG } from '@salones/shared/invitations';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { call } from '../../test/helper.ts';
import { setupWorld } from '../../test/world.ts';
import { answer, eventWithPage, noonInMexicoCity, rsvp } from './invitations.fixtures.ts';

describe('capacity race', () => {
  const { t, w } = setupWorld({ now: () => noonInMexicoCity('2030-04-01') } as Partial<Config>, {
    RSVP_PER_IP_PER_MINUTE: '1000',
    // 30 answers wait in the embedded database's line at once on a busy machine
    EMBEDDED_DB_MAX_WAIT_MS: '60000',
  });

  it('30 concurrent answers for the last 5 places: exactly 5 get in, the rest get the Spanish 409', async () => {
    const { event, invitacion } = await eventWithPage(t.app, w, { personas: 20 });
    // 15 of 20 places taken
    for (let i = 0; i < 5; i++) {
      expect(
        (await rsvp(t.app, invitacion.codigo, answer({ nombre: `Familia ${i}`, ninos: 2, adultos: 1 })))
          .statusCode,
      ).toBe(201);
    }
    const rush = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        rsvp(t.app, invitacion.codigo, answer({ nombre: `Prisa ${i}`, ninos: 1, adultos: 0 }), `10.2.0.${i}`),
      ),
    );
    const statuses = rush.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    for (const r of rush.filter((x) => x.statusCode === 409)) {
      expect(r.json().msg).toBe(INVITATION_MSG.full('Sofía'));
    }
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/event/${event.id}/invitados`,
      as: w.customer,
    });
    const { ninos, adultos } = list.json().totales;
    expect(ninos + adultos).toBe(20);
  }, 60_000);

  it('edits racing for the last places never push the count above personas either', async () => {
    const { event, invitacion } = await eventWithPage(t.app, w, { personas: 12 });
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await rsvp(t.app, invitacion.codigo, answer({ nombre: `Casa ${i}`, ninos: 1, adultos: 0 }));
      tokens.push(res.json().rsvp.token);
    }
    // 10 of 12 taken; each guest tries to add 2 more children at once: only one fits
    const edits = await Promise.all(
      tokens.map((token, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/invitacion/${invitacion.codigo}/rsvp/${token}`,
          payload: answer({ nombre: `Casa ${i}`, ninos: 3, adultos: 0 }),
          remoteAddress: `10.3.0.${i}`,
        }),
      ),
    );
    expect(edits.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/event/${event.id}/invitados`,
      as: w.customer,
    });
    expect(list.json().totales.ninos).toBe(12);
  }, 60_000);
});
