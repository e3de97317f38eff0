// Hardening: input no web form sends must be a 400 with a Spanish `msg` and leave nothing
// behind — a NUL character in any text (PostgreSQL cannot store it), numbers that are not plain
// numbers, and footer links that are not web addresses.
import { EVENT_MSG } from '@salones/shared/events';
import { INPUT_MSG, MSG } from '@salones/shared/messages';
import { PACKAGE_MSG } from '@salones/shared/packages';
import { PRODUCT_MSG } from '@salones/shared/products';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../test/helper.ts';
import { createEventVia, eventBody, insertProduct, setupWorld } from './events/events.fixtures.ts';

const NUL = 'a\u0000b';

const { t, w } = setupWorld();
let evento: { uid: string; adicionales: { _id: string }[] };
let footerId: string;
let productId: string;
let token: string;

beforeAll(async () => {
  evento = await createEventVia(t.app, w, {
    adicionales: [{ nombre: 'Globos', piezas: 2, precio: 100 }],
  });
  footerId = (await t.app.inject({ url: '/api/footer' })).json().footer[0].uid;
  productId = (await insertProduct(t.app)).id;
  token = 'a'.repeat(40);
});

/** Every table's row count and a digest of its rows: equal before and after = nothing written. */
async function snapshot() {
  const db = t.app.db;
  const tables = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, unknown> = {};
  for (const { tablename } of tables.rows) {
    const r = await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${tablename}" t`,
      ),
    );
    out[tablename] = r.rows[0];
  }
  return out;
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  payload?: () => object;
  as?: () => TestUser | null;
  msg: string;
}

async function expectRefused(c: Case) {
  const before = await snapshot();
  const res = await call(t.app, {
    method: c.method,
    url: c.url(),
    payload: c.payload?.(),
    as: c.as ? c.as() : w.superAdmin,
  });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ ok: false, msg: c.msg });
  expect(await snapshot()).toEqual(before);
}

