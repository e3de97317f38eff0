import { describe, expect, it } from 'vitest';
import { CANCEL_MSG, CancelarSchema, estadoOfPac } from './cancelacion.ts';
import { egresoUsoOf, refundCfdiOf } from './refund-cfdi.ts';

describe('which CFDI a refund needs', () => {
  it('a PUE (the family’s or the global): an egreso; a complement: the complements redone; nothing else', () => {
    expect(refundCfdiOf({ tipo: 'I', metodoPago: 'PUE' })).toBe('egreso');
    expect(refundCfdiOf({ tipo: 'P', metodoPago: null })).toBe('rehacer_complementos');
    expect(refundCfdiOf({ tipo: 'I', metodoPago: 'PPD' })).toBe('ninguno');
    expect(refundCfdiOf(null)).toBe('ninguno');
  });

  it('the egreso’s use: G02 when the régimen allows it, else the ingreso’s', () => {
    expect(egresoUsoOf('612', 'G03')).toBe('G02');
    expect(egresoUsoOf('605', 'D01')).toBe('D01');
  });
});

describe('cancelling a CFDI', () => {
  it('01 needs its substitute, and only 01 names one; the motivo is SAT’s', () => {
    const id = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';
    expect(CancelarSchema.safeParse({ motivo: '01', sustituta: id }).success).toBe(true);
    expect(CancelarSchema.safeParse({ motivo: '03' }).success).toBe(true);
    const messages = (body: object) =>
      (CancelarSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.message);
    expect(messages({ motivo: '01' })).toEqual([CANCEL_MSG.sustitutaRequired]);
    expect(messages({ motivo: '02', sustituta: id })).toEqual([CANCEL_MSG.sustitutaOnly01]);
    expect(messages({ motivo: '05' })).toEqual([CANCEL_MSG.badMotivo]);
  });

  it('the state the PAC says: canceled, pending (or verifying), else in force', () => {
    expect(estadoOfPac({ status: 'canceled', cancellationStatus: 'accepted' })).toBe('cancelada');
    expect(estadoOfPac({ status: 'valid', cancellationStatus: 'pending' })).toBe('cancelacion_pendiente');
    expect(estadoOfPac({ status: 'valid', cancellationStatus: 'verifying' })).toBe('cancelacion_pendiente');
    expect(estadoOfPac({ status: 'valid', cancellationStatus: 'rejected' })).toBe('valida');
    expect(estadoOfPac({ status: 'valid', cancellationStatus: null })).toBe('valida');
  });
});
