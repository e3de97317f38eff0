import { FOOTER_FLAG_FIELDS, FOOTER_TEXT_FIELDS } from '@salones/shared/footer';
import { MSG } from '@salones/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';

describe('footer', () => {
  const t = setupTestApp();
  const { superAdmin } = setupAccounts(t);
  let footerId: string;
  beforeAll(async () => {
    footerId = (await t.app.inject({ url: '/api/footer' })).json().footer[0].uid;
  });

  const update = (payload: Record<string, unknown>, as: TestUser | null, id = footerId) =>
    call(t.app, { method: 'PUT', url: `/api/footer/${id}`, payload, as });
  const current = async () => (await t.app.inject({ url: '/api/footer' })).json().footer[0];

  it('is public: GET answers a list whose first item has every field of the spec', async () => {
    const res = await t.app.inject({ url: '/api/footer' });
    expect(res.statusCode).toBe(200);
    const { ok, footer } = res.json();
    expect(ok).toBe(true);
    expect(footer).toHaveLength(1);
    expect(Object.keys(footer[0]).sort()).toEqual(
      ['_id', 'uid', ...FOOTER_TEXT_FIELDS, ...FOOTER_FLAG_FIELDS].sort(),
    );
    expect(footer[0]._id).toBe(footer[0].uid);
  });

  it('may be changed by super_admin only', async () => {
    const user = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await update({ phone1: '5500000000' }, null)).statusCode).toBe(401);
    expect((await update({ phone1: '5500000000' }, user)).statusCode).toBe(403);
    expect((await update({ phone1: '5500000000' }, admin)).statusCode).toBe(403);
    expect((await current()).phone1).toBe('');
  });

  it('saves every field the editor sends and answers the footer', async () => {
    const payload = {
      descripcion: 'Fiestas inolvidables',
      direccion: 'Av. Siempre Viva 742',
      emailContacto: 'Contacto@Fiestas.MX',
      emailTrabajo: '',
      phone1: '5511111111',
      phone2: '5522222222',
      phone3: '',
      urlFacebook: 'https://facebook.com/f',
      urlInstagram: 'https://instagram.com/f',
      urlTwitter: '',
      urlYoutube: 'https://youtube.com/f',
      ...Object.fromEntries(FOOTER_FLAG_FIELDS.map((f, i) => [f, i % 2 === 0])),
    };
    const res = await update(payload, superAdmin);
    expect(res.statusCode).toBe(200);
    const expected = { ...payload, emailContacto: 'contacto@fiestas.mx', uid: footerId, _id: footerId };
    expect(res.json()).toEqual({ ok: true, msg: 'Footer actualizado', footer: expected });
    expect(await current()).toEqual(expected);
  });

  it('keeps the fields a request leaves out, and clears a field sent empty', async () => {
    await update({ direccion: 'Calle Uno 1', phone3: '5533333333' }, superAdmin);
    const res = await update({ phone3: '', activePhone3: false }, superAdmin);
    expect(res.json().footer).toMatchObject({ direccion: 'Calle Uno 1', phone3: '', activePhone3: false });
    expect((await update({}, superAdmin)).statusCode).toBe(200);
  });

  it('checks e-mails when not empty, and the type of the switches', async () => {
    for (const payload of [{ emailContacto: 'no-es-correo' }, { emailTrabajo: 'a@' }]) {
      const res = await update(payload, superAdmin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, msg: MSG.emailInvalid });
    }
    expect((await update({ activeFacebook: 'sí' }, superAdmin)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown footer and 400 for a malformed id', async () => {
    expect((await update({}, superAdmin, '7f1c8a52-2d7c-4a8e-9a61-0c0a3c1d2e3f')).statusCode).toBe(404);
    expect(
      (await update({ phone1: '1' }, superAdmin, '7f1c8a52-2d7c-4a8e-9a61-0c0a3c1d2e3f')).statusCode,
    ).toBe(404);
    expect((await update({}, superAdmin, 'abc')).statusCode).toBe(400);
  });
});
