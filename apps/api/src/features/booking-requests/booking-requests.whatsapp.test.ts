// The WhatsApp notices of a booking request and its event, beside their e-mails, to the families who opted in:
// received (asked on 'Solicitar fecha' with the box ticked), rejected, confirmed, expired, and a payment received.
import { formatLongDate } from '@salones/shared/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, whatsappMessages } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { e164, setupWhatsAppApp, whatsappFamily } from '../../test/whatsapp-world.ts';
import { eventBody, insertPlace, makeWorld, postEvent, type World } from '../../test/world.ts';
import { createRequestVia, rejectRequest } from './booking-requests.fixtures.ts';
import { queueHoldReminders } from './hold-reminders.ts';
import { sweepExpiredRequests } from './sweep-expired-requests.ts';

let clock = Math.floor(Date.now() / 60_000) * 60_000;
const { t, graph } = setupWhatsAppApp({ publicUrl: 'https://fiestas.example', now: () => new Date(clock) });
const w = {} as World;
let otherAdmin: TestUser;

const templatesTo = (phone: string) =>
  graph.calls.filter((c) => c.to === e164(phone) && c.wamid).map((c) => c.template);
const until = (phone: string, n: number) =>
  expect.poll(() => templatesTo(phone).length, { timeout: 10_000 }).toBe(n);

describe('WhatsApp notices of a booking request', () => {
  it('the request received: opted in on the request itself (source solicitud), with the hold and the link', async () => {
    Object.assign(w, await makeWorld(t.app));
    otherAdmin = await createUser(t.app, { role: 'admin', placeId: (await insertPlace(t.app, 'Otra')).id });
    const family = await whatsappFamily(t.app, { optedIn: false, name: 'Lucía' });
    const r = await createRequestVia(t.app, family, w, { whatsapp: true });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, family.id));
    expect(row.whatsappOptInSource).toBe('solicitud');
    await until(family.phone, 1);
    const [sent] = templatesTo(family.phone);
    expect(sent?.name).toBe('solicitud_recibida');
    expect(sent?.parameters.slice(0, 4)).toEqual([
      'Lucía',
      w.place.sucursal,
      formatLongDate(r.fecha),
      r.turno,
    ]);
    expect(sent?.parameters[5]).toBe('https://fiestas.example/pedidos');
    const recorded = async () =>
      (await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.requestId, r.uid)))[0];
    await expect.poll(async () => (await recorded())?.state, { timeout: 10_000 }).toBe('enviado');
    expect(await recorded()).toMatchObject({ template: 'solicitud_recibida', userId: family.id });
  });

  it('nothing to a family who did not tick the box (the e-mails go as before)', async () => {
    const family = await whatsappFamily(t.app, { optedIn: false });
    await createRequestVia(t.app, family, w);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(graph.calls.filter((c) => c.to === e164(family.phone))).toEqual([]);
  });

  it('rejected, with the reason', async () => {
    const family = await whatsappFamily(t.app);
    const r = await createRequestVia(t.app, family, w);
    await until(family.phone, 1);
    expect(
      (await rejectRequest(t.app, w.admin, r.uid, { motivo: 'Salón en mantenimiento' })).statusCode,
    ).toBe(200);
    await until(family.phone, 2);
    const rejected = templatesTo(family.phone)[1];
    expect(rejected?.name).toBe('solicitud_rechazada');
    expect(rejected?.parameters).toEqual([
      'Lupita',
      formatLongDate(r.fecha),
      w.place.sucursal,
      'Salón en mantenimiento',
    ]);
  });

  it('confirmed when staff book the event from it, then a payment received', async () => {
    const family = await whatsappFamily(t.app);
    const r = await createRequestVia(t.app, family, w);
    await until(family.phone, 1);
    const res = await postEvent(
      t.app,
      w.admin,
      eventBody(w, {
        user: family.id,
        fecha: r.fecha,
        turno: r.turno,
        personas: r.personas,
        solicitud: r.uid,
        abonos: [{ abono: 2500, metodo: 'Pago en efectivo' }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const evento = res.json().evento;
    await until(family.phone, 3);
    const names = templatesTo(family.phone).map((x) => x?.name);
    expect(names.slice(1).sort()).toEqual(['pago_recibido', 'solicitud_confirmada']);
    const confirmed = templatesTo(family.phone).find((x) => x?.name === 'solicitud_confirmada');
    expect(confirmed?.parameters).toEqual([
      'Lupita',
      formatLongDate(r.fecha),
      r.turno,
      w.place.sucursal,
      'https://fiestas.example/pedidos',
    ]);
    const paid = templatesTo(family.phone).find((x) => x?.name === 'pago_recibido');
    expect(paid?.parameters.slice(1, 3)).toEqual(['$2,500.00', 'Pago en efectivo']);
    const byEvent = await t.app.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.eventId, evento.uid));
    expect(byEvent.map((m) => m.template).sort()).toEqual(['pago_recibido', 'solicitud_confirmada']);
    // the event's screen and the request panel read the family's messages, each its branch's staff
    for (const filter of [`evento=${evento.uid}`, `solicitud=${r.uid}`]) {
      const res = await call(t.app, { method: 'GET', url: `/api/whatsapp/mensajes?${filter}`, as: w.admin });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .mensajes.map((m: { plantilla: string }) => m.plantilla)
          .sort(),
      ).toEqual(['pago_recibido', 'solicitud_confirmada', 'solicitud_recibida']);
      const other = await call(t.app, {
        method: 'GET',
        url: `/api/whatsapp/mensajes?${filter}`,
        as: otherAdmin,
      });
      expect(other.statusCode).toBe(403);
    }
  });

  it('the hold ending in 6 hours, once', async () => {
    const family = await whatsappFamily(t.app);
    const r = await createRequestVia(t.app, family, w);
    await until(family.phone, 1);
    const deps = { db: t.app.db, jobs: t.app.jobs, config: t.app.config, log: t.app.log };
    await queueHoldReminders(deps);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(templatesTo(family.phone)).toHaveLength(1);
    clock += 43 * 3_600_000; // 5 hours before the 48-hour hold ends
    await Promise.all([queueHoldReminders(deps), queueHoldReminders(deps)]);
    await until(family.phone, 2);
    const reminder = templatesTo(family.phone)[1];
    expect(reminder?.name).toBe('apartado_por_vencer');
    expect(reminder?.parameters.slice(0, 3)).toEqual(['Lupita', formatLongDate(r.fecha), w.place.sucursal]);
    await queueHoldReminders(deps);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(templatesTo(family.phone)).toHaveLength(2);
    clock -= 43 * 3_600_000;
  });

  it('expired, once even when two sweeps run at once', async () => {
    const family = await whatsappFamily(t.app);
    const r = await createRequestVia(t.app, family, w);
    await until(family.phone, 1);
    clock += 49 * 3_600_000;
    const deps = { db: t.app.db, jobs: t.app.jobs, config: t.app.config, log: t.app.log };
    await Promise.all([sweepExpiredRequests(deps), sweepExpiredRequests(deps)]);
    await until(family.phone, 2);
    const expired = templatesTo(family.phone)[1];
    expect(expired?.name).toBe('solicitud_vencida');
    expect(expired?.parameters).toEqual([
      'Lupita',
      formatLongDate(r.fecha),
      w.place.sucursal,
      'https://fiestas.example',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(templatesTo(family.phone)).toHaveLength(2);
  });
});