describe('a NUL character (U+0000) in any text is a 400 with a Spanish message, nothing written', () => {
  const nul = (c: Omit<Case, 'msg'>): Case => ({ ...c, msg: INPUT_MSG.nulCharacter });
  const cases: Case[] = [
    nul({
      name: 'contact message',
      method: 'POST',
      url: () => '/api/contact',
      payload: () => ({ email: 'a@example.com', message: NUL }),
      as: () => null,
    }),
    nul({
      name: 'contact e-mail',
      method: 'POST',
      url: () => '/api/contact',
      payload: () => ({ email: `${NUL}@example.com`, message: 'Hola' }),
      as: () => null,
    }),
    nul({
      name: 'register name',
      method: 'POST',
      url: () => '/api/usuarios',
      payload: () => ({
        name: NUL,
        lastname: 'López',
        email: 'nuevo@example.com',
        phone: '5512345678',
        password: 'secreto123',
        repeatPassword: 'secreto123',
      }),
      as: () => null,
    }),
    nul({
      name: 'login e-mail',
      method: 'POST',
      url: () => '/api/auth',
      payload: () => ({ email: `x${NUL}@example.com`, password: 'secreto123' }),
      as: () => null,
    }),
    nul({
      name: 'password reset e-mail',
      method: 'POST',
      url: () => '/api/usuarios/verificaremail',
      payload: () => ({ email: `x${NUL}@example.com` }),
      as: () => null,
    }),
    nul({
      name: 'activation token (path)',
      method: 'PUT',
      url: () => `/api/usuarios/activarusuario/${token}%00`,
      payload: () => ({ active: true }),
      as: () => null,
    }),
    nul({
      name: 'users search q (query string)',
      method: 'GET',
      url: () => '/api/usuarios?q=a%00b',
    }),
    nul({
      name: 'user edit lastname',
      method: 'PUT',
      url: () => `/api/usuarios/${w.customer.id}`,
      payload: () => ({ name: 'Ana', email: w.customer.email, lastname: NUL }),
    }),
    nul({
      name: 'user edit lugar',
      method: 'PUT',
      url: () => `/api/usuarios/${w.admin.id}`,
      payload: () => ({ name: 'Beto', email: w.admin.email, lugar: NUL }),
    }),
    nul({
      name: 'place sucursal',
      method: 'POST',
      url: () => '/api/locates',
      payload: () => ({ sucursal: NUL, lugarname: 'nueva' }),
    }),
    nul({
      name: 'place direccion (edit)',
      method: 'PUT',
      url: () => `/api/locates/${w.place.id}`,
      payload: () => ({ lugarname: w.place.lugarname, direccion: NUL }),
    }),
    nul({
      name: 'place slug (path)',
      method: 'GET',
      url: () => '/api/locates/name/centro%00',
      as: () => null,
    }),
    nul({
      name: 'package name',
      method: 'POST',
      url: () => `/api/package/${w.place.id}`,
      payload: () => ({ name: NUL, basico: 100, grande: 200 }),
    }),
    nul({
      name: 'package duracion (edit)',
      method: 'PUT',
      url: () => `/api/package/${w.pkg.id}`,
      payload: () => ({ duracion: NUL }),
    }),
    nul({
      name: 'package description',
      method: 'POST',
      url: () => `/api/package/descripcion/${w.pkg.id}`,
      payload: () => ({ descripciones: [{ descripcion: NUL }] }),
    }),
    nul({
      name: 'event comentarios',
      method: 'POST',
      url: () => '/api/event',
      payload: () => eventBody(w, { comentarios: NUL }),
    }),
    nul({
      name: 'event menu field (pastel)',
      method: 'POST',
      url: () => '/api/event',
      payload: () => eventBody(w, { pastel: NUL }),
    }),
    nul({
      name: 'event name (edit)',
      method: 'PUT',
      url: () => `/api/event/${evento.uid}`,
      payload: () => ({ name: NUL }),
    }),
    nul({
      name: 'event extra nombre',
      method: 'PUT',
      url: () => `/api/event/adicional/${evento.uid}`,
      payload: () => ({ adicionales: { nombre: NUL, piezas: 1, precio: 50 } }),
    }),
    nul({
      name: 'availability turno',
      method: 'POST',
      url: () => '/api/event/fecha',
      payload: () => ({ fecha: '2099-01-01', turno: NUL, lugar: w.place.id }),
      as: () => null,
    }),
    nul({
      name: 'events list from (query string)',
      method: 'GET',
      url: () => '/api/event?from=2024-01-01%00',
    }),
    nul({
      name: 'footer descripcion',
      method: 'PUT',
      url: () => `/api/footer/${footerId}`,
      payload: () => ({ descripcion: NUL }),
    }),
    nul({
      name: 'footer phone',
      method: 'PUT',
      url: () => `/api/footer/${footerId}`,
      payload: () => ({ phone1: NUL }),
    }),
    nul({
      name: 'product name',
      method: 'POST',
      url: () => '/api/product',
      payload: () => ({ name: NUL, precio: 10 }),
    }),
    nul({
      name: 'product descripcion (edit)',
      method: 'PUT',
      url: () => `/api/product/${productId}`,
      payload: () => ({ descripcion: NUL }),
    }),
  ];

  it('covers at least 13 fields', () => expect(cases.length).toBeGreaterThanOrEqual(13));
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => expectRefused(c));
});

