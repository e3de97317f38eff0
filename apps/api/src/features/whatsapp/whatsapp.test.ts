// WhatsApp against a Graph-compatible server: consent, sending once with retries, Meta's webhook (signature,
// statuses out of order, inbound messages, 'BAJA'), and the staff inbox with its 24-hour window and scope.
import { WHATSAPP_MSG } from '@salones/shared/whatsapp';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, whatsappConversations, whatsappMessages } from '../../db/schema/index.ts';
import { queueWhatsAppNotice } from '../../jobs/queue-whatsapp.ts';
import { call, createUser } from '../../test/helper.ts';
import { inboundNotice, statusNotice } from '../../test/whatsapp-compatible-server.ts';
import { e164, newPhone, setupWhatsAppApp, whatsappFamily } from '../../test/whatsapp-world.ts';
import { insertEvent, insertPlace, setupTestApp } from '../../test/world.ts';

const { t, graph } = setupWhatsAppApp();

const notice = (userId: string, key: string) => ({
  template: 'pago_recibido' as const,
  params: ['Lupita', '$1,000.00', 'Efectivo', '$9,000.00'],
  userId,
  key,
});
const queue = (userId: string, key: string) =>
  queueWhatsAppNotice({ ...t.app, log: t.app.log }, notice(userId, key));
const messageOf = async (userId: string) =>
  (await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.userId, userId)))[0];
const callsTo = (phone: string) => graph.calls.filter((c) => c.to === e164(phone));
const inbound = (phone: string, text: string, at = new Date(), type?: string) =>
  graph.deliver(inboundNotice(graph.phoneNumberId, { from: `52${phone}`, at, text, type }));

