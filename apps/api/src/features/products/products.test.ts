import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventExtras, products } from '../../db/schema/index.ts';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { insertEvent, insertPlace, setupAccounts, setupTestApp } from '../../test/world.ts';

describe('products', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const as = (role: 'anonymous' | 'user' | 'admin') => ({ anonymous: null, user, admin })[role];
  const post = (payload: object, who: TestUser | null = superAdmin) =>
    call(t.app, { method: 'POST', url: '/api/product', payload, as: who });
  const put = (id: string, payload: object, who: TestUser | null = superAdmin) =>
    call(t.app, { method: 'PUT', url: `/api/product/${id}`, payload, as: who });
  const remove = (id: string, who: TestUser | null = superAdmin) =>
    call(t.app, { method: 'DELETE', url: `/api/product/${id}`, as: who });
  const create = async (name: string, precio: number | string = 450) =>
    (await post({ name, precio, descripcion: 'd', tipo: 'producto' })).json().producto.uid as string;

  it('creates a product for a super_admin: 201, producto and the spec message, price in pesos', async () => {
    const res = await post({
      name: 'Piñata extra',
      descripcion: 'De personaje',
      precio: 12500.5,
      tipo: 'producto',
    });
    expect(res.statusCode).toBe(201);
    const { ok, producto, msg } = res.json();
    expect({ ok, msg }).toEqual({ ok: true, msg: 'Se agrego un nuevo producto' });
    expect(producto).toEqual({
      uid: producto._id,
      _id: producto._id,
      name: 'Piñata extra',
      precio: 12500.5,
      descripcion: 'De personaje',
      tipo: 'producto',
    });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, producto.uid));
    expect(row.precioCentavos).toBe(1_250_050);
  });

  it.each(['anonymous', 'user', 'admin'] as const)('lists products, ordered by name, to %s', async (role) => {
    await create(`Zeta ${role}`);
    await create(`Alfa ${role}`);
    const res = await call(t.app, { url: '/api/product', as: as(role) });
    expect(res.statusCode).toBe(200);
    const names = res.json().productos.map((p: { name: string }) => p.name);
    expect(names.indexOf(`Alfa ${role}`)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(`Alfa ${role}`)).toBeLessThan(names.indexOf('Piñata extra'));
    expect(names.indexOf('Piñata extra')).toBeLessThan(names.indexOf(`Zeta ${role}`));
  });

  it.each([
    [{ name: '' }, 'Ingrese el nombre del producto'],
    [{ precio: undefined }, 'Ingrese el precio del producto'],
    [{ precio: -1 }, 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ precio: 1.005 }, 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ tipo: 'paquete' }, 'Tipo de producto no válido'],
  ])('refuses %o with 400 and its message', async (over, msg) => {
    const res = await post({ name: 'Valido', precio: 10, descripcion: '', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg });
  });

  it('refuses writes from anonymous (401), user (403) and admin (403), changing nothing', async () => {
    const id = await create('Intocable', 100);
    const expected = { anonymous: 401, user: 403, admin: 403 } as const;
    for (const role of ['anonymous', 'user', 'admin'] as const) {
      expect((await post({ name: `Nuevo ${role}`, precio: 1 }, as(role))).statusCode).toBe(expected[role]);
      expect((await put(id, { name: 'Cambiado' }, as(role))).statusCode).toBe(expected[role]);
      expect((await remove(id, as(role))).statusCode).toBe(expected[role]);
    }
    const names = (await call(t.app, { url: '/api/product' }))
      .json()
      .productos.map((p: { name: string }) => p.name);
    expect(names).toContain('Intocable');
    expect(names.filter((n: string) => n.startsWith('Nuevo') || n === 'Cambiado')).toEqual([]);
  });

  it('updates name, precio and descripcion; fields left out are kept', async () => {
    const id = await create('Mesa de dulces', 1500);
    const res = await put(id, {
      name: 'Mesa de dulces grande',
      precio: '2000.25',
      descripcion: 'Para 100 niños',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      producto: {
        uid: id,
        _id: id,
        name: 'Mesa de dulces grande',
        precio: 2000.25,
        descripcion: 'Para 100 niños',
        tipo: 'producto',
      },
    });
    expect((await put(id, { descripcion: 'Otra' })).json().producto).toMatchObject({
      name: 'Mesa de dulces grande',
      precio: 2000.25,
    });
    expect((await put(id, { precio: '' })).json()).toEqual({
      ok: false,
      msg: 'Ingrese el precio del producto',
    });
  });

  it('deletes a product; extras of events keep their name and price and lose the link', async () => {
    const id = await create('Hora extra', 2000);
    const customer = await createUser(t.app);
    const place = await insertPlace(t.app, 'Norte');
    const event = await insertEvent(t.app, {
      placeId: place.id,
      customerId: customer.id,
      precioTotalCentavos: 300_000,
    });
    await t.app.db
      .insert(eventExtras)
      .values({ eventId: event.id, nombre: 'Hora extra', precioCentavos: 200_000, productId: id });
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, producto: { uid: id, name: 'Hora extra', precio: 2000 } });
    const [extra] = await t.app.db.select().from(eventExtras).where(eq(eventExtras.eventId, event.id));
    expect(extra).toMatchObject({ productId: null, nombre: 'Hora extra', precioCentavos: 200_000 });
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('answers unknown ids with 404 and malformed ones with 400', async () => {
    expect((await put(UNKNOWN, { name: 'X' })).statusCode).toBe(404);
    expect((await put(UNKNOWN, {})).json()).toEqual({ ok: false, msg: 'No se encontró el producto' });
    expect((await remove(UNKNOWN)).statusCode).toBe(404);
    expect((await put('abc', { name: 'X' })).statusCode).toBe(400);
    expect((await remove('abc')).json()).toEqual({ ok: false, msg: 'Identificador no válido' });
  });
});
