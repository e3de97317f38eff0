import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestUser } from '../../test/helper.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';

describe('PUT /api/locates/{id}', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  let placeId: string;
  const put = (payload: object, as: TestUser | null = admin, id = placeId) =>
    call(t.app, { method: 'PUT', url: `/api/locates/${id}`, payload, as });

  beforeAll(async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/locates',
      as: admin,
      payload: {
        sucursal: 'Sucursal Centro',
        lugarname: 'centro',
        phone: '5512345678',
        email: 'centro@fiestas.mx',
      },
    });
    placeId = created.json().lugar.uid;
    await call(t.app, {
      method: 'POST',
      url: '/api/locates',
      as: admin,
      payload: { sucursal: 'Sucursal Sur', lugarname: 'sur' },
    });
  });

  it('updates every field of the spec body and answers { ok, lugar }', async () => {
    const body = {
      sucursal: 'Sucursal Centro Histórico',
      lugarname: 'Centro Histórico',
      phone: '5500000000',
      email: 'Historico@Fiestas.mx',
      horario: '9 a 21',
      direccion: 'Madero 1',
      mapaURL: 'https://maps.google.com/x',
      whatsApp: '5511111111',
      diasAnticipacion: 7,
    };
    const res = await put(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      lugar: {
        uid: placeId,
        _id: placeId,
        ...body,
        lugarname: 'centro-historico',
        email: 'historico@fiestas.mx',
        mapaURL: 'https://maps.google.com/x',
      },
    });
    const read = await call(t.app, { url: '/api/locates/name/centro-historico' });
    expect(read.json().lugarData[0].horario).toBe('9 a 21');
  });

  it('keeps the fields a body leaves out', async () => {
    const res = await put({ lugarname: 'centro-historico', horario: '10 a 22' }, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().lugar).toMatchObject({
      sucursal: 'Sucursal Centro Histórico',
      phone: '5500000000',
      horario: '10 a 22',
    });
  });

  it.each([
    [{ lugarname: '' }, 'url del llugar es obligatoria'],
    [{ sucursal: 'X' }, 'url del llugar es obligatoria'],
    [{ lugarname: 'ok', sucursal: ' ' }, 'Ingrese nombre de la sucursal'],
    [{ lugarname: 'ok', email: 'malo@' }, 'El email no es valido'],
    [{ lugarname: 'ok', phone: '123' }, 'El numéro debe contener un minimo de 10 caracteres'],
    [{ lugarname: 'ok', whatsApp: '123' }, 'El numéro debe contener un minimo de 10 caracteres'],
    [{ lugarname: 'pedidos' }, 'Esa dirección web está reservada, elige otra'],
  ])('refuses %o with 400 and its message', async (body, msg) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg });
  });

  it('refuses the slug of another branch with 409 and changes nothing', async () => {
    const res = await put({ lugarname: 'SUR', sucursal: 'Robada' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Ya existe una sucursal con esa dirección web');
    const read = await call(t.app, { url: `/api/locates/${placeId}`, as: admin });
    expect(read.json().lugar.sucursal).toBe('Sucursal Centro Histórico');
  });

  it('refuses anonymous visitors (401) and plain users (403)', async () => {
    expect((await put({ lugarname: 'x1' }, null)).statusCode).toBe(401);
    expect((await put({ lugarname: 'x2' }, user)).statusCode).toBe(403);
    const read = await call(t.app, { url: `/api/locates/${placeId}`, as: admin });
    expect(read.json().lugar.lugarname).toBe('centro-historico');
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect((await put({ lugarname: 'x' }, admin, '123')).statusCode).toBe(400);
    const res = await put({ lugarname: 'x' }, admin, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No se encontró la sucursal');
  });
});