describe('money and counts are a JSON number or plain decimal text, nothing else', () => {
  const cases: Case[] = [
    {
      name: 'descuento true (create)',
      method: 'POST',
      url: () => '/api/event',
      payload: () => eventBody(w, { descuento: true as unknown as number }),
      msg: EVENT_MSG.discountInvalid,
    },
    {
      name: 'descuento true (edit)',
      method: 'PUT',
      url: () => `/api/event/${evento.uid}`,
      payload: () => ({ descuento: true }),
      msg: EVENT_MSG.discountInvalid,
    },
    {
      name: 'extra precio true',
      method: 'PUT',
      url: () => `/api/event/adicional/${evento.uid}`,
      payload: () => ({ adicionales: { nombre: 'Globos', piezas: 1, precio: true } }),
      msg: EVENT_MSG.extraPriceRequired,
    },
    {
      name: 'extra piezas "1e1"',
      method: 'PUT',
      url: () => `/api/event/adicional/${evento.uid}`,
      payload: () => ({ adicionales: { nombre: 'Globos', piezas: '1e1', precio: 10 } }),
      msg: EVENT_MSG.piecesInvalid,
    },
    {
      name: 'extra piezas true',
      method: 'PUT',
      url: () => `/api/event/adicional/${evento.uid}`,
      payload: () => ({ adicionales: { nombre: 'Globos', piezas: true, precio: 10 } }),
      msg: EVENT_MSG.piecesInvalid,
    },
    {
      name: 'abono [600]',
      method: 'PUT',
      url: () => `/api/event/abono/${evento.uid}`,
      payload: () => ({ abonos: { abono: [600], metodo: 'Pago en efectivo' } }),
      msg: MSG.fallbackCantidad,
    },
    {
      name: 'abono "0x258"',
      method: 'PUT',
      url: () => `/api/event/abono/${evento.uid}`,
      payload: () => ({ abonos: { abono: '0x258', metodo: 'Pago en efectivo' } }),
      msg: MSG.fallbackCantidad,
    },
    {
      name: 'personas "1e2"',
      method: 'POST',
      url: () => '/api/event',
      payload: () => eventBody(w, { personas: '1e2' as unknown as number }),
      msg: EVENT_MSG.personasInvalid,
    },
    {
      name: 'personas [80] (edit)',
      method: 'PUT',
      url: () => `/api/event/${evento.uid}`,
      payload: () => ({ personas: [80] }),
      msg: EVENT_MSG.personasInvalid,
    },
    {
      name: 'package basico "0x258"',
      method: 'POST',
      url: () => `/api/package/${w.place.id}`,
      payload: () => ({ name: 'Hex', basico: '0x258', grande: 900 }),
      msg: PACKAGE_MSG.basicoInvalid,
    },
    {
      name: 'package descuento " 1e3"',
      method: 'PUT',
      url: () => `/api/package/${w.pkg.id}`,
      payload: () => ({ descuento: ' 1e3' }),
      msg: PACKAGE_MSG.descuentoInvalid,
    },
    {
      name: 'product precio "1e3"',
      method: 'POST',
      url: () => '/api/product',
      payload: () => ({ name: 'Payaso', precio: '1e3' }),
      msg: PRODUCT_MSG.precioInvalid,
    },
    {
      name: 'page "0x2" (query string)',
      method: 'GET',
      url: () => '/api/usuarios?page=0x2',
      msg: 'Página no válida',
    },
    {
      name: 'limit "1e1" (query string)',
      method: 'GET',
      url: () => '/api/usuarios?limit=1e1',
      msg: 'Límite no válido',
    },
  ];
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => expectRefused(c));

  it('still accepts JSON numbers and plain decimal text from forms and query strings', async () => {
    const paid = await call(t.app, {
      method: 'PUT',
      url: `/api/event/abono/${evento.uid}`,
      payload: { abonos: { abono: '600.50', metodo: 'Pago en efectivo' } },
      as: w.admin,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().addAbono.abonos.map((a: { abono: number }) => a.abono)).toContain(600.5);
    const extra = await call(t.app, {
      method: 'PUT',
      url: `/api/event/adicional/${evento.uid}`,
      payload: { adicionales: { nombre: 'Piñata', piezas: '3', precio: '12.5' } },
      as: w.admin,
    });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json().addAdicional.adicionales).toContainEqual(
      expect.objectContaining({ nombre: 'Piñata', piezas: 3, precio: 12.5, total: 37.5 }),
    );
    const pkg = await call(t.app, {
      method: 'PUT',
      url: `/api/package/${w.pkg.id}`,
      payload: { basico: '9500', descuento: 250.25 },
      as: w.admin,
    });
    expect(pkg.statusCode, pkg.body).toBe(200);
    expect(pkg.json().paquete).toMatchObject({ basico: 9500, descuento: 250.25 });
    const page = await call(t.app, { url: '/api/usuarios?page=1&limit=2', as: w.superAdmin });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().users).toHaveLength(2);
  });
});

describe('footer social links are web addresses only', () => {
  const link = (field: string, value: string): Case => ({
    name: `${field} ${value}`,
    method: 'PUT',
    url: () => `/api/footer/${footerId}`,
    payload: () => ({ [field]: value, activeYoutube: true }),
    msg: INPUT_MSG.webUrlInvalid,
  });
  const cases = [
    link('urlYoutube', 'data:text/html,<script>alert(1)</script>'),
    link('urlFacebook', 'javascript:alert(1)'),
    link('urlInstagram', '//evil.example/x'),
    link('urlTwitter', 'ftp://example.com/x'),
    link('urlYoutube', 'youtube.com/canal'),
  ];
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => expectRefused(c));

  it('keeps https and http links, and blank clears one', async () => {
    const user = await createUser(t.app, { role: 'super_admin' });
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/footer/${footerId}`,
      payload: {
        urlYoutube: ' https://youtube.com/@fiestas ',
        urlFacebook: 'http://facebook.com/f',
        urlTwitter: '',
      },
      as: user,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().footer).toMatchObject({
      urlYoutube: 'https://youtube.com/@fiestas',
      urlFacebook: 'http://facebook.com/f',
      urlTwitter: '',
    });
  });
});
