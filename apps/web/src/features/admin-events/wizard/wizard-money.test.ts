import type { PackageDto } from '@salones/shared/packages';
import { describe, expect, it } from 'vitest';
import type { ProductOption } from '../product-option.ts';
import { pricedExtras, wizardMoney } from './wizard-money.ts';
import { type ExtraRow, initialWizardValues, type WizardValues } from './wizard-values.ts';

const pinata: ProductOption = { uid: 'p1', _id: 'p1', name: 'Piñata', precio: 350.5 };
const products = [pinata];
const pkg = { uid: 'k1', basico: 8000, grande: 10500 } as PackageDto;

const row = (over: Partial<ExtraRow>): ExtraRow => ({
  key: 'r',
  idProducto: null,
  nombre: '',
  precio: '',
  piezas: 1,
  ...over,
});
const values = (over: Partial<WizardValues>): WizardValues => ({ ...initialWizardValues(), ...over });

describe('pricedExtras', () => {
  it('drops the rows nobody filled in', () => {
    expect(pricedExtras([row({}), row({ nombre: '   ' })], products)).toEqual([]);
  });

  it("takes a chosen product's name and price, whatever price was typed", () => {
    expect(pricedExtras([row({ idProducto: 'p1', precio: 1, piezas: '2' })], products)).toEqual([
      { nombre: 'Piñata', piezas: 2, precio: 350.5, idProducto: 'p1' },
    ]);
  });

  it('keeps a typed name over the product name', () => {
    expect(pricedExtras([row({ idProducto: 'p1', nombre: ' Piñata grande ' })], products)[0].nombre).toBe(
      'Piñata grande',
    );
  });

  it('prices a free-typed extra with what was typed, one piece when the count is empty', () => {
    expect(pricedExtras([row({ nombre: 'Mago', precio: '1200', piezas: '' })], products)).toEqual([
      { nombre: 'Mago', piezas: 1, precio: 1200, idProducto: null },
    ]);
  });

  it('treats an unknown product id as a free-typed extra', () => {
    expect(pricedExtras([row({ idProducto: 'gone', nombre: 'X', precio: 10 })], products)[0]).toMatchObject({
      idProducto: null,
      precio: 10,
    });
  });
});

describe('wizardMoney (centavos)', () => {
  it('is all zero before a package and a head count are chosen', () => {
    expect(wizardMoney(values({}), undefined, products)).toMatchObject({
      precioPaquete: 0,
      precioTotal: 0,
      adeudo: 0,
    });
  });

  it('prices up to 100 people at the basico band and 101 to 150 at grande (docs/product.md#4-states-and-transitions)', () => {
    expect(wizardMoney(values({ personas: 100 }), pkg, products).precioPaquete).toBe(800_000);
    expect(wizardMoney(values({ personas: '101' }), pkg, products).precioPaquete).toBe(1_050_000);
    expect(wizardMoney(values({ personas: 150 }), pkg, products).precioPaquete).toBe(1_050_000);
  });

  it('gives no package price past the largest band', () => {
    expect(wizardMoney(values({ personas: 151 }), pkg, products).precioPaquete).toBe(0);
  });

  it('adds extras, takes the discount off and the first payment from the debt', () => {
    const money = wizardMoney(
      values({
        personas: 80,
        descuento: '500',
        abono: '1000',
        adicionales: [row({ idProducto: 'p1', piezas: 2 }), row({ nombre: 'Mago', precio: 1200 })],
      }),
      pkg,
      products,
    );
    expect(money).toEqual({
      precioPaquete: 800_000,
      extrasTotal: 2 * 35_050 + 120_000,
      precio: 800_000 + 190_100,
      descuento: 50_000,
      precioTotal: 940_100,
      abonado: 100_000,
      adeudo: 840_100,
    });
  });

  it('never lets a discount push the total below zero', () => {
    expect(wizardMoney(values({ personas: 60, descuento: 99_999 }), pkg, products).precioTotal).toBe(0);
  });
});
