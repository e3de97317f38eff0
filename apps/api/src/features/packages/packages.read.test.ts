import { beforeAll, describe, expect, it } from 'vitest';
import { packages, places } from '../../db/schema/index.ts';
import { call } from '../../test/helper.ts';
import { countQueries } from '../../test/query-counter.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';

describe('reading packages', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  let placeId: string;
  let emptyPlaceId: string;
  let fiestaId: string;

  beforeAll(async () => {
    const [place, empty] = await t.app.db
      .insert(places)
      .values([
        { sucursal: 'Sucursal Norte', lugarname: 'norte' },
        { sucursal: 'Vacía', lugarname: 'vacia' },
      ])
      .returning();
    placeId = place.id;
    emptyPlaceId = empty.id;
    const create = async (name: string) => {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/package/${placeId}`,
        as: admin,
        payload: {
          name,
          basico: 12500.5,
          grande: 16500,
          color: '#ff6900',
          colorTexto: '#ffffff',
          tipo: 'paquete',
          duracion: '5 horas',
          descripcion: `Desc ${name}`,
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json().paquete.uid as string;
    };
    fiestaId = await create('Paquete Fiesta');
    await create('Paquete Mágico');
    await call(t.app, {
      method: 'POST',
      url: `/api/package/descripcion/${fiestaId}`,
      as: admin,
      payload: {
        descripciones: [
          { descripcion: 'Salón 5 horas' },
          { descripcion: 'Piñata' },
          { descripcion: 'Animador' },
        ],
      },
    });
    // rows of another tipo (older data) never show in the packages list
    await t.app.db
      .insert(packages)
      .values({ placeId, name: 'Promo', tipo: 'promocion', basicoCentavos: 1, grandeCentavos: 1 });
  });

  it.each(['anonymous', 'user', 'admin', 'super_admin'] as const)(
    'lists the packages of a place to %s under both keys, only tipo paquete',
    async (role) => {
      const as = { anonymous: null, user, admin, super_admin: superAdmin }[role];
      const res = await call(t.app, { url: `/api/package/${placeId}`, as });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.ok).toBe(true);
      expect(body.paquetes).toEqual(body.paquete);
      expect(body.paquetes.map((p: { name: string }) => p.name)).toEqual([
        'Paquete Fiesta',
        'Paquete Mágico',
      ]);
    },
  );

  it('answers each package in the contract shape, prices in pesos, descriptions in the order added', async () => {
    const res = await call(t.app, { url: `/api/package/${placeId}` });
    const fiesta = res.json().paquetes[0];
    expect(fiesta).toMatchObject({
      uid: fiestaId,
      _id: fiestaId,
      name: 'Paquete Fiesta',
      tipo: 'paquete',
      descripcion: 'Desc Paquete Fiesta',
      color: '#ff6900',
      colorTexto: '#ffffff',
      basico: 12500.5,
      grande: 16500,
      descuento: null,
      duracion: '5 horas',
      lugar: placeId,
    });
    expect(fiesta.descripciones.map((d: { descripcion: string }) => d.descripcion)).toEqual([
      'Salón 5 horas',
      'Piñata',
      'Animador',
    ]);
    expect(fiesta.descripciones[0].uid).toBe(fiesta.descripciones[0]._id);
    expect(res.json().paquetes[1].descripciones).toEqual([]);
  });

  it('reads a list with its descriptions, and one package, in one database query each', async () => {
    // what a read costs when the answer is not already in the public read cache
    t.app.publicReadCache.clear();
    let list: { paquetes: { descripciones: unknown[] }[] } | undefined;
    const listQueries = await countQueries(t.app, async () => {
      list = (await call(t.app, { url: `/api/package/${placeId}` })).json();
    });
    expect(list?.paquetes.map((p) => p.descripciones.length)).toEqual([3, 0]);
    expect(listQueries).toBe(1);
    const oneQueries = await countQueries(t.app, () =>
      call(t.app, { url: `/api/package/lugar/${fiestaId}` }),
    );
    expect(oneQueries).toBe(1);
  });

  it('answers an empty list for a place without packages', async () => {
    const res = await call(t.app, { url: `/api/package/${emptyPlaceId}` });
    expect(res.json()).toEqual({ ok: true, paquetes: [], paquete: [] });
  });

  it('answers an unknown place with 404 and a malformed id with 400', async () => {
    const unknown = await call(t.app, { url: '/api/package/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, msg: 'No se encontró la sucursal' });
    const bad = await call(t.app, { url: '/api/package/norte' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Identificador no válido');
  });

  describe('GET /api/package/lugar/{id}', () => {
    it('answers one package, to anyone, with its place as an object', async () => {
      const res = await call(t.app, { url: `/api/package/lugar/${fiestaId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().paquete).toMatchObject({
        uid: fiestaId,
        name: 'Paquete Fiesta',
        basico: 12500.5,
        lugar: { uid: placeId, _id: placeId, sucursal: 'Sucursal Norte', lugarname: 'norte' },
      });
      expect(res.json().paquete.descripciones).toHaveLength(3);
    });

    it('answers an unknown package with 404 and a malformed id with 400', async () => {
      const unknown = await call(t.app, { url: '/api/package/lugar/00000000-0000-4000-8000-000000000000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().msg).toBe('No se encontró el paquete');
      expect((await call(t.app, { url: '/api/package/lugar/abc' })).statusCode).toBe(400);
    });
  });
});
