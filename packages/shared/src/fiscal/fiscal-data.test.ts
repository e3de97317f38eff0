import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { FISCAL_MSG, FiscalDataSchema, fiscalDataErrors, rfcError } from './fiscal-data.ts';
import { REGIMENES_FISCALES, regimenesFor, USOS_CFDI, usosFor } from './sat-catalogs.ts';

// RFCs whose check digit is right (SAT's own examples and public test RFCs of the PACs' sandboxes)
const FISICA = 'MHTR93041179A';
const MORAL = 'EKU9003173C9';

const valid = {
  rfc: FISICA,
  razonSocial: 'Mariana López Hernández',
  regimenFiscal: '605',
  codigoPostal: '04100',
  usoCfdi: 'S01',
  email: 'mariana@example.com',
};

describe('the RFC', () => {
  it('takes a persona física (13) and a persona moral (12), written in any case and with spaces', () => {
    expect(rfcError(FISICA)).toBeUndefined();
    expect(rfcError(MORAL)).toBeUndefined();
    expect(rfcError(' mhtr 930411-79a ')).toBeUndefined();
  });

  it('refuses a missing one, a wrong shape, an impossible date, a wrong check digit, a generic one', () => {
    expect(rfcError('')).toBe(FISCAL_MSG.rfcRequired);
    expect(rfcError(undefined)).toBe(FISCAL_MSG.rfcRequired);
    expect(rfcError('ABC')).toBe(FISCAL_MSG.rfcInvalid);
    expect(rfcError('MHTR931311790')).toBe(FISCAL_MSG.rfcInvalid);
    expect(rfcError('MHTR930411799')).toBe(FISCAL_MSG.rfcCheckDigit);
    expect(rfcError('XAXX010101000')).toBe(FISCAL_MSG.rfcGeneric);
    expect(rfcError('XEXX010101000')).toBe(FISCAL_MSG.rfcGeneric);
  });
});

describe("a family's fiscal data", () => {
  it('passes when every field is right', () => {
    expect(fiscalDataErrors(valid)).toEqual({});
    expect(
      fiscalDataErrors({
        ...valid,
        rfc: MORAL,
        razonSocial: 'Escuela Kemper Urgate',
        regimenFiscal: '601',
        usoCfdi: 'G03',
      }),
    ).toEqual({});
  });

  it("refuses a régimen of the other kind of person, named by the RFC's length", () => {
    expect(fiscalDataErrors({ ...valid, regimenFiscal: '601' }).regimenFiscal).toBe(
      FISCAL_MSG.regimenNotForFisica,
    );
    expect(
      fiscalDataErrors({ ...valid, rfc: MORAL, regimenFiscal: '605', usoCfdi: 'S01' }).regimenFiscal,
    ).toBe(FISCAL_MSG.regimenNotForMoral);
    expect(fiscalDataErrors({ ...valid, regimenFiscal: '999' }).regimenFiscal).toBe(
      FISCAL_MSG.regimenUnknown,
    );
    expect(fiscalDataErrors({ ...valid, regimenFiscal: '' }).regimenFiscal).toBe(FISCAL_MSG.regimenRequired);
  });

  it('refuses a use of CFDI its régimen does not allow, and the ones a receiver never chooses', () => {
    // a salaried person (605) cannot deduct 'Gastos en general'
    expect(fiscalDataErrors({ ...valid, usoCfdi: 'G03' }).usoCfdi).toBe(
      FISCAL_MSG.usoNotForRegimen('G03', '605'),
    );
    expect(fiscalDataErrors({ ...valid, regimenFiscal: '612', usoCfdi: 'g03' })).toEqual({});
    expect(fiscalDataErrors({ ...valid, usoCfdi: 'CP01' }).usoCfdi).toBe(FISCAL_MSG.usoUnknown);
    expect(fiscalDataErrors({ ...valid, usoCfdi: '' }).usoCfdi).toBe(FISCAL_MSG.usoRequired);
  });

  it("asks a company's name without its régimen de capital, and never a person's", () => {
    const company = { ...valid, rfc: MORAL, regimenFiscal: '601', usoCfdi: 'G03' };
    for (const name of [
      'Escuela Kemper Urgate, S.A. de C.V.',
      'ESCUELA KEMPER URGATE SA DE CV',
      'Kemper S. de R.L. de C.V.',
      'Fiestas Kemper A.C.',
      'Kemper SAPI de CV',
    ])
      expect(fiscalDataErrors({ ...company, razonSocial: name }).razonSocial, name).toBe(
        FISCAL_MSG.nameWithCapitalRegime,
      );
    expect(fiscalDataErrors({ ...company, razonSocial: 'Casa Saca' }).razonSocial).toBeUndefined();
    expect(fiscalDataErrors({ ...valid, razonSocial: 'Ana Sac' }).razonSocial).toBeUndefined();
    expect(fiscalDataErrors({ ...valid, razonSocial: '  ' }).razonSocial).toBe(FISCAL_MSG.nameRequired);
    expect(fiscalDataErrors({ ...valid, razonSocial: 'A'.repeat(255) }).razonSocial).toBe(
      FISCAL_MSG.nameTooLong,
    );
  });

  it('asks a postal code of 5 digits and an e-mail', () => {
    for (const cp of ['4100', '041000', 'abcde', ''])
      expect(fiscalDataErrors({ ...valid, codigoPostal: cp }).codigoPostal).toBe(
        FISCAL_MSG.postalCodeInvalid,
      );
    expect(fiscalDataErrors({ ...valid, email: '' }).email).toBe(MSG.emailRequired);
    expect(fiscalDataErrors({ ...valid, email: 'no-es-correo' }).email).toBe(MSG.emailInvalid);
  });

  it('the API schema answers the first wrong field and writes the data as SAT does', () => {
    const refused = FiscalDataSchema.safeParse({ ...valid, codigoPostal: '1' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['codigoPostal'],
      message: FISCAL_MSG.postalCodeInvalid,
    });
    expect(
      FiscalDataSchema.parse({
        ...valid,
        rfc: 'mhtr-930411-79a',
        razonSocial: ' Mariana   López ',
        usoCfdi: 's01',
        email: 'M@Example.com ',
      }),
    ).toEqual({
      ...valid,
      rfc: FISICA,
      razonSocial: 'Mariana López',
      usoCfdi: 'S01',
      email: 'm@example.com',
    });
  });
});

describe("SAT's catalogs", () => {
  it('every use names régimenes of the catalog, and every régimen of a customer has at least one use', () => {
    const claves = new Set(REGIMENES_FISCALES.map((r) => r.clave));
    for (const uso of USOS_CFDI)
      for (const r of uso.regimenes) expect(claves.has(r), `${uso.clave} → ${r}`).toBe(true);
    for (const regimen of REGIMENES_FISCALES)
      expect(usosFor(regimen.clave).length, regimen.clave).toBeGreaterThan(0);
  });

  it('the lists a form offers follow the person and the régimen', () => {
    expect(regimenesFor('moral').map((r) => r.clave)).toContain('601');
    expect(regimenesFor('fisica').map((r) => r.clave)).not.toContain('601');
    expect(regimenesFor('fisica').map((r) => r.clave)).toContain('626');
    expect(regimenesFor('moral').map((r) => r.clave)).toContain('626');
    expect(usosFor('616').map((u) => u.clave)).toEqual(['S01']);
  });
});
