import { MSG } from '@salones/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oneTimeTokens, users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../../test/smtp-receiver.ts';
import { activationLink, registration } from './accounts.test-support.ts';

const INVALID_LINK = 'El enlace de activación no es válido o ya expiró';

describe('registration and activation', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://fiestas.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const register = (payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/usuarios', payload });
  const activate = (secret: string) =>
    call(t.app, { method: 'PUT', url: `/api/usuarios/activarusuario/${secret}`, payload: { active: true } });
  const login = (email: string, password: string) =>
    call(t.app, { method: 'POST', url: '/api/auth', payload: { email, password } });
  const registerAndReadLink = async (payload = registration()) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const [, secret] = await waitForMail(smtp, payload.email, activationLink('https://fiestas.example'));
    return { res, secret, payload };
  };

  it('creates an inactive role user, hashed with argon2id, and mails the activation link', async () => {
    const { res, secret, payload } = await registerAndReadLink(
      registration({ email: 'Nueva.Cuenta@Example.COM', role: 'super_admin' }),
    );
    const body = res.json();
    expect(body).toMatchObject({ ok: true, msg: MSG.registered });
    expect(body.user).toEqual({
      uid: body.user._id,
      _id: expect.any(String),
      name: 'Ana',
      lastname: 'López',
      email: 'nueva.cuenta@example.com',
      phone: '5512345678',
      role: 'user',
      active: false,
      lugar: null,
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, body.user.uid));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(secret.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const [token] = await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, row.id));
    expect(token.purpose).toBe('activation');
    expect(token.tokenHash).not.toContain(secret);
    const hours = (token.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(smtp.lastTo(payload.email.toLowerCase())).toContain('Activa tu cuenta');
  });

  it('refuses a second account with the same e-mail in any letter case', async () => {
    const { payload } = await registerAndReadLink();
    const res = await register(registration({ email: payload.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, msg: 'El correo ya está registrado' });
  });

  it.each([
    [{ name: '' }, MSG.nameRequired],
    [{ lastname: '   ' }, MSG.lastnameRequired],
    [{ email: 'no-es-correo' }, MSG.emailInvalid],
    [{ phone: '55123' }, MSG.phoneMin],
    [{ password: '123', repeatPassword: '123' }, MSG.passwordMin],
    [{ repeatPassword: 'otra-cosa' }, MSG.passwordsDiffer],
  ])('answers 400 with the spec message for %o', async (change, msg) => {
    const res = await register(registration(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg });
  });

  it('refuses login until the account is activated, then activates once', async () => {
    const { secret, payload } = await registerAndReadLink();
    expect((await login(payload.email, payload.password)).statusCode).toBe(403);

    const first = await activate(secret);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, msg: 'Cuenta activada correctamente' });
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);

    const second = await activate(secret);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ ok: false, msg: INVALID_LINK });
  });

  it('audits the activation as an active change made by the account itself, once', async () => {
    const { res, secret } = await registerAndReadLink();
    const userId = res.json().user.uid;
    const entries = () => t.app.db.select().from(auditLog).where(eq(auditLog.accountId, userId));
    expect(await entries()).toEqual([]); // registering is not a change of an account
    expect((await activate(secret)).statusCode).toBe(200);
    expect(await entries()).toEqual([
      expect.objectContaining({
        kind: 'account_active',
        actorId: userId,
        actorName: 'Ana López',
        subject: `Ana López (${res.json().user.email})`,
        before: { active: false },
        after: { active: true },
      }),
    ]);
    expect((await activate(secret)).statusCode).toBe(400);
    expect(await entries()).toHaveLength(1);
  });

  it('refuses a link older than 48 hours and leaves the account inactive', async () => {
    const { res, secret } = await registerAndReadLink();
    const userId = res.json().user.uid;
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, userId));
    const answer = await activate(secret);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toBe(INVALID_LINK);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(row.active).toBe(false);
  });

  it('refuses unknown tokens, and a password-reset secret used as an activation link', async () => {
    expect((await activate('no-existe')).json()).toEqual({ ok: false, msg: INVALID_LINK });
    const { payload } = await registerAndReadLink();
    await call(t.app, {
      method: 'POST',
      url: '/api/usuarios/verificaremail',
      payload: { email: payload.email },
    });
    const [, resetSecret] = await waitForMail(smtp, payload.email, /\/reset\/([A-Za-z0-9_-]+)/);
    expect((await activate(resetSecret)).statusCode).toBe(400);
  });

  it('ignores the active flag of the body: activation always activates', async () => {
    const { secret, payload } = await registerAndReadLink();
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/usuarios/activarusuario/${secret}`,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });
});
