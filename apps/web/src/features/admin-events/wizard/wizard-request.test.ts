import { MENU_FIELDS } from '@salones/shared/events';
import { describe, expect, it } from 'vitest';
import type { ProductOption } from '../product-option.ts';
import { toCreateRequest, toStaffQuoteRequest } from './wizard-request.ts';
import { type ExtraRow, initialWizardValues, type WizardValues } from './wizard-values.ts';

const products: ProductOption[] = [{ uid: 'p1', _id: 'p1', name: 'Piñata', precio: 350 }];
const ctx = { customerId: 'customer-1', staffId: 'staff-1', products };
const extra = (over: Partial<ExtraRow>): ExtraRow => ({
  key: 'r',
  idProducto: null,
  nombre: '',
  precio: '',
  piezas: 1,
  ...over,
});
const filled = (over: Partial<WizardValues> = {}): WizardValues => ({
  ...initialWizardValues(),
  name: '  Fiesta de Ana ',
  lugar: 'place-1',
  fecha: '2030-05-04',
  turno: 'Matutino',
  paquete: 'pkg-1',
  entrada: '10:00',
  salida: '15:00',
  personas: '90',
  comentarios: ' sin nueces ',
  ...over,
});

describe('toCreateRequest (POST /api/event body)', () => {
  it('sends the salón staff named; none when left on Automático', () => {
    expect(toCreateRequest(filled({ salon: 'salon-2' }), ctx).salon).toBe('salon-2');
    expect('salon' in toCreateRequest(filled({ salon: null }), ctx)).toBe(false);
  });

  it('sends the date with slashes (docs/product.md#5-validation-rules) and trimmed texts', () => {
    const body = toCreateRequest(filled(), ctx);
    expect(body).toMatchObject({
      user: 'customer-1',
      lugar: 'place-1',
      paquete: 'pkg-1',
      name: 'Fiesta de Ana',
      fecha: '2030/05/04',
      turno: 'Matutino',
      personas: 90,
      descuento: 0,
      comentarios: 'sin nueces',
    });
  });

  it('sends every menu field, trimmed', () => {
    const body = toCreateRequest(filled({ guisado: ' Tinga ' }), ctx) as Record<string, unknown>;
    for (const field of MENU_FIELDS) expect(body).toHaveProperty(field);
    expect(body.guisado).toBe('Tinga');
  });

  it('sends no payment when no amount was typed, so the server reports its rules in order', () => {
    expect(toCreateRequest(filled({ abono: '' }), ctx).abonos).toEqual([]);
  });

  it('sends a typed payment with the staff member who received it', () => {
    const body = toCreateRequest(
      filled({ abono: '600', metodo: 'Efectivo', fechadePago: '2030-01-02' }),
      ctx,
    );
    expect(body.abonos).toEqual([
      { abono: 600, metodo: 'Efectivo', fechadePago: '2030-01-02', recibio: 'staff-1' },
    ]);
  });

  it("sends a product extra by id without a price (the server uses the catalogue's)", () => {
    const body = toCreateRequest(
      filled({ adicionales: [extra({ idProducto: 'p1', precio: 1, piezas: 3 })] }),
      ctx,
    );
    expect(body.adicionales).toEqual([{ nombre: 'Piñata', piezas: 3, precio: undefined, idProducto: 'p1' }]);
  });

  it('sends a free-typed extra with its price and leaves out empty rows', () => {
    const body = toCreateRequest(
      filled({ adicionales: [extra({ nombre: 'Mago', precio: '1200' }), extra({})] }),
      ctx,
    );
    expect(body.adicionales).toEqual([{ nombre: 'Mago', piezas: 1, precio: 1200, idProducto: undefined }]);
  });

  it('leaves the head count out when it is empty and sends blanks for unchosen selects', () => {
    const body = toCreateRequest(filled({ personas: '', lugar: null, turno: null, fecha: null }), ctx);
    expect(body).toMatchObject({ personas: undefined, lugar: '', turno: '', fecha: '' });
  });
});

describe('toStaffQuoteRequest (POST /api/event/cotizacion body)', () => {
  it('is null until branch, date, turno, package and head count are chosen', () => {
    expect(toStaffQuoteRequest(filled({ personas: '' }), { products })).toBeNull();
    expect(toStaffQuoteRequest(filled({ paquete: null }), { products })).toBeNull();
  });

  it('prices what POST /api/event would book: extras, discount, the applied code, the request converted', () => {
    const values = filled({
      descuento: '150',
      codigo: 'STAFF10',
      adicionales: [extra({ idProducto: 'p1', piezas: 2 }), extra({ nombre: 'Mago', precio: '1200' })],
    });
    const body = toStaffQuoteRequest(values, { products, solicitud: 'req-1' });
    expect(body).toEqual({
      lugar: 'place-1',
      paquete: 'pkg-1',
      fecha: '2030-05-04',
      turno: 'Matutino',
      personas: 90,
      descuento: 150,
      adicionales: [
        { nombre: 'Piñata', piezas: 2, precio: undefined, idProducto: 'p1' },
        { nombre: 'Mago', piezas: 1, precio: 1200, idProducto: undefined },
      ],
      solicitud: 'req-1',
      codigo: 'STAFF10',
    });
    expect(toCreateRequest(values, ctx)).toMatchObject({ codigo: 'STAFF10', adicionales: body!.adicionales });
  });
});
