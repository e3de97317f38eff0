import { beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema/index.ts';
import { call, type TestUser } from '../../test/helper.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';

describe('package descriptions', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  let packageId: string;
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const add = (payload: object, as: TestUser | null = admin, id = packageId) =>
    call(t.app, { method: 'POST', url: `/api/package/descripcion/${id}`, payload, as });
  const remove = (id: string, as: TestUser | null = admin) =>
    call(t.app, { method: 'DELETE', url: `/api/package/descripcion/${id}`, as });
  const listed = async () =>
    (await call(t.app, { url: `/api/package/lugar/${packageId}` }))
      .json()
      .paquete.descripciones.map((d: { descripcion: string }) => d.descripcion);

  beforeAll(async () => {
    const [place] = await t.app.db
      .insert(places)
      .values({ sucursal: 'Norte', lugarname: 'norte' })
      .returning();
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/package/${place.id}`,
      as: admin,
      payload: { name: 'Paquete Fiesta', basico: 1, grande: 2 },
    });
    packageId = res.json().paquete.uid;
  });

  it('adds a list of descriptions and answers the package under addPaquete with the spec message', async () => {
    const res = await add({ descripciones: [{ descripcion: 'Salón 5 horas' }, { descripcion: ' Piñata ' }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('Nueva descripción agregada a Paquete Fiesta');
    expect(body.addPaquete).toMatchObject({ uid: packageId, name: 'Paquete Fiesta' });
    expect(body.addPaquete.descripciones.map((d: { descripcion: string }) => d.descripcion)).toEqual([
      'Salón 5 horas',
      'Piñata',
    ]);
  });

  it('also takes a single { descripcion }, for a super_admin too', async () => {
    const res = await add({ descripcion: 'Animador' }, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(await listed()).toEqual(['Salón 5 horas', 'Piñata', 'Animador']);
  });

  it.each([
    [{ descripcion: '  ' }],
    [{ descripciones: [] }],
    [{ descripciones: [{ descripcion: '' }] }],
    [{}],
  ])('refuses %o with "Ingrese una descripción"', async (payload) => {
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg: 'Ingrese una descripción' });
  });

  it('stores none of a list when one item is blank', async () => {
    const before = await listed();
    expect((await add({ descripciones: [{ descripcion: 'Válida' }, { descripcion: '' }] })).statusCode).toBe(
      400,
    );
    expect(await listed()).toEqual(before);
  });

  it('refuses anonymous visitors (401) and plain users (403)', async () => {
    expect((await add({ descripcion: 'X' }, null)).statusCode).toBe(401);
    expect((await add({ descripcion: 'X' }, user)).statusCode).toBe(403);
    expect(await listed()).not.toContain('X');
  });

  it('answers an unknown package with 404 and a malformed id with 400', async () => {
    const res = await add({ descripcion: 'X' }, admin, UNKNOWN);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No se encontró el paquete');
    expect((await add({ descripcion: 'X' }, admin, 'abc')).statusCode).toBe(400);
  });

  describe('DELETE /api/package/descripcion/{id}', () => {
    it('refuses anonymous visitors (401) and plain users (403)', async () => {
      const [first] = (await call(t.app, { url: `/api/package/lugar/${packageId}` })).json().paquete
        .descripciones;
      expect((await remove(first.uid, null)).statusCode).toBe(401);
      expect((await remove(first.uid, user)).statusCode).toBe(403);
      expect(await listed()).toContain(first.descripcion);
    });

    it.each(['admin', 'super_admin'] as const)(
      'lets %s delete one description and answers it',
      async (role) => {
        const [first] = (await call(t.app, { url: `/api/package/lugar/${packageId}` })).json().paquete
          .descripciones;
        const res = await remove(first.uid, role === 'admin' ? admin : superAdmin);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          ok: true,
          descripcion: { uid: first.uid, _id: first.uid, descripcion: first.descripcion },
        });
        expect(await listed()).not.toContain(first.descripcion);
        expect((await remove(first.uid)).statusCode).toBe(404);
      },
    );

    it('answers a malformed id with 400', async () => {
      expect((await remove('1')).statusCode).toBe(400);
    });
  });
});
