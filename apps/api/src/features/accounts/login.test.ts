import { tooManyLoginsMsg } from '@salones/shared/api-messages';
import { MSG } from '@salones/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../test/helper.ts';

const WRONG = { ok: false, msg: 'Usuario o contraseña incorrectos' };

describe('POST /api/auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the per-IP route limit is tested elsewhere; here it must not interfere with the lockout
    t = await buildTestApp({}, { RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    call(t.app, { method: 'POST', url: '/api/auth', payload: { email, password } });

  it('answers user, a working token and a welcome message', async () => {
    const u = await createUser(t.app, { name: 'Lucía', role: 'admin' });
    const res = await login(u.email.toUpperCase(), u.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, msg: 'Bienvenido(a) Lucía', token: expect.any(String) });
    expect(Object.keys(body.user).sort()).toEqual([
      '_id',
      'active',
      'email',
      'lastname',
      'lugar',
      'name',
      'phone',
      'role',
      'uid',
    ]);
    expect(body.user).toMatchObject({ uid: u.id, _id: u.id, role: 'admin', active: true });
    const me = await call(t.app, { url: `/api/usuarios/${u.id}`, as: { token: body.token } });
    expect(me.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const u = await createUser(t.app);
    const wrong = await login(u.email, 'otra-contraseña');
    const unknown = await login('nadie@example.com', 'secreto123');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(wrong.json()).toEqual(WRONG);
    expect(unknown.json()).toEqual(WRONG);
  });

  it('refuses an inactive account with a clear message, but only after the password matched', async () => {
    const u = await createUser(t.app, { active: false });
    const right = await login(u.email, u.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      ok: false,
      msg: 'Tu cuenta no está activa. Revisa tu correo para activarla.',
    });
    expect((await login(u.email, 'equivocada')).json()).toEqual(WRONG);
  });

  it.each([
    [{ password: 'secreto123' }, MSG.emailRequired],
    [{ email: 'x', password: 'secreto123' }, MSG.emailInvalid],
    [{ email: 'a@b.mx' }, MSG.passwordRequired],
    [{ email: 'a@b.mx', password: '123' }, MSG.passwordMin],
  ])('answers 400 with the spec message for %o', async (payload, msg) => {
    const res = await call(t.app, { method: 'POST', url: '/api/auth', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg });
  });

  it('locks an e-mail for 15 minutes after 10 failed logins, even for the right password', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 10; i++) expect((await login(u.email, `mala-${i}`)).statusCode).toBe(400);
    for (const password of ['mala-11', u.password]) {
      const res = await login(u.email, password);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ ok: false, msg: tooManyLoginsMsg(15 * 60_000) });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    const other = await createUser(t.app);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('counts failures for unknown e-mails too, and a success clears the count', async () => {
    for (let i = 0; i < 10; i++) await login('fantasma@example.com', 'secreto123');
    expect((await login('fantasma@example.com', 'secreto123')).statusCode).toBe(429);

    const u = await createUser(t.app);
    for (let i = 0; i < 9; i++) await login(u.email, 'mala-clave');
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login(u.email, 'mala-clave');
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });
});
