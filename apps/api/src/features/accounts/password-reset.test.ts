import { MSG } from '@salones/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../../test/smtp-receiver.ts';
import { resetLink } from './accounts.test-support.ts';

const REQUESTED = 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.';
const INVALID = { ok: false, msg: 'El enlace para restablecer la contraseña no es válido o ya expiró' };
const PUBLIC_URL = 'https://fiestas.example';

describe('password reset', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const requestReset = (email: string) =>
    call(t.app, { method: 'POST', url: '/api/usuarios/verificaremail', payload: { email } });
  const setPassword = (secret: string, password: string) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/usuarios/cambiarPassword/usuario/${secret}`,
      payload: { password },
    });
  const mailedSecret = async (u: TestUser) => (await waitForMail(smtp, u.email, resetLink(PUBLIC_URL)))[1];
  const login = (email: string, password: string) =>
    call(t.app, { method: 'POST', url: '/api/auth', payload: { email, password } });

  it('answers the same whether the e-mail exists or not, and mails only a real account', async () => {
    const u = await createUser(t.app);
    const unknown = await requestReset('nadie@example.com');
    const known = await requestReset(u.email.toUpperCase());
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ok: true,
        token: expect.stringMatching(/^[0-9a-f-]{36}$/),
        msg: REQUESTED,
      });
    }
    const secret = await mailedSecret(u);
    expect(secret).not.toBe(known.json().token);
    expect(known.body).not.toContain(secret);
    expect(smtp.mails.some((m) => m.to.includes('nadie@example.com'))).toBe(false);
    const [stored] = await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, u.id));
    expect(stored).toMatchObject({ purpose: 'reset', usedAt: null });
    expect(stored.tokenHash).not.toContain(secret);
    expect((stored.expiresAt.getTime() - Date.now()) / 60_000).toBeGreaterThan(59);
  });

  it('refuses a malformed e-mail', async () => {
    expect((await requestReset('no-es-correo')).json()).toEqual({ ok: false, msg: MSG.emailInvalid });
  });

  it('sets the password once, answers a working session and ends the older ones', async () => {
    const u = await createUser(t.app);
    const requestId = (await requestReset(u.email)).json().token;
    const secret = await mailedSecret(u);
    expect((await setPassword(requestId, 'nueva-clave')).json()).toEqual(INVALID);

    const res = await setPassword(secret, 'nueva-clave');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      token: expect.any(String),
      msg: 'Contraseña actualizada correctamente',
    });
    const fresh = await call(t.app, { url: `/api/usuarios/${u.id}`, as: { token: res.json().token } });
    expect(fresh.statusCode).toBe(200);
    expect((await call(t.app, { url: `/api/usuarios/${u.id}`, as: u })).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(400);
    expect((await login(u.email, 'nueva-clave')).statusCode).toBe(200);

    const again = await setPassword(secret, 'otra-clave');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('refuses an expired link, and an older link once a newer one was used', async () => {
    const u = await createUser(t.app);
    await requestReset(u.email);
    const older = await mailedSecret(u);
    await requestReset(u.email);
    const newer = await waitForMail(smtp, u.email, new RegExp(`/reset/((?!${older})[A-Za-z0-9_-]+)`));
    expect((await setPassword(newer[1], 'nueva-clave')).statusCode).toBe(200);
    expect((await setPassword(older, 'nueva-clave')).json()).toEqual(INVALID);

    const v = await createUser(t.app);
    await requestReset(v.email);
    const secret = await mailedSecret(v);
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, v.id));
    expect((await setPassword(secret, 'nueva-clave')).json()).toEqual(INVALID);
  });

  it('resets an inactive account without activating it', async () => {
    const u = await createUser(t.app, { active: false });
    await requestReset(u.email);
    const res = await setPassword(await mailedSecret(u), 'nueva-clave');
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
    expect(row.active).toBe(false);
    expect((await login(u.email, 'nueva-clave')).statusCode).toBe(403);
  });

  it('checks the new password like the spec says', async () => {
    for (const [password, msg] of [
      ['', MSG.passwordRequired],
      ['123', MSG.passwordMin],
    ]) {
      const res = await setPassword('cualquiera', password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, msg });
    }
  });
});
