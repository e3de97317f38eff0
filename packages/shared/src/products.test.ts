import { describe, expect, it } from 'vitest';
import { ProductCreateRequestSchema, ProductUpdateRequestSchema } from './products.ts';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('product requests', () => {
  it('reads a new product, tipo producto by default, price from a form string', () => {
    expect(ProductCreateRequestSchema.parse({ name: ' Piñata ', precio: '450.50' })).toEqual({
      name: 'Piñata',
      precio: 450.5,
      descripcion: '',
      tipo: 'producto',
    });
  });

  it.each([
    [{ name: '', precio: 1 }, 'Ingrese el nombre del producto'],
    [{ name: 'P' }, 'Ingrese el precio del producto'],
    [{ name: 'P', precio: '1,5' }, 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales'],
    [{ name: 'P', precio: 1, tipo: 'paquete' }, 'Tipo de producto no válido'],
  ])('refuses %o with its message', (body, msg) => {
    expect(firstMessage(ProductCreateRequestSchema.safeParse(body))).toBe(msg);
  });

  it('leaves out of an update the fields not sent', () => {
    expect(ProductUpdateRequestSchema.parse({ precio: 10 })).toEqual({ precio: 10 });
  });
});
