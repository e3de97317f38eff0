import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { packages, places } from '../../db/schema/index.ts';
import { call, type TestUser } from '../../test/helper.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Paquete Fiesta',
  descuento: '',
  color: '#6c0e8a',
  colorTexto: '#ffffff',
  basico: 12500.5,
  grande: 16500.25,
  descripcion: 'Todo incluido',
  tipo: 'paquete',
  duracion: '5 horas',
  ...over,
});

describe('POST /api/package/{placeId}', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  let placeId: string;
  const post = (payload: object, as: TestUser | null = admin, id = placeId) =>
    call(t.app, { method: 'POST', url: `/api/package/${id}`, payload, as });

  beforeAll(async () => {
    [{ id: placeId }] = await t.app.db
      .insert(places)
      .values({ sucursal: 'Norte', lugarname: 'norte' })
      .returning();
  });

  it('creates a package for an admin: 201, paquete and the spec message; prices round-trip in pesos', async () => {
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    const { ok, paquete, msg } = res.json();
    expect({ ok, msg }).toEqual({ ok: true, msg: 'Se agrego un nuevo paquete' });
    expect(paquete).toEqual({
      uid: paquete._id,
      _id: paquete._id,
      name: 'Paquete Fiesta',
      tipo: 'paquete',
      descripcion: 'Todo incluido',
      color: '#6c0e8a',
      colorTexto: '#ffffff',
      basico: 12500.5,
      grande: 16500.25,
      descuento: null,
      duracion: '5 horas',
      lugar: placeId,
      descripciones: [],
    });
    const [row] = await t.app.db.select().from(packages).where(eq(packages.id, paquete.uid));
    expect([row.basicoCentavos, row.grandeCentavos]).toEqual([1_250_050, 1_650_025]);
    const read = await call(t.app, { url: `/api/package/lugar/${paquete.uid}` });
    expect([read.json().paquete.basico, read.json().paquete.grande]).toEqual([12500.5, 16500.25]);
  });

  it('creates a package for a super_admin, accepting prices as form strings and a discount', async () => {
    const res = await post(valid({ basico: '9999.99', grande: '0', descuento: '500.1' }), superAdmin);
    expect(res.statusCode).toBe(201);
    expect(res.json().paquete).toMatchObject({ basico: 9999.99, grande: 0, descuento: 500.1 });
  });

  it('refuses anonymous visitors with 401 and plain users with 403, storing nothing', async () => {
    expect((await post(valid({ name: 'Anónimo' }), null)).statusCode).toBe(401);
    expect((await post(valid({ name: 'Usuario' }), user)).statusCode).toBe(403);
    const names = (await t.app.db.select().from(packages)).map((p) => p.name);
    expect(names).not.toContain('Anónimo');
    expect(names).not.toContain('Usuario');
  });

  it.each([
    [{ name: ' ' }, 'Ingrese el nombre del paquete'],
    [{ name: undefined }, 'Ingrese el nombre del paquete'],
    [{ basico: undefined }, 'Ingrese el precio básico'],
    [{ basico: '' }, 'Ingrese el precio básico'],
    [{ basico: -1 }, 'El precio básico debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ basico: 10.123 }, 'El precio básico debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ basico: 'diez' }, 'El precio básico debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ grande: null }, 'Ingrese el precio grande'],
    [{ grande: 1e12 }, 'El precio grande debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ descuento: -5 }, 'El descuento debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ color: '#123456' }, 'Color no válido'],
    [{ colorTexto: 'rosa' }, 'Color no válido'],
    [{ tipo: 'producto' }, 'Tipo de paquete no válido'],
  ])('refuses %o with 400 and its message', async (over, msg) => {
    const res = await post(valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg });
  });

  it('accepts palette colours in any case and answers them as the palette writes them', async () => {
    const res = await post(valid({ color: '#eb144c', colorTexto: '#A2A2A2' }));
    expect(res.json().paquete).toMatchObject({ color: '#EB144C', colorTexto: '#a2a2a2' });
  });

  it('answers an unknown place with 404 and a malformed id with 400', async () => {
    const res = await post(valid(), admin, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No se encontró la sucursal');
    expect((await post(valid(), admin, 'norte')).statusCode).toBe(400);
  });
});
