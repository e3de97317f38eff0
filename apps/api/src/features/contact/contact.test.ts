import { MSG } from '@salones/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, footerSettings } from '../../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import {
  closedSmtpUrl,
  type SmtpReceiver,
  startSmtpReceiver,
  waitForMail,
} from '../../test/smtp-receiver.ts';

const SENT = 'Mensaje enviado, te contactaremos pronto';

describe('POST /api/contact with working mail', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({ smtpUrl: smtp.url, mailFrom: 'Fiestas <avisos@fiestas.example>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (payload: Record<string, unknown>, as: TestUser | null = null) =>
    call(t.app, { method: 'POST', url: '/api/contact', payload, as });

  it('stores the message, mails it to the footer contact address with reply-to, and answers email', async () => {
    await t.app.db.update(footerSettings).set({ emailContacto: 'contacto@fiestas.example' });
    const res = await send({ email: 'Visitante@Example.com', message: '¿Tienen fecha el 5 de mayo?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: 'visitante@example.com', msg: SENT });
    await waitForMail(smtp, 'contacto@fiestas.example', /visitante@example\.com/);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(['contacto@fiestas.example']);
    expect(mail.raw).toMatch(/^Reply-To: visitante@example\.com/im);
    expect(mail.raw).toMatch(/^Subject: Nuevo mensaje de contacto en /m);
    expect(smtp.lastTo('contacto@fiestas.example')).toContain('visitante@example.com');
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'visitante@example.com'));
    expect(row.message).toBe('¿Tienen fecha el 5 de mayo?');
    await expect // marked once the queued mail went
      .poll(
        async () =>
          (await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, row.id)))[0].mailedAt,
      )
      .not.toBeNull();
  });

  it('mails the MAIL_FROM address when the footer has no contact e-mail', async () => {
    await t.app.db.update(footerSettings).set({ emailContacto: '' });
    expect((await send({ email: 'otra@example.com', message: 'Hola' })).statusCode).toBe(200);
    await waitForMail(smtp, 'avisos@fiestas.example', /otra@example\.com/);
  });

  it('works the same for every role', async () => {
    for (const role of ['user', 'admin', 'super_admin'] as const) {
      const as = await createUser(t.app, { role });
      expect((await send({ email: 'rol@example.com', message: role }, as)).statusCode).toBe(200);
    }
  });

  it.each([
    [{ message: 'Hola' }, MSG.emailRequired],
    [{ email: 'nope', message: 'Hola' }, MSG.emailInvalid],
    [{ email: 'a@b.mx', message: '  ' }, 'Escribe un mensaje'],
  ])('answers 400 for %o', async (payload, msg) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg });
  });
});

describe('POST /api/contact when mail fails, and GET /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtpUrl: await closedSmtpUrl() }, { RATE_LIMIT_AUTH_PER_MINUTE: '6' });
  });
  afterAll(() => t.close());

  const list = (query: string, as: TestUser | null) => call(t.app, { url: `/api/contact?${query}`, as });

  it('still stores the message and answers success', async () => {
    for (const message of ['primero', 'segundo', 'tercero']) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/contact',
        payload: { email: 'v@example.com', message },
      });
      expect(res.json()).toEqual({ ok: true, email: 'v@example.com', msg: SENT });
    }
    const rows = await t.app.db.select().from(contactMessages);
    expect(rows.map((r) => [r.message, r.mailedAt])).toEqual(
      expect.arrayContaining([
        ['primero', null],
        ['tercero', null],
      ]),
    );
  });

  it('lists messages to staff only, newest first and paged', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', await createUser(t.app))).statusCode).toBe(403);
    for (const role of ['admin', 'super_admin'] as const) {
      const res = await list('limit=2', await createUser(t.app, { role }));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(3);
      expect(body.mensajes.map((m: { message: string }) => m.message)).toEqual(['tercero', 'segundo']);
      expect(body.mensajes[0]).toEqual({
        uid: body.mensajes[0]._id,
        _id: expect.any(String),
        email: 'v@example.com',
        message: 'tercero',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        mailed: false,
      });
    }
    const admin = await createUser(t.app, { role: 'admin' });
    expect(
      (await list('limit=2&page=2', admin)).json().mensajes.map((m: { message: string }) => m.message),
    ).toEqual(['primero']);
    expect((await list('limit=500', admin)).statusCode).toBe(400);
  });

  it('is rate limited per IP like the auth routes', async () => {
    const payload = { email: 'v@example.com', message: 'otra vez' };
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await call(t.app, { method: 'POST', url: '/api/contact', payload })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
