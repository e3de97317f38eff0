import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCentavos } from './money.ts';
import {
  PackageCreateRequestSchema,
  PackageDescriptionsRequestSchema,
  PackageUpdateRequestSchema,
} from './packages.ts';

const base = { name: 'Paquete', basico: 1000, grande: 2000 };
const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('package requests', () => {
  it('fills the defaults of a new package', () => {
    expect(PackageCreateRequestSchema.parse(base)).toEqual({
      ...base,
      descuento: null,
      color: '#ff6900',
      colorTexto: '#ffffff',
      descripcion: '',
      duracion: '',
      tipo: 'paquete',
    });
  });

  it('accepts any price in pesos with up to two decimals, as a number or a form string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (centavos) => {
        const pesos = centavos / 100;
        const parsed = PackageCreateRequestSchema.parse({ ...base, basico: pesos, grande: String(pesos) });
        return toCentavos(parsed.basico) === centavos && toCentavos(parsed.grande) === centavos;
      }),
    );
  });

  it.each([
    [{ basico: undefined }, 'Ingrese el precio básico'],
    [{ basico: '  ' }, 'Ingrese el precio básico'],
    [{ basico: 0.001 }, 'El precio básico debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [
      { basico: Number.NaN },
      'El precio básico debe ser un número mayor o igual a 0 con máximo dos decimales',
    ],
    [{ grande: -0.01 }, 'El precio grande debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ grande: false }, 'El precio grande debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ name: '' }, 'Ingrese el nombre del paquete'],
    [{ color: '#FFFFFF' }, 'Color no válido'],
    [{ colorTexto: '#ff6900' }, 'Color no válido'],
  ])('refuses %o with its message', (over, msg) => {
    expect(firstMessage(PackageCreateRequestSchema.safeParse({ ...base, ...over }))).toBe(msg);
  });

  it('matches palette colours case-insensitively and answers the palette spelling', () => {
    expect(
      PackageCreateRequestSchema.parse({ ...base, color: '#EB144c', colorTexto: '#F0F2F5' }),
    ).toMatchObject({ color: '#EB144C', colorTexto: '#f0f2f5' });
  });

  it('tells "no discount" (blank) from "keep the discount" (absent) on update', () => {
    expect(PackageUpdateRequestSchema.parse({})).toEqual({});
    expect(PackageUpdateRequestSchema.parse({ descuento: '' })).toEqual({ descuento: null });
    expect(PackageUpdateRequestSchema.parse({ descuento: '99.5' })).toEqual({ descuento: 99.5 });
  });
});

describe('package description requests', () => {
  it('takes a list, a single descripcion or plain strings', () => {
    const want = { descripciones: [{ descripcion: 'Pastel' }] };
    expect(PackageDescriptionsRequestSchema.parse({ descripciones: [{ descripcion: ' Pastel ' }] })).toEqual(
      want,
    );
    expect(PackageDescriptionsRequestSchema.parse({ descripcion: 'Pastel' })).toEqual(want);
    expect(PackageDescriptionsRequestSchema.parse({ descripciones: ['Pastel'] })).toEqual(want);
  });

  it.each([
    {},
    { descripcion: '' },
    { descripciones: [] },
    { descripciones: [null] },
    { descripciones: [{ descripcion: 'a' }, { descripcion: ' ' }] },
  ])('refuses %o with "Ingrese una descripción"', (body) => {
    expect(firstMessage(PackageDescriptionsRequestSchema.safeParse(body))).toBe('Ingrese una descripción');
  });
});
