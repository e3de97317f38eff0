import type { EventDto } from '@salones/shared/events';
import { MENU_FIELDS } from '@salones/shared/events';
import type { PackageDto } from '@salones/shared/packages';
import { describe, expect, it } from 'vitest';
import { editMoney, toEditValues, toUpdateRequest } from './edit-values.ts';

// Only the fields these functions read; amounts in pesos as the API sends them.
const event = (over: Partial<EventDto> = {}): EventDto =>
  ({
    ...Object.fromEntries(MENU_FIELDS.map((f) => [f, ''])),
    uid: 'e1',
    name: 'Fiesta de Ana',
    paquete: { uid: 'pkg-1', _id: 'pkg-1', name: 'Fiesta' },
    personas: 90,
    entrada: '10:00',
    salida: '15:00',
    descuento: 0,
    comentarios: '',
    precioPaquete: 8000,
    adicionales: [{ uid: 'x1', _id: 'x1', nombre: 'Mago', precio: 1200, piezas: 1 }],
    abonos: [{ uid: 'a1', _id: 'a1', abono: 1000 }],
    ...over,
  }) as EventDto;
const pkg = { uid: 'pkg-1', basico: 8000, grande: 10500 } as PackageDto;

describe('toEditValues / toUpdateRequest', () => {
  it('gives back what the event holds when nothing is edited', () => {
    const body = toUpdateRequest(toEditValues(event({ guisado: 'Tinga', descuento: 250 })));
    expect(body).toMatchObject({
      name: 'Fiesta de Ana',
      paquete: 'pkg-1',
      personas: 90,
      entrada: '10:00',
      salida: '15:00',
      descuento: 250,
      guisado: 'Tinga',
    });
  });

  it('starts with empty menu fields when the event has none', () => {
    const values = toEditValues(event({ pastel: undefined as unknown as string }));
    expect(values.pastel).toBe('');
  });

  it('trims texts, sends a cleared head count as null and a cleared discount as 0', () => {
    const values = {
      ...toEditValues(event()),
      name: ' Ana ',
      comentarios: ' x ',
      personas: '',
      descuento: '',
    };
    expect(toUpdateRequest({ ...values, show: ' Payaso ' })).toMatchObject({
      name: 'Ana',
      comentarios: 'x',
      personas: null,
      descuento: 0,
      show: 'Payaso',
    });
  });

  it('keeps no package as null', () => {
    expect(toUpdateRequest(toEditValues(event({ paquete: null }))).paquete).toBeNull();
  });
});

describe('editMoney (centavos, as after "Actualizar")', () => {
  it("reprices from the package's band for the typed head count", () => {
    const values = { ...toEditValues(event()), personas: '120' };
    expect(editMoney(values, event(), pkg)).toMatchObject({
      precioPaquete: 1_050_000,
      extrasTotal: 120_000,
      precio: 1_170_000,
      abonado: 100_000,
      adeudo: 1_070_000,
    });
  });

  it('keeps the stored package price while the package is not loaded', () => {
    expect(editMoney(toEditValues(event()), event({ precioPaquete: 7000 }), undefined).precioPaquete).toBe(
      700_000,
    );
  });

  it('keeps the stored package price for a head count outside every band', () => {
    const values = { ...toEditValues(event()), personas: '151' };
    expect(editMoney(values, event({ precioPaquete: 7000 }), pkg).precioPaquete).toBe(700_000);
  });

  // An event sold on a Saturday with a surcharge keeps that price while package and band stay
  it('keeps the price it was sold at while the package and the band are unchanged', () => {
    const sold = event({ precioPaquete: 9600 });
    expect(editMoney({ ...toEditValues(sold), personas: '95' }, sold, pkg).precioPaquete).toBe(960_000);
    expect(editMoney({ ...toEditValues(sold), personas: '101' }, sold, pkg).precioPaquete).toBe(1_050_000);
  });

  it('takes the typed discount off the total', () => {
    const values = { ...toEditValues(event()), descuento: '1200' };
    expect(editMoney(values, event(), pkg)).toMatchObject({ descuento: 120_000, precioTotal: 800_000 });
  });
});
