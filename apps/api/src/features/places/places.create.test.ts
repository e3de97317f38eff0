import { LEAD_DAYS } from '@salones/shared/slots';
import { describe, expect, it } from 'vitest';
import { call, type TestUser } from '../../test/helper.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';

const valid = (over: Record<string, unknown> = {}) => ({
  sucursal: 'Sucursal Coyoacán',
  lugarname: 'coyoacan',
  email: 'coyoacan@fiestas.mx',
  phone: '5512345678',
  whatsApp: '5587654321',
  horario: 'Lunes a domingo de 10:00 a 20:00',
  direccion: 'Av. Universidad 1500',
  mapaURL: 'https://www.google.com/maps/embed?pb=1',
  ...over,
});

describe('POST /api/locates', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  let n = 0;
  const post = (payload: unknown, as: TestUser | null = admin) =>
    call(t.app, { method: 'POST', url: '/api/locates', payload: payload as object, as });
  const slug = () => `sucursal-${++n}`;

  it('creates a branch for an admin: 201, lugar and the spec message', async () => {
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.msg).toBe('Se agrego un nuevo lugar');
    // a new branch's lead time is the default
    expect(body.lugar).toEqual({
      uid: body.lugar._id,
      ...valid(),
      diasAnticipacion: LEAD_DAYS.default,
      _id: body.lugar._id,
    });
    const list = await call(t.app, { url: '/api/locates' });
    expect(list.json().lugares.map((p: { uid: string }) => p.uid)).toContain(body.lugar.uid);
  });

  it('creates a branch for a super_admin', async () => {
    expect((await post(valid({ lugarname: slug() }), superAdmin)).statusCode).toBe(201);
  });

  it('refuses anonymous visitors with 401 and plain users with 403, storing nothing', async () => {
    expect((await post(valid({ lugarname: 'anonimo' }), null)).statusCode).toBe(401);
    expect((await post(valid({ lugarname: 'usuario' }), user)).statusCode).toBe(403);
    const res = await call(t.app, { url: '/api/locates/name/usuario' });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    [{ sucursal: '' }, 'Ingrese nombre de la sucursal'],
    [{ sucursal: undefined }, 'Ingrese nombre de la sucursal'],
    [{ lugarname: '   ' }, 'Ingrese nombre del lugar(para la dirección web)'],
    [{ lugarname: '!!!' }, 'Ingrese nombre del lugar(para la dirección web)'],
    [{ email: 'no-es-correo' }, 'El email no es valido'],
    [{ phone: '55123' }, 'El numéro debe contener un minimo de 10 caracteres'],
    [{ whatsApp: '551234567' }, 'El numéro debe contener un minimo de 10 caracteres'],
    [{ mapaURL: 'javascript:alert(1)' }, 'La URL del mapa no es válida'],
  ])('refuses %o with its spec message', async (over, msg) => {
    const res = await post(valid({ lugarname: slug(), ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg });
  });

  it('checks the name before the slug (spec order)', async () => {
    const res = await post({ sucursal: '', lugarname: '' });
    expect(res.json().msg).toBe('Ingrese nombre de la sucursal');
  });

  it('accepts a branch with only a name and a slug (the rest is optional)', async () => {
    const res = await post({ sucursal: 'Mínima', lugarname: 'minima', email: '', phone: '', whatsApp: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().lugar).toMatchObject({
      email: '',
      phone: '',
      whatsApp: '',
      mapaURL: '',
      horario: '',
      direccion: '',
    });
  });

  it('normalises the slug: trimmed, lower-case, dashes for spaces, no accents', async () => {
    const res = await post(valid({ lugarname: '  Ciudad Satélite Norte ' }));
    expect(res.json().lugar.lugarname).toBe('ciudad-satelite-norte');
  });

  it('keeps only the address of a pasted Google Maps iframe', async () => {
    const res = await post(
      valid({
        lugarname: slug(),
        mapaURL: '<iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600"></iframe>',
      }),
    );
    expect(res.json().lugar.mapaURL).toBe('https://www.google.com/maps/embed?pb=!1m18');
  });

  it('refuses a slug already used, whatever its case or accents, with 409', async () => {
    expect((await post(valid({ lugarname: 'polanco' }))).statusCode).toBe(201);
    const res = await post(valid({ sucursal: 'Otra', lugarname: 'Polancó' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, msg: 'Ya existe una sucursal con esa dirección web' });
  });

  it.each([
    'carrito',
    'descripcion',
    'pedidos',
    'Admin',
    'activar',
    'reset',
    'pdf',
    'api',
    'uploads',
    'assets',
    'iniciar-sesion',
    'registro',
  ])('refuses the app route %s as a slug with 400', async (lugarname) => {
    const res = await post(valid({ lugarname }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Esa dirección web está reservada, elige otra');
  });

  it('answers a body that is not an object with a Spanish 400', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/locates',
      payload: '[]',
      headers: { 'content-type': 'application/json' },
      as: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg: 'Datos no válidos' });
  });
});
