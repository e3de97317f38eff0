import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';

describe('reading users', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await createUser(t.app, { name: 'Uriel' });
    other = await createUser(t.app, { name: 'Olga' });
    admin = await createUser(t.app, { role: 'admin', name: 'Adán' });
    superAdmin = await createUser(t.app, { role: 'super_admin', name: 'Sara' });
  });
  afterAll(() => t.close());

  const read = (id: string, as: TestUser | null) => call(t.app, { url: `/api/usuarios/${id}`, as });
  const list = (query: string, as: TestUser | null) => call(t.app, { url: `/api/usuarios?${query}`, as });

  describe('GET /api/usuarios/{id}', () => {
    it('answers 401 to an anonymous visitor', async () => {
      expect((await read(user.id, null)).statusCode).toBe(401);
    });

    it('lets a role user read their own record only', async () => {
      const own = await read(user.id, user);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        ok: true,
        userData: { uid: user.id, _id: user.id, name: 'Uriel', role: 'user' },
      });
      expect(own.json().userData).not.toHaveProperty('passwordHash');
      const foreign = await read(other.id, user);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({
        ok: false,
        msg: 'No tienes permiso para ver los datos de otro usuario',
      });
    });

    it.each(['admin', 'super_admin'])('lets %s read anyone', async (role) => {
      const as = role === 'admin' ? admin : superAdmin;
      for (const target of [user, admin, superAdmin])
        expect((await read(target.id, as)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await read('7f1c8a52-2d7c-4a8e-9a61-0c0a3c1d2e3f', admin)).json()).toEqual({
        ok: false,
        msg: 'El usuario no existe',
      });
      const bad = await read('no-es-un-id', admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ ok: false, msg: 'Identificador no válido' });
    });
  });

  describe('GET /api/usuarios', () => {
    const idsOf = (res: { json(): { users: { uid: string }[] } }) => res.json().users.map((u) => u.uid);

    it('is for staff only', async () => {
      expect((await list('', null)).statusCode).toBe(401);
      expect((await list('', user)).statusCode).toBe(403);
    });

    it('lists role users for role=user', async () => {
      const res = await list('role=user', admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().users.every((u: { role: string }) => u.role === 'user')).toBe(true);
      expect(idsOf(res)).toEqual(expect.arrayContaining([user.id, other.id]));
    });

    it('shows an admin only role admin as staff, and never a super_admin', async () => {
      const staff = await list('role=staff', admin);
      expect(staff.json().users.map((u: { role: string }) => u.role)).toEqual(['admin']);
      const all = await list('', admin);
      expect(all.json().users.some((u: { role: string }) => u.role === 'super_admin')).toBe(false);
      expect(all.json().total).toBe(3);
    });

    it('shows a super_admin both admins and super_admins as staff', async () => {
      const res = await list('role=staff', superAdmin);
      const roles = res.json().users.map((u: { role: string }) => u.role);
      expect(roles).toContain('admin');
      expect(roles).toContain('super_admin');
      expect(roles).not.toContain('user');
      // the seeded super_admin of the start-up is one of them
      expect(res.json().total).toBe(3);
    });

    it('rejects a bad filter, page or limit', async () => {
      for (const query of ['role=admin', 'page=0', 'limit=201', 'limit=abc']) {
        expect((await list(query, admin)).statusCode).toBe(400);
      }
    });
  });
});
