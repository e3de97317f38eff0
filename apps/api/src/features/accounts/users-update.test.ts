import { MSG } from '@salones/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { insertPlace, setupAccounts, setupTestApp } from '../../test/world.ts';

describe('PUT /api/usuarios/{uid}', () => {
  const t = setupTestApp();
  const { admin, superAdmin } = setupAccounts(t);
  let placeId: string;
  beforeAll(async () => {
    placeId = (await insertPlace(t.app)).id;
  });

  const edit = (target: { id: string }, payload: Record<string, unknown>, as: TestUser | null) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/usuarios/${target.id}`,
      payload: { name: 'Nuevo', email: `n${Math.random()}@example.com`, ...payload },
      as,
    });
  const readWith = (u: TestUser, token = u.token) =>
    call(t.app, { url: `/api/usuarios/${u.id}`, as: { token } });

  it('is refused to anonymous visitors (401) and role users (403)', async () => {
    const target = await createUser(t.app);
    expect((await edit(target, {}, null)).statusCode).toBe(401);
    expect((await edit(target, {}, target)).statusCode).toBe(403);
  });

  it.each(['admin', 'super_admin'])('lets %s edit a customer and answers the updated user', async (role) => {
    const target = await createUser(t.app);
    const as = role === 'admin' ? admin : superAdmin;
    const res = await edit(
      target,
      {
        name: 'Rosa',
        lastname: 'Paz',
        phone: '5599988877',
        email: `Rosa.${role}@Example.com`,
        role: 'admin',
      },
      as,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      msg: 'Usuario actualizado',
      user: {
        uid: target.id,
        _id: target.id,
        name: 'Rosa',
        lastname: 'Paz',
        email: `rosa.${role}@example.com`,
        phone: '5599988877',
        role: 'admin',
        active: true,
        lugar: null,
      },
    });
  });

  it('does not let an admin edit a super_admin, promote to super_admin or assign a place', async () => {
    const target = await createUser(t.app);
    const cases = [
      [await edit(superAdmin, {}, admin), 'Un administrador no puede editar a un Master Admin'],
      [
        await edit(target, { role: 'super_admin' }, admin),
        'Solo un Master Admin puede asignar el rol de Master Admin',
      ],
      [await edit(target, { lugar: placeId }, admin), 'Solo un Master Admin puede asignar una sucursal'],
    ] as const;
    for (const [res, msg] of cases) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ok: false, msg });
    }
    // sending the place the account already has is not assigning one
    expect((await edit(target, { lugar: null }, admin)).statusCode).toBe(200);
  });

  it('lets a super_admin promote to super_admin and assign or clear a place', async () => {
    const target = await createUser(t.app, { role: 'admin' });
    const promoted = await edit(target, { role: 'super_admin', lugar: placeId }, superAdmin);
    expect(promoted.json().user).toMatchObject({ role: 'super_admin', lugar: placeId });
    expect((await edit(target, { lugar: '' }, superAdmin)).json().user.lugar).toBeNull();
  });

  it('refuses a place that does not exist', async () => {
    const target = await createUser(t.app, { role: 'admin' });
    for (const lugar of ['7f1c8a52-2d7c-4a8e-9a61-0c0a3c1d2e3f', 'no-es-un-id']) {
      const res = await edit(target, { lugar }, superAdmin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, msg: 'La sucursal seleccionada no existe' });
    }
  });

  it.each([
    [{ name: '' }, MSG.userEditRequired],
    [{ email: '' }, MSG.userEditRequired],
    [{ email: 'mal' }, MSG.emailInvalid],
    [{ phone: '123' }, MSG.phoneMin],
    [{ password: '123' }, MSG.passwordMin],
    [{ role: 'jefe' }, 'Rol no válido'],
  ])('answers 400 with the right message for %o', async (change, msg) => {
    const target = await createUser(t.app);
    const res = await edit(target, change, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg });
  });

  it('refuses an e-mail another account uses (409) and an unknown account (404)', async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    expect((await edit(a, { email: b.email.toUpperCase() }, admin)).json()).toEqual({
      ok: false,
      msg: 'El correo ya está registrado',
    });
    expect((await edit({ id: '7f1c8a52-2d7c-4a8e-9a61-0c0a3c1d2e3f' }, {}, admin)).statusCode).toBe(404);
  });

  it('sets a new password and ends the old sessions; an empty password changes nothing', async () => {
    const target = await createUser(t.app);
    expect((await edit(target, { email: target.email, password: '' }, admin)).statusCode).toBe(200);
    expect((await readWith(target)).statusCode).toBe(200);

    expect((await edit(target, { email: target.email, password: 'nueva-clave' }, admin)).statusCode).toBe(
      200,
    );
    expect((await readWith(target)).statusCode).toBe(401);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth',
      payload: { email: target.email, password: 'nueva-clave' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('ends the sessions of a deactivated account at once, and reactivation does not revive them', async () => {
    const target = await createUser(t.app);
    expect((await edit(target, { active: false }, admin)).json().user.active).toBe(false);
    expect((await readWith(target)).statusCode).toBe(401);
    expect((await edit(target, { active: 1 }, admin)).json().user.active).toBe(true);
    expect((await readWith(target)).statusCode).toBe(401);
  });

  it('does not let staff change their own role or deactivate themselves', async () => {
    const me = await createUser(t.app, { role: 'admin' });
    const msg = 'No puedes cambiar tu propio rol ni desactivar tu propia cuenta';
    expect((await edit(me, { role: 'user' }, me)).json()).toEqual({ ok: false, msg });
    expect((await edit(me, { active: false }, me)).json()).toEqual({ ok: false, msg });
    expect((await edit(me, { role: 'admin', active: true, phone: '5500000000' }, me)).statusCode).toBe(200);
  });
});
