import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';

describe('reading places', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  let placeId: string;

  beforeAll(async () => {
    for (const [sucursal, lugarname] of [
      ['Sucursal Norte', 'norte'],
      ['Sucursal Centro', 'centro'],
    ]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/locates',
        payload: { sucursal, lugarname, phone: '5512345678' },
        as: admin,
      });
      expect(res.statusCode).toBe(201);
      placeId = res.json().lugar.uid;
    }
  });

  it('lists every branch to anyone, ordered by name, with both ids', async () => {
    const res = await call(t.app, { url: '/api/locates' });
    expect(res.statusCode).toBe(200);
    const { ok, lugares } = res.json();
    expect(ok).toBe(true);
    expect(lugares.map((p: { sucursal: string }) => p.sucursal)).toEqual([
      'Sucursal Centro',
      'Sucursal Norte',
    ]);
    expect(lugares[0]).toEqual({
      uid: placeId,
      _id: placeId,
      sucursal: 'Sucursal Centro',
      lugarname: 'centro',
      direccion: '',
      horario: '',
      phone: '5512345678',
      email: '',
      mapaURL: '',
      whatsApp: '',
      diasAnticipacion: 2,
    });
  });

  it('finds a branch by its slug for anyone, as a one-item lugarData list', async () => {
    const res = await call(t.app, { url: '/api/locates/name/centro' });
    expect(res.statusCode).toBe(200);
    expect(res.json().lugarData).toHaveLength(1);
    expect(res.json().lugarData[0].uid).toBe(placeId);
  });

  it('finds a branch whatever the case or accents of the slug in the address', async () => {
    const res = await call(t.app, { url: `/api/locates/name/${encodeURIComponent('CÉNTRO')}` });
    expect(res.json().lugarData[0].lugarname).toBe('centro');
  });

  it('answers an unknown slug with 404 and a Spanish message', async () => {
    const res = await call(t.app, { url: '/api/locates/name/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, msg: 'No se encontró la sucursal' });
  });

  describe('GET /api/locates/{id}', () => {
    it('refuses anonymous visitors (401) and plain users (403)', async () => {
      expect((await call(t.app, { url: `/api/locates/${placeId}` })).statusCode).toBe(401);
      const res = await call(t.app, { url: `/api/locates/${placeId}`, as: user });
      expect(res.statusCode).toBe(403);
      expect(res.json().ok).toBe(false);
    });

    it.each(['admin', 'super_admin'] as const)('answers the branch to %s', async (role) => {
      const res = await call(t.app, {
        url: `/api/locates/${placeId}`,
        as: role === 'admin' ? admin : superAdmin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ok: true,
        lugar: { uid: placeId, _id: placeId, lugarname: 'centro' },
      });
    });

    it('answers a malformed id with 400 and an unknown one with 404, never 500', async () => {
      const bad = await call(t.app, { url: '/api/locates/no-es-un-uuid', as: admin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ ok: false, msg: 'Identificador no válido' });
      const unknown = await call(t.app, {
        url: '/api/locates/00000000-0000-4000-8000-000000000000',
        as: admin,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().msg).toBe('No se encontró la sucursal');
    });
  });
});
