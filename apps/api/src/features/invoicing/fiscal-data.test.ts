// A family's fiscal data ('Datos de facturación'): its owner writes them, staff read them, nobody else; only data
// that a CFDI 4.0 receiver may carry is stored, with the field's Spanish message otherwise and nothing changed.
import { FISCAL_MSG } from '@salones/shared/fiscal/fiscal-data';
import { MSG } from '@salones/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/helper.ts';
import { setupAccounts, setupTestApp } from '../../test/world.ts';
import { FAMILY_FISCAL_DATA } from './fiscal-data.fixtures.ts';

const DATA = {
  rfc: 'mhtr930411 79a',
  razonSocial: 'Mariana  López Hernández',
  regimenFiscal: '612',
  codigoPostal: '04100',
  usoCfdi: 'g03',
  email: 'Facturas@Example.com',
};
const STORED = FAMILY_FISCAL_DATA;

describe('GET/PUT /api/usuarios/{id}/datos-fiscales', () => {
  const t = setupTestApp();
  const { admin, superAdmin, user } = setupAccounts(t);
  let other: TestUser;
  beforeAll(async () => {
    other = await createUser(t.app, { name: 'Olga' });
  });
  const path = (id: string) => `/api/usuarios/${id}/datos-fiscales`;
  const read = (id: string, as: TestUser | null) => call(t.app, { url: path(id), as });
  const save = (id: string, as: TestUser | null, payload: object) =>
    call(t.app, { method: 'PUT', url: path(id), as, payload });

  it('with invoicing off (no FACTURAPI_KEY), GET /api/site says so: the screens offer no factura', async () => {
    expect((await t.app.inject({ url: '/api/site' })).json()).toMatchObject({ facturas: false });
  });

  it('has none until the family writes them; then they are stored as SAT writes them', async () => {
    expect((await read(user.id, user)).json()).toEqual({ ok: true, datosFiscales: null });
    const saved = await save(user.id, user, DATA);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ok: true, msg: FISCAL_MSG.saved, datosFiscales: STORED });
    expect((await read(user.id, user)).json().datosFiscales).toMatchObject(STORED);
    // a second save replaces them
    const changed = await save(user.id, user, { ...DATA, codigoPostal: '06600' });
    expect(changed.json().datosFiscales.codigoPostal).toBe('06600');
  });

  it('staff read them; another family, a visitor and staff cannot write them', async () => {
    await save(user.id, user, DATA);
    for (const staff of [admin, superAdmin]) {
      const seen = await read(user.id, staff);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().datosFiscales).toMatchObject({ rfc: STORED.rfc });
    }
    expect((await read(user.id, other)).statusCode).toBe(403);
    expect((await read(user.id, null)).statusCode).toBe(401);
    for (const someoneElse of [other, admin, superAdmin]) {
      const refused = await save(user.id, someoneElse, { ...DATA, codigoPostal: '11000' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ ok: false, msg: FISCAL_MSG.onlyOwner });
    }
    expect((await save(user.id, null, DATA)).statusCode).toBe(401);
    expect((await read(user.id, user)).json().datosFiscales.codigoPostal).not.toBe('11000');
  });

  it('refuses what no CFDI receiver may carry, with the field’s message, and keeps what was there', async () => {
    await save(other.id, other, DATA);
    const cases: [object, string][] = [
      [{ rfc: 'MHTR930411799' }, FISCAL_MSG.rfcCheckDigit],
      [{ rfc: 'XAXX010101000' }, FISCAL_MSG.rfcGeneric],
      [{ regimenFiscal: '601' }, FISCAL_MSG.regimenNotForFisica],
      [{ regimenFiscal: '605' }, FISCAL_MSG.usoNotForRegimen('G03', '605')],
      [{ codigoPostal: '4100' }, FISCAL_MSG.postalCodeInvalid],
      [{ email: 'no-es-correo' }, MSG.emailInvalid],
      [{ rfc: undefined }, FISCAL_MSG.rfcRequired],
      [
        { rfc: 'EKU9003173C9', razonSocial: 'Escuela Kemper Urgate S.A. de C.V.', regimenFiscal: '601' },
        FISCAL_MSG.nameWithCapitalRegime,
      ],
    ];
    for (const [change, msg] of cases) {
      const refused = await save(other.id, other, { ...DATA, ...change });
      expect(refused.statusCode, msg).toBe(400);
      expect(refused.json()).toEqual({ ok: false, msg });
    }
    expect((await read(other.id, other)).json().datosFiscales).toMatchObject(STORED);
  });

  it('a company (persona moral) with a business use', async () => {
    const company = await createUser(t.app, { name: 'Kemper' });
    const saved = await save(company.id, company, {
      ...DATA,
      rfc: 'EKU9003173C9',
      razonSocial: 'Escuela Kemper Urgate',
      regimenFiscal: '601',
      usoCfdi: 'G03',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().datosFiscales).toMatchObject({ rfc: 'EKU9003173C9', regimenFiscal: '601' });
  });
});
