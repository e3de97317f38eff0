// With invoicing on, a family's fiscal data are kept only once the PAC (a Facturapi-compatible server, through the
// official SDK) has them as a customer checked against SAT's records; its refusal is the family's to mend (422),
// its absence answers 503; either way nothing is stored, and invalid data never reach it.
import { FISCAL_MSG } from '@salones/shared/fiscal/fiscal-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FacturapiTestServer,
  startFacturapiTestServer,
} from '../../test/facturapi-compatible-server.ts';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../test/helper.ts';
import { FAMILY_FISCAL_DATA } from './fiscal-data.fixtures.ts';

const DATA = FAMILY_FISCAL_DATA;

describe('fiscal data checked by the PAC', () => {
  let pac: FacturapiTestServer;
  let t: TestApp;
  beforeAll(async () => {
    pac = await startFacturapiTestServer();
    t = await buildTestApp(
      {},
      { FACTURAPI_KEY: pac.key, FACTURAPI_WEBHOOK_SECRET: 'whsec_test', FACTURAPI_API_URL: pac.url },
    );
  });
  afterAll(async () => {
    await t.close();
    await pac.close();
  });
  const save = (as: TestUser, payload: object) =>
    call(t.app, { method: 'PUT', url: `/api/usuarios/${as.id}/datos-fiscales`, as, payload });
  const read = (as: TestUser) => call(t.app, { url: `/api/usuarios/${as.id}/datos-fiscales`, as });

  it('GET /api/site says the site issues facturas, so the screens offer them', async () => {
    expect((await t.app.inject({ url: '/api/site' })).json()).toMatchObject({ facturas: true });
  });

  it('makes the family a customer of the PAC, checked against SAT, then keeps it updated', async () => {
    const family = await createUser(t.app);
    const before = pac.calls.length;
    expect((await save(family, DATA)).statusCode).toBe(200);
    const [created, checked] = pac.calls.slice(before);
    expect(created).toMatchObject({
      method: 'POST',
      path: '/v2/customers',
      body: {
        tax_id: 'MHTR93041179A',
        legal_name: 'Mariana López Hernández',
        tax_system: '612',
        address: { zip: '04100' },
      },
    });
    const id = [...pac.customers.values()].find((c) => c.tax_id === 'MHTR93041179A')?.id;
    expect(checked).toMatchObject({ method: 'GET', path: `/v2/customers/${id}/tax-info-validation` });

    const again = pac.calls.length;
    expect((await save(family, { ...DATA, codigoPostal: '06600' })).statusCode).toBe(200);
    expect(pac.calls[again]).toMatchObject({
      method: 'PUT',
      path: `/v2/customers/${id}`,
      body: { address: { zip: '06600' } },
    });
    expect(pac.customers.get(String(id))).toMatchObject({ address: { zip: '06600' } });
  });

  it("answers SAT's reason when the data do not match its records, and stores nothing", async () => {
    const family = await createUser(t.app);
    const reason = 'El RFC del receptor no se encuentra en la lista de RFC inscritos no cancelados del SAT';
    pac.unknownToSat.set('EKU9003173C9', reason);
    const refused = await save(family, {
      ...DATA,
      rfc: 'EKU9003173C9',
      razonSocial: 'Escuela Kemper Urgate',
      regimenFiscal: '601',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ ok: false, msg: FISCAL_MSG.satRefused(reason) });
    expect((await read(family)).json().datosFiscales).toBeNull();
  });

  it('never sends the PAC data that fail the rules', async () => {
    const family = await createUser(t.app);
    const before = pac.calls.length;
    expect((await save(family, { ...DATA, regimenFiscal: '601' })).statusCode).toBe(400);
    expect(pac.calls.length).toBe(before);
  });

  it('a PAC that fails or cannot be reached: 503, nothing stored, and the next save goes through', async () => {
    const family = await createUser(t.app);
    for (const fault of ['error', 'unreachable'] as const) {
      pac.setFault(fault);
      const down = await save(family, DATA);
      expect(down.statusCode, fault).toBe(503);
      expect(down.json()).toEqual({ ok: false, msg: FISCAL_MSG.pacUnavailable });
      expect((await read(family)).json().datosFiscales).toBeNull();
    }
    pac.setFault(null);
    expect((await save(family, DATA)).statusCode).toBe(200);
    expect((await read(family)).json().datosFiscales).toMatchObject({ rfc: DATA.rfc });
  });
});
