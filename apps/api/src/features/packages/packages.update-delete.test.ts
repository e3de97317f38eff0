import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, packageDescriptions, places } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { insertEvent, setupAccounts, setupTestApp } from '../../test/world.ts';

describe('changing and deleting packages', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  let placeId: string;
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';

  const createPackage = async (name = 'Paquete Fiesta') => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/package/${placeId}`,
      as: admin,
      payload: { name, basico: 1000, grande: 2000, descuento: 100 },
    });
    return res.json().paquete.uid as string;
  };

  beforeAll(async () => {
    [{ id: placeId }] = await t.app.db
      .insert(places)
      .values({ sucursal: 'Norte', lugarname: 'norte' })
      .returning();
  });

  describe('PUT /api/package/{id}', () => {
    const put = (id: string, payload: object, as: TestUser | null = admin) =>
      call(t.app, { method: 'PUT', url: `/api/package/${id}`, payload, as });

    it('updates the spec body fields and answers { ok, paquete }', async () => {
      const id = await createPackage();
      const body = {
        name: 'Paquete Mágico',
        descuento: 250.75,
        color: '#00d084',
        colorTexto: '#000000',
        basico: 12500.5,
        grande: 20000.01,
        descripcion: 'Magia',
        duracion: '6 horas',
      };
      const res = await put(id, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ok: true,
        paquete: { uid: id, _id: id, tipo: 'paquete', lugar: placeId, descripciones: [], ...body },
      });
      const read = await call(t.app, { url: `/api/package/lugar/${id}` });
      expect(read.json().paquete).toMatchObject({ basico: 12500.5, grande: 20000.01, descuento: 250.75 });
    });

    it('keeps the fields a body leaves out, and a blank discount clears it', async () => {
      const id = await createPackage('Parcial');
      expect((await put(id, { duracion: '4 horas' }, superAdmin)).json().paquete).toMatchObject({
        name: 'Parcial',
        basico: 1000,
        descuento: 100,
        duracion: '4 horas',
      });
      expect((await put(id, { descuento: '' })).json().paquete.descuento).toBeNull();
    });

    it.each([
      [{ name: '' }, 'Ingrese el nombre del paquete'],
      [{ basico: '' }, 'Ingrese el precio básico'],
      [{ grande: 1.001 }, 'El precio grande debe ser un número mayor o igual a 0 con máximo dos decimales'],
      [{ color: 'azul' }, 'Color no válido'],
    ])('refuses %o with 400 and its message', async (body, msg) => {
      const id = await createPackage('Validado');
      const res = await put(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, msg });
    });

    it('refuses anonymous visitors (401) and plain users (403)', async () => {
      const id = await createPackage('Protegido');
      expect((await put(id, { name: 'X' }, null)).statusCode).toBe(401);
      expect((await put(id, { name: 'X' }, user)).statusCode).toBe(403);
      expect((await call(t.app, { url: `/api/package/lugar/${id}` })).json().paquete.name).toBe('Protegido');
    });

    it('answers an unknown package with 404 and a malformed id with 400', async () => {
      expect((await put(UNKNOWN, { name: 'X' })).statusCode).toBe(404);
      expect((await put(UNKNOWN, {})).statusCode).toBe(404);
      expect((await put('x', { name: 'X' })).statusCode).toBe(400);
    });
  });

  describe('DELETE /api/package/{id}', () => {
    const remove = (id: string, as: TestUser | null = admin) =>
      call(t.app, { method: 'DELETE', url: `/api/package/${id}`, as });

    it('refuses anonymous visitors (401) and plain users (403)', async () => {
      const id = await createPackage('Seguro');
      expect((await remove(id, null)).statusCode).toBe(401);
      expect((await remove(id, user)).statusCode).toBe(403);
      expect((await call(t.app, { url: `/api/package/lugar/${id}` })).statusCode).toBe(200);
    });

    it.each(['admin', 'super_admin'] as const)(
      'lets %s delete a package with its descriptions',
      async (role) => {
        const id = await createPackage(`Borrable ${role}`);
        await call(t.app, {
          method: 'POST',
          url: `/api/package/descripcion/${id}`,
          as: admin,
          payload: { descripcion: 'Pastel' },
        });
        const res = await remove(id, role === 'admin' ? admin : superAdmin);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          ok: true,
          paquete: { uid: id, name: `Borrable ${role}`, descripciones: [{ descripcion: 'Pastel' }] },
        });
        expect((await call(t.app, { url: `/api/package/lugar/${id}` })).statusCode).toBe(404);
        expect(
          await t.app.db.select().from(packageDescriptions).where(eq(packageDescriptions.packageId, id)),
        ).toEqual([]);
        expect((await remove(id)).statusCode).toBe(404);
      },
    );

    it('leaves booked events with their package name snapshot and no package id', async () => {
      const id = await createPackage('Reservado');
      const customer = await createUser(t.app);
      const event = await insertEvent(t.app, {
        placeId,
        packageId: id,
        packageName: 'Reservado',
        customerId: customer.id,
      });
      expect((await remove(id)).statusCode).toBe(200);
      const [after] = await t.app.db.select().from(events).where(eq(events.id, event.id));
      expect(after).toMatchObject({ packageId: null, packageName: 'Reservado' });
    });

    it('answers a malformed id with 400', async () => {
      expect((await remove('no-uuid')).statusCode).toBe(400);
    });
  });
});