describe('consent', () => {
  it('is offered: GET /api/site says the site sends WhatsApp', async () => {
    expect((await t.app.inject({ url: '/api/site' })).json()).toMatchObject({ whatsapp: true });
  });

  it('is taken at registration (unticked by default) and shown on the account', async () => {
    const register = (email: string, whatsapp?: boolean) =>
      call(t.app, {
        method: 'POST',
        url: '/api/usuarios',
        payload: {
          name: 'Rosa',
          lastname: 'Pérez',
          email,
          phone: '5523456789',
          password: 'secreto123',
          repeatPassword: 'secreto123',
          ...(whatsapp === undefined ? {} : { whatsapp }),
        },
      });
    expect((await register('rosa-wa@example.com', true)).statusCode).toBe(201);
    expect((await register('rosa-sin@example.com')).statusCode).toBe(201);
    expect((await register('rosa-mal@example.com', 'si' as never)).json().msg).toBe(
      WHATSAPP_MSG.consentInvalid,
    );
    const [ticked] = await t.app.db.select().from(users).where(eq(users.email, 'rosa-wa@example.com'));
    const [unticked] = await t.app.db.select().from(users).where(eq(users.email, 'rosa-sin@example.com'));
    expect(ticked.whatsappOptInSource).toBe('registro');
    expect(ticked.whatsappOptInAt).toBeInstanceOf(Date);
    expect(unticked.whatsappOptInAt).toBeNull();
  });

  it('is changed by the family alone in the account; staff get 403', async () => {
    const family = await whatsappFamily(t.app, { optedIn: false });
    const admin = await createUser(t.app, { role: 'super_admin' });
    const other = await whatsappFamily(t.app);
    const put = (as: { token: string }, whatsapp: unknown) =>
      call(t.app, { method: 'PUT', url: `/api/usuarios/${family.id}/avisos`, payload: { whatsapp }, as });
    const byStaff = await put(admin, true);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().msg).toBe(WHATSAPP_MSG.onlyOwnerConsents);
    expect((await put(other, true)).statusCode).toBe(403);
    expect((await put(family, 'sí')).statusCode).toBe(400);
    const on = await put(family, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().avisos).toMatchObject({ whatsapp: true, origen: 'cuenta', bajaEl: null });
    const read = await call(t.app, { method: 'GET', url: `/api/usuarios/${family.id}`, as: admin });
    expect(read.json().avisos).toMatchObject({ whatsapp: true, origen: 'cuenta' });
    const off = await put(family, false);
    expect(off.json().avisos.whatsapp).toBe(false);
    expect(off.json().avisos.bajaEl).not.toBeNull();
    // a phone that is no number: the notices would never come
    const noNumber = await whatsappFamily(t.app, { optedIn: false, phone: '12345' });
    const refused = await call(t.app, {
      method: 'PUT',
      url: `/api/usuarios/${noNumber.id}/avisos`,
      payload: { whatsapp: true },
      as: noNumber,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(WHATSAPP_MSG.noPhone);
  });
});

describe('sending', () => {
  it('sends a notice once, as a template with its parameters, and records Meta’s wamid', async () => {
    const family = await whatsappFamily(t.app);
    expect(await queue(family.id, 'once-1')).toBe(true);
    // queued again (a retried job, another instance): the key is taken
    expect(await queue(family.id, 'once-1')).toBe(false);
    await expect.poll(async () => (await messageOf(family.id))?.state, { timeout: 10_000 }).toBe('enviado');
    const calls = callsTo(family.phone);
    expect(calls).toHaveLength(1);
    expect(calls[0].template).toEqual({
      name: 'pago_recibido',
      language: 'es_MX',
      parameters: ['Lupita', '$1,000.00', 'Efectivo', '$9,000.00'],
    });
    const m = await messageOf(family.id);
    expect(m.wamid).toBe(calls[0].wamid);
    expect(m.body).toBe(
      'Hola Lupita, recibimos tu pago de $1,000.00 (Efectivo). Saldo pendiente: $9,000.00. ¡Gracias!',
    );
    const counted = (await t.app.metrics.whatsappMessages.get()).values;
    expect(counted).toContainEqual(
      expect.objectContaining({ labels: { template: 'pago_recibido', result: 'enviado' } }),
    );
    // the job sent again for the same message: it is no longer en_cola, nothing goes
    await t.app.jobs.send('whatsapp-send', { messageId: m.id });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(callsTo(family.phone)).toHaveLength(1);
  });

  it('sends nothing to a family that did not opt in, opted out, or whose phone is not a number', async () => {
    const notIn = await whatsappFamily(t.app, { optedIn: false });
    const badPhone = await whatsappFamily(t.app, { phone: '12345' });
    const out = await whatsappFamily(t.app);
    await t.app.db
      .update(users)
      .set({ whatsappOptOutAt: new Date(Date.now() + 1000) })
      .where(eq(users.id, out.id));
    for (const f of [notIn, badPhone, out]) expect(await queue(f.id, `nobody-${f.id}`)).toBe(false);
    expect(await messageOf(notIn.id)).toBeUndefined();
  });

  it('records a number Meta refuses (4xx) as fallido with its code and title, without retrying', async () => {
    const family = await whatsappFamily(t.app);
    graph.rejectNumber(e164(family.phone), 'undeliverable');
    await queue(family.id, 'refused');
    await expect.poll(async () => (await messageOf(family.id))?.state, { timeout: 10_000 }).toBe('fallido');
    const m = await messageOf(family.id);
    expect(m).toMatchObject({ errorCode: 131026, errorTitle: 'Message undeliverable', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(callsTo(family.phone)).toHaveLength(1);
  });

  it('retries a 5xx or a 429 later (the first wait under a minute), then sends', async () => {
    const family = await whatsappFamily(t.app);
    graph.rejectNumber(e164(family.phone), 'server-error');
    await queue(family.id, 'retried');
    await expect.poll(async () => (await messageOf(family.id))?.attempts, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await messageOf(family.id))?.claimedAt, { timeout: 5_000 }).toBeNull();
    const m = await messageOf(family.id);
    expect(m).toMatchObject({ state: 'en_cola', errorCode: 131000 });
    // the next try waits in the queue, under a minute away
    const next = await t.app.db.execute<{ wait: number }>(
      sql`select extract(epoch from start_after - now())::int as wait from pgboss.job
          where name = 'whatsapp-send' and data->>'messageId' = ${m.id} and state = 'created'`,
    );
    expect(next.rows).toHaveLength(1);
    expect(next.rows[0].wait).toBeGreaterThan(5);
    expect(next.rows[0].wait).toBeLessThan(60);
    // Meta answers again; the wait is over
    graph.rejectNumber(e164(family.phone), 'rate-limit');
    await t.app.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'whatsapp-send' and data->>'messageId' = ${m.id} and state = 'created'`,
    );
    await expect
      .poll(() => callsTo(family.phone).map((c) => c.status), { timeout: 10_000 })
      .toEqual([500, 429]);
    // a day after it was queued, Meta still away: fallido, not tried again
    await expect.poll(async () => (await messageOf(family.id))?.claimedAt, { timeout: 5_000 }).toBeNull();
    await t.app.db
      .update(whatsappMessages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(whatsappMessages.id, m.id));
    await t.app.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'whatsapp-send' and data->>'messageId' = ${m.id} and state = 'created'`,
    );
    await expect.poll(async () => (await messageOf(family.id))?.state, { timeout: 10_000 }).toBe('fallido');
    expect(await messageOf(family.id)).toMatchObject({ errorTitle: WHATSAPP_MSG.noDelivery, attempts: 3 });
  });

  it('leaves alone a message another worker is sending, and never resends one whose worker stopped mid-call', async () => {
    const family = await whatsappFamily(t.app);
    graph.setDelay(1_500);
    try {
      await queue(family.id, 'claimed');
      await expect
        .poll(async () => (await messageOf(family.id))?.claimedAt, { timeout: 5_000 })
        .not.toBeNull();
      const { id } = await messageOf(family.id);
      // a second job for it while the first waits for Meta
      await t.app.jobs.send('whatsapp-send', { messageId: id });
      await expect.poll(async () => (await messageOf(family.id))?.state, { timeout: 10_000 }).toBe('enviado');
      expect(callsTo(family.phone)).toHaveLength(1);
    } finally {
      graph.setDelay(0);
    }
    // a claim 11 minutes old: the worker stopped after calling Meta, maybe after Meta sent it
    const stuck = await whatsappFamily(t.app);
    graph.rejectNumber(e164(stuck.phone), 'unreachable');
    await queue(stuck.id, 'stuck');
    await expect.poll(async () => (await messageOf(stuck.id))?.attempts, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await messageOf(stuck.id))?.claimedAt, { timeout: 5_000 }).toBeNull();
    const row = await messageOf(stuck.id);
    await t.app.db
      .update(whatsappMessages)
      .set({ claimedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(whatsappMessages.id, row.id));
    await t.app.jobs.send('whatsapp-send', { messageId: row.id });
    await expect.poll(async () => (await messageOf(stuck.id))?.state, { timeout: 10_000 }).toBe('fallido');
    expect((await messageOf(stuck.id)).errorTitle).toBe(WHATSAPP_MSG.interrupted);
    expect(callsTo(stuck.phone)).toHaveLength(1);
  });
});

describe('the webhook', () => {
  it('answers the subscribe handshake with the challenge only for our verify token', async () => {
    const url = (token: string, mode = 'subscribe') =>
      `/api/whatsapp/webhook?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`;
    const ok = await t.app.inject({ url: url(graph.verifyToken) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect((await t.app.inject({ url: url('otra-cosa') })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url(graph.verifyToken, 'unsubscribe') })).statusCode).toBe(403);
  });

  it('refuses a missing or wrong signature (401, nothing recorded), bad JSON (400) and a body over 1 MB (413)', async () => {
    const phone = newPhone();
    const body = inboundNotice(graph.phoneNumberId, { from: `52${phone}`, at: new Date(), text: 'hola' });
    expect(await graph.deliver(body, { signature: null })).toBe(401);
    expect(await graph.deliver(body, { signature: graph.sign(JSON.stringify(body), 'otro-secreto') })).toBe(
      401,
    );
    expect(await graph.deliver(body, { signature: 'sha256=abc' })).toBe(401);
    const conversations = await t.app.db
      .select()
      .from(whatsappConversations)
      .where(eq(whatsappConversations.phone, e164(phone)));
    expect(conversations).toHaveLength(0);
    const raw = (payload: string, signature = graph.sign(payload)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload,
      });
    expect((await raw('{"object": ')).statusCode).toBe(400);
    expect((await raw(JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }))).statusCode).toBe(413);
    // what we do not know is ignored
    expect(
      (await raw(JSON.stringify({ object: 'page', entry: [{ changes: [{ field: 'feed' }] }] }))).statusCode,
    ).toBe(200);
    expect((await raw('[1, 2]')).statusCode).toBe(200);
    // a notice of the right kind with values out of shape: ignored, never a 5xx
    const odd = inboundNotice(graph.phoneNumberId, { from: `52${phone}`, at: new Date(), text: 'hola' }) as {
      entry: { changes: { value: { messages: Record<string, unknown>[]; statuses?: unknown } }[] }[];
    };
    odd.entry[0].changes[0].value.messages[0].timestamp = '9'.repeat(30);
    odd.entry[0].changes[0].value.statuses = [{ id: 7, status: 'read' }, 'x', null];
    expect((await raw(JSON.stringify(odd))).statusCode).toBe(200);
    expect(
      await t.app.db
        .select()
        .from(whatsappConversations)
        .where(eq(whatsappConversations.phone, e164(phone))),
    ).toHaveLength(0);
  });

  it('moves a message only forward whatever the order of its statuses; a repeat changes nothing', async () => {
    const family = await whatsappFamily(t.app);
    await queue(family.id, 'statuses');
    await expect.poll(async () => (await messageOf(family.id))?.state, { timeout: 10_000 }).toBe('enviado');
    const { wamid } = await messageOf(family.id);
    const status = (s: 'sent' | 'delivered' | 'read' | 'failed', at: Date) =>
      graph.deliver(
        statusNotice(graph.phoneNumberId, {
          wamid: wamid!,
          status: s,
          at,
          recipient: e164(family.phone),
          ...(s === 'failed' ? { error: { code: 131026, title: 'Message undeliverable' } } : {}),
        }),
      );
    const t0 = new Date('2026-11-28T15:00:00Z');
    const later = (s: number) => new Date(t0.getTime() + s * 1000);
    expect(await status('read', later(20))).toBe(200);
    expect(await status('delivered', later(10))).toBe(200);
    expect(await status('read', later(30))).toBe(200);
    expect(await status('failed', later(40))).toBe(200);
    expect(await status('sent', later(1))).toBe(200);
    const m = await messageOf(family.id);
    expect(m.state).toBe('leido');
    expect(m.readAt).toEqual(later(20));
    expect(m.deliveredAt).toEqual(later(10));
    expect(m.errorCode).toBeNull();
    expect(m.failedAt).toBeNull();
  });

  it('records failed with Meta’s error', async () => {
    const family = await whatsappFamily(t.app);
    await queue(family.id, 'failed-later');
    await expect.poll(async () => (await messageOf(family.id))?.state, { timeout: 10_000 }).toBe('enviado');
    const { wamid } = await messageOf(family.id);
    await graph.deliver(
      statusNotice(graph.phoneNumberId, {
        wamid: wamid!,
        status: 'failed',
        at: new Date(),
        recipient: e164(family.phone),
        error: { code: 131047, title: 'Re-engagement message' },
      }),
    );
    expect(await messageOf(family.id)).toMatchObject({
      state: 'fallido',
      errorCode: 131047,
      errorTitle: 'Re-engagement message',
    });
  });

  it('stores an inbound message once in the conversation of its phone, matched to the customer', async () => {
    const family = await whatsappFamily(t.app);
    const at = new Date(Date.now() - 60_000);
    const body = inboundNotice(graph.phoneNumberId, {
      from: `521${family.phone}`,
      at,
      text: '¿Puedo llevar pastel?',
    });
    expect(await graph.deliver(body)).toBe(200);
    expect(await graph.deliver(body)).toBe(200);
    expect(await inbound(family.phone, '', new Date(), 'image')).toBe(200);
    const [c] = await t.app.db
      .select()
      .from(whatsappConversations)
      .where(eq(whatsappConversations.phone, e164(family.phone)));
    expect(c).toMatchObject({ userId: family.id, unreadCount: 2 });
    const texts = (
      await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.conversationId, c.id))
    ).map((m) => [m.direction, m.body]);
    expect(texts).toEqual([
      ['entrante', '¿Puedo llevar pastel?'],
      ['entrante', '[imagen]'],
    ]);
  });

  it("opts the family out on 'BAJA' (any case, accents, spaces), answers once, and sends nothing more", async () => {
    const family = await whatsappFamily(t.app);
    expect(await inbound(family.phone, ' bája ')).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, family.id));
    expect(row.whatsappOptOutAt).not.toBeNull();
    await expect.poll(() => callsTo(family.phone).length, { timeout: 10_000 }).toBe(1);
    expect(callsTo(family.phone)[0]).toMatchObject({ type: 'text', text: WHATSAPP_MSG.optOutConfirmation });
    expect(await inbound(family.phone, 'STOP')).toBe(200);
    expect(await queue(family.id, 'after-baja')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(callsTo(family.phone)).toHaveLength(1);
  });
});

