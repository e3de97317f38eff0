// docs/product.md#3-entities-and-their-fields Product, docs/product.md#7-the-api-calls /api/product. Prices
// in pesos (docs/architecture.md#money-in-centavos).
import { z } from 'zod';
import { requiredPesos } from './packages.ts';
import { optionalText, requiredText } from './schema-helpers.ts';

export const PRODUCT_MSG = {
  nameRequired: 'Ingrese el nombre del producto',
  precioRequired: 'Ingrese el precio del producto',
  precioInvalid: 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales',
  tipoInvalid: 'Tipo de producto no válido',
  textTooLong: 'El texto es demasiado largo',
  notFound: 'No se encontró el producto',
  invalidBody: 'Datos no válidos',
} as const;

const fields = {
  name: requiredText(PRODUCT_MSG.nameRequired).max(120, PRODUCT_MSG.textTooLong),
  precio: requiredPesos(PRODUCT_MSG.precioRequired, PRODUCT_MSG.precioInvalid),
  descripcion: optionalText().refine((v) => v.length <= 1000, PRODUCT_MSG.textTooLong),
};

export const ProductCreateRequestSchema = z.object(
  { ...fields, tipo: z.literal('producto', { error: PRODUCT_MSG.tipoInvalid }).default('producto') },
  { error: PRODUCT_MSG.invalidBody },
);
export type ProductCreateRequest = z.infer<typeof ProductCreateRequestSchema>;

/** docs/product.md#7-the-api-calls PUT body: name, precio, descripcion; a missing field keeps its value. */
export const ProductUpdateRequestSchema = z.object(
  {
    name: fields.name.optional(),
    precio: fields.precio.optional(),
    descripcion: fields.descripcion.optional(),
  },
  { error: PRODUCT_MSG.invalidBody },
);
export type ProductUpdateRequest = z.infer<typeof ProductUpdateRequestSchema>;

export const ProductDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  name: z.string(),
  precio: z.number(),
  descripcion: z.string(),
  tipo: z.string(),
});
export type ProductDto = z.infer<typeof ProductDtoSchema>;
