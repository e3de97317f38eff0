import { describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { insertEvent, insertPlace, setupAccounts, setupTestApp } from '../../test/world.ts';

describe('DELETE /api/usuarios/{id}', () => {
  const t = setupTestApp();
  const { admin, superAdmin } = setupAccounts(t);

  const remove = (id: string, as: TestUser | null) =>
    call(t.app, { method: 'DELETE', url: `/api/usuarios/${id}`, as });

  it('is for super_admin only', async () => {
    const target = await createUser(t.app);
    expect((await remove(target.id, null)).statusCode).toBe(401);
    expect((await remove(target.id, target)).statusCode).toBe(403);
    expect((await remove(target.id, admin)).statusCode).toBe(403);
  });

  it('deletes the account, answers it, and its token stops working', async () => {
    const target = await createUser(t.app, { name: 'Borrable' });
    const res = await remove(target.id, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      msg: 'Usuario eliminado',
      user: { uid: target.id, name: 'Borrable' },
    });
    expect((await call(t.app, { url: `/api/usuarios/${target.id}`, as: target })).statusCode).toBe(401);
    expect((await remove(target.id, superAdmin)).statusCode).toBe(404);
  });

  it('refuses a customer with events, so booking history is kept (409)', async () => {
    const customer = await createUser(t.app);
    const place = await insertPlace(t.app, 'Norte');
    await insertEvent(t.app, { placeId: place.id, packageName: 'Paquete Fiesta', customerId: customer.id });
    const res = await remove(customer.id, superAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      msg: 'No se puede eliminar a un usuario con eventos registrados',
    });
    expect((await call(t.app, { url: `/api/usuarios/${customer.id}`, as: customer })).statusCode).toBe(200);
  });

  it('refuses deleting yourself and a malformed id', async () => {
    const self = await remove(superAdmin.id, superAdmin);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ ok: false, msg: 'No puedes eliminar tu propia cuenta' });
    expect((await remove('123', superAdmin)).statusCode).toBe(400);
  });
});