describe('the staff inbox', () => {
  it('answers only within 24 hours of the family’s last message (409 after), 400 empty or too long', async () => {
    const superAdmin = await createUser(t.app, { role: 'super_admin' });
    const family = await whatsappFamily(t.app);
    await inbound(family.phone, 'Hola', new Date(Date.now() - 25 * 3_600_000));
    const [c] = await t.app.db
      .select()
      .from(whatsappConversations)
      .where(eq(whatsappConversations.phone, e164(family.phone)));
    const reply = (texto: string) =>
      call(t.app, {
        method: 'POST',
        url: `/api/whatsapp/conversaciones/${c.id}/mensajes`,
        payload: { texto },
        as: superAdmin,
      });
    const closed = await reply('¡Claro!');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toBe(WHATSAPP_MSG.windowClosed);
    // the window closed: the template that asks the family back
    const template = (id: string) =>
      call(t.app, {
        method: 'POST',
        url: `/api/whatsapp/conversaciones/${id}/plantillas`,
        payload: { plantilla: 'seguimiento' },
        as: superAdmin,
      });
    const asked = await template(c.id);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().mensaje).toMatchObject({
      plantilla: 'seguimiento',
      parametros: ['Lupita', 'Club Fiestas Infantiles'],
    });
    await expect
      .poll(() => callsTo(family.phone).map((x) => x.template?.name), { timeout: 10_000 })
      .toEqual(['seguimiento']);
    const stranger = newPhone();
    await inbound(stranger, 'Hola', new Date(Date.now() - 25 * 3_600_000));
    const [s] = await t.app.db
      .select()
      .from(whatsappConversations)
      .where(eq(whatsappConversations.phone, e164(stranger)));
    expect((await template(s.id)).json().msg).toBe(WHATSAPP_MSG.noCustomer);
    const notIn = await whatsappFamily(t.app, { optedIn: false });
    await inbound(notIn.phone, 'Hola', new Date(Date.now() - 25 * 3_600_000));
    const [n] = await t.app.db
      .select()
      .from(whatsappConversations)
      .where(eq(whatsappConversations.phone, e164(notIn.phone)));
    const refused = await template(n.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(WHATSAPP_MSG.noConsent);
    await inbound(family.phone, '¿Siguen ahí?', new Date(Date.now() - 60_000));
    expect((await reply('   ')).json().msg).toBe(WHATSAPP_MSG.textRequired);
    expect((await reply('x'.repeat(4097))).statusCode).toBe(400);
    const sent = await reply('¡Claro! Los esperamos.');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().mensaje).toMatchObject({
      direccion: 'saliente',
      texto: '¡Claro! Los esperamos.',
      estado: 'en_cola',
    });
    await expect
      .poll(() => callsTo(family.phone).map((x) => x.text), { timeout: 10_000 })
      .toEqual([null, '¡Claro! Los esperamos.']);
    // the conversation: newest first, unread until opened
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/whatsapp/conversaciones?noLeidas=true',
      as: superAdmin,
    });
    const listed = list.json().conversaciones.find((x: { uid: string }) => x.uid === c.id);
    expect(listed).toMatchObject({ noLeidos: 2, ventanaAbierta: true, usuario: { uid: family.id } });
    expect(list.json().activo).toBe(true);
    const opened = await call(t.app, {
      method: 'GET',
      url: `/api/whatsapp/conversaciones/${c.id}`,
      as: superAdmin,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().conversacion.noLeidos).toBe(0);
    expect(opened.json().mensajes.map((m: { texto: string }) => m.texto)).toEqual([
      'Hola',
      // by when each was written: the family's by WhatsApp's timestamp
      '¿Siguen ahí?',
      'Hola Lupita, te escribimos de Club Fiestas Infantiles sobre tu fiesta. Responde a este mensaje y con gusto seguimos la conversación por aquí.',
      '¡Claro! Los esperamos.',
    ]);
    const unread = await call(t.app, {
      method: 'GET',
      url: '/api/whatsapp/conversaciones?noLeidas=1',
      as: superAdmin,
    });
    expect(unread.json().conversaciones.some((x: { uid: string }) => x.uid === c.id)).toBe(false);
  });

  it('shows an admin the conversations of their branch’s families and unmatched ones, nothing else', async () => {
    const [branchA, branchB] = [await insertPlace(t.app, 'Norte'), await insertPlace(t.app, 'Sur')];
    const adminA = await createUser(t.app, { role: 'admin', placeId: branchA.id });
    const familyA = await whatsappFamily(t.app);
    const familyB = await whatsappFamily(t.app);
    await insertEvent(t.app, { placeId: branchA.id, customerId: familyA.id });
    await insertEvent(t.app, { placeId: branchB.id, customerId: familyB.id });
    const stranger = newPhone();
    for (const phone of [familyA.phone, familyB.phone, stranger]) await inbound(phone, 'Hola');
    const idOf = async (phone: string) =>
      (
        await t.app.db
          .select({ id: whatsappConversations.id })
          .from(whatsappConversations)
          .where(eq(whatsappConversations.phone, e164(phone)))
      )[0].id;
    const [a, b, s] = [await idOf(familyA.phone), await idOf(familyB.phone), await idOf(stranger)];
    const list = await call(t.app, { method: 'GET', url: '/api/whatsapp/conversaciones', as: adminA });
    const ids = list.json().conversaciones.map((x: { uid: string }) => x.uid);
    expect(ids).toContain(a);
    expect(ids).toContain(s);
    expect(ids).not.toContain(b);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/whatsapp/conversaciones/${b}`, as: adminA })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/whatsapp/conversaciones/${a}`, as: familyA }))
        .statusCode,
    ).toBe(403);
    // a family's messages by customer, in scope only
    const mine = await call(t.app, {
      method: 'GET',
      url: `/api/whatsapp/mensajes?usuario=${familyA.id}`,
      as: adminA,
    });
    expect(mine.json().mensajes.map((m: { texto: string }) => m.texto)).toEqual(['Hola']);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/whatsapp/mensajes?usuario=${familyB.id}`, as: adminA }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/whatsapp/mensajes', as: adminA })).statusCode).toBe(
      400,
    );
    const count = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.conversationId, b), eq(whatsappMessages.direction, 'entrante')));
    expect(count[0].n).toBe(1);
  });
});

describe('without the WhatsApp settings', () => {
  const off = setupTestApp();
  it('sends nothing, has no webhook, and the inbox says WhatsApp is off', async () => {
    const family = await whatsappFamily(off.app);
    expect(await queueWhatsAppNotice({ ...off.app, log: off.app.log }, notice(family.id, 'off'))).toBe(false);
    expect(await off.app.db.select().from(whatsappMessages)).toEqual([]);
    const post = await off.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: {} });
    expect(post.statusCode).toBe(404);
    expect((await off.app.inject({ url: '/api/whatsapp/webhook?hub.mode=subscribe' })).statusCode).toBe(403);
    const staff = await createUser(off.app, { role: 'admin' });
    const list = await call(off.app, { method: 'GET', url: '/api/whatsapp/conversaciones', as: staff });
    expect(list.json()).toEqual({ ok: true, conversaciones: [], total: 0, activo: false });
    // the screens offer no WhatsApp
    expect((await off.app.inject({ url: '/api/site' })).json()).toMatchObject({ whatsapp: false });
  });
});
