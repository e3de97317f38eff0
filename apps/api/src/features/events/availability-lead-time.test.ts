// POST /api/event/fecha never answers 'libre' for a date a family could not ask for — within the
// branch's lead time it tells them so, with the message their request would get (409, as a closed day) —
// while staff (admin or super_admin, e.g. the event wizard) are not limited by the lead time.
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { PRINCIPAL_SALON } from '@salones/shared/salones';
import { SLOT_MSG } from '@salones/shared/slots';
import { describe, expect, it } from 'vitest';
import { call, type TestUser } from '../../test/helper.ts';
import { setupWorld } from './events.fixtures.ts';

describe('availability and the lead time', () => {
  const { t, w } = setupWorld();
  const day = (n: number) => addDays(todayInMexicoCity(), n);
  const check = (fecha: string, as: TestUser | null, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: 'POST',
      url: '/api/event/fecha',
      payload: { lugar: w.place.id, fecha, turno: 'Matutino' },
      as,
      headers,
    });
  const answer = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });
  const tooSoon = (dias: number) => ({ status: 409, body: { ok: false, msg: SLOT_MSG.tooSoon(dias) } });
  // the answer lists the free salones: here the branch's only one, its Salón principal
  const free = (fecha: string) => ({
    status: 200,
    body: { ok: true, fecha, msg: MSG.dateAvailable, salones: [expect.objectContaining(PRINCIPAL_SALON)] },
  });

  it('a family (no token, or a customer’s) hears a date within the lead time is too soon', async () => {
    expect(answer(await check(day(1), null))).toEqual(tooSoon(2));
    expect(answer(await check(day(1), w.customer))).toEqual(tooSoon(2));
    expect(answer(await check(day(2), null))).toEqual(free(day(2)));
  });

  it('staff hear it is free: their bookings have no lead time', async () => {
    expect(answer(await check(day(1), w.admin))).toEqual(free(day(1)));
    expect(answer(await check(day(1), w.superAdmin))).toEqual(free(day(1)));
  });

  it('a token that is not valid is nobody: the family’s answer, never a 401', async () => {
    expect(answer(await check(day(1), null, { 'x-auth-token': 'no-es-un-token' }))).toEqual(tooSoon(2));
  });

  it('the branch’s own lead time counts', async () => {
    const put = (diasAnticipacion: number) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/locates/${w.place.id}`,
        payload: { lugarname: w.place.lugarname, diasAnticipacion },
        as: w.superAdmin,
      });
    expect((await put(5)).statusCode).toBe(200);
    expect(answer(await check(day(4), null))).toEqual(tooSoon(5));
    expect(answer(await check(day(4), w.admin))).toEqual(free(day(4)));
    expect((await put(0)).statusCode).toBe(200);
    expect(answer(await check(day(1), null))).toEqual(free(day(1)));
    await put(2);
  });
});
