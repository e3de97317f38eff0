// docs/product.md#3-entities-and-their-fields Package, docs/product.md#5-validation-rules "Add package
// description", docs/product.md#7-the-api-calls /api/package, docs/product.md#9-business-constants-and-limits
// colours.
import { z } from 'zod';
import { PACKAGE_COLORS, TEXT_COLORS } from './constants.ts';
import { MSG } from './messages.ts';
import { hasAtMostTwoDecimals } from './money.ts';
import { PlaceRefDtoSchema } from './places.ts';
import { inputText, optionalText, requiredText, strictNumber } from './schema-helpers.ts';

export const PACKAGE_MSG = {
  nameRequired: 'Ingrese el nombre del paquete',
  basicoRequired: 'Ingrese el precio básico',
  basicoInvalid: 'El precio básico debe ser un número mayor o igual a 0 con máximo dos decimales',
  grandeRequired: 'Ingrese el precio grande',
  grandeInvalid: 'El precio grande debe ser un número mayor o igual a 0 con máximo dos decimales',
  descuentoInvalid: 'El descuento debe ser un número mayor o igual a 0 con máximo dos decimales',
  colorInvalid: 'Color no válido',
  tipoInvalid: 'Tipo de paquete no válido',
  textTooLong: 'El texto es demasiado largo',
  tooManyDescriptions: 'Se pueden agregar como máximo 50 descripciones a la vez',
  notFound: 'No se encontró el paquete',
  descriptionNotFound: 'No se encontró la descripción',
  invalidBody: 'Datos no válidos',
} as const;

export const MAX_PRICE_PESOS = 10_000_000;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isPesos = (n: number) =>
  Number.isFinite(n) && n >= 0 && n <= MAX_PRICE_PESOS && hasAtMostTwoDecimals(n);

/** Pesos, ≥ 0, at most two decimals: a JSON number, or plain decimal text from forms (`strictNumber`). */
export const requiredPesos = (required: string, invalid: string) =>
  z
    .union([z.number(), inputText(), z.null()], { error: invalid })
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const n = strictNumber(v);
      if (!isPesos(n)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return n;
    });

/** Like requiredPesos, but blank means "none" (null). */
export const optionalPesos = (invalid: string) =>
  z
    .union([z.number(), inputText(), z.null()], { error: invalid })
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return null;
      const n = strictNumber(v);
      if (!isPesos(n)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return n;
    });

/**
 * One of the docs/product.md#9-business-constants-and-limits palette values, compared case-insensitively,
 * answered as the palette writes it.
 */
const paletteColor = (palette: readonly { value: string }[]) =>
  inputText({ error: PACKAGE_MSG.colorInvalid }).transform((v, ctx) => {
    const found = palette.find((c) => c.value.toLowerCase() === v.trim().toLowerCase());
    if (!found) {
      ctx.addIssue({ code: 'custom', message: PACKAGE_MSG.colorInvalid });
      return z.NEVER;
    }
    return found.value;
  });

export const DEFAULT_PACKAGE_COLOR = PACKAGE_COLORS[0].value;
export const DEFAULT_TEXT_COLOR = TEXT_COLORS[0].value;

const fields = {
  name: requiredText(PACKAGE_MSG.nameRequired).max(120, PACKAGE_MSG.textTooLong),
  basico: requiredPesos(PACKAGE_MSG.basicoRequired, PACKAGE_MSG.basicoInvalid),
  grande: requiredPesos(PACKAGE_MSG.grandeRequired, PACKAGE_MSG.grandeInvalid),
  descuento: optionalPesos(PACKAGE_MSG.descuentoInvalid),
  color: paletteColor(PACKAGE_COLORS),
  colorTexto: paletteColor(TEXT_COLORS),
  descripcion: optionalText().refine((v) => v.length <= 2000, PACKAGE_MSG.textTooLong),
  duracion: optionalText().refine((v) => v.length <= 100, PACKAGE_MSG.textTooLong),
  tipo: z.literal('paquete', { error: PACKAGE_MSG.tipoInvalid }),
};

export const PackageCreateRequestSchema = z.object(
  {
    ...fields,
    color: fields.color.default(DEFAULT_PACKAGE_COLOR),
    colorTexto: fields.colorTexto.default(DEFAULT_TEXT_COLOR),
    tipo: fields.tipo.default('paquete'),
  },
  { error: PACKAGE_MSG.invalidBody },
);
export type PackageCreateRequest = z.infer<typeof PackageCreateRequestSchema>;

/**
 * docs/product.md#7-the-api-calls PUT body: name, descuento, color, colorTexto, basico, grande, descripcion,
 * duracion; a missing field keeps its value.
 */
export const PackageUpdateRequestSchema = z.object(
  {
    name: fields.name.optional(),
    basico: fields.basico.optional(),
    grande: fields.grande.optional(),
    // present-but-blank clears the discount; absent keeps it
    descuento: fields.descuento.optional(),
    color: fields.color.optional(),
    colorTexto: fields.colorTexto.optional(),
    descripcion: fields.descripcion.optional(),
    duracion: fields.duracion.optional(),
  },
  { error: PACKAGE_MSG.invalidBody },
);
export type PackageUpdateRequest = z.infer<typeof PackageUpdateRequestSchema>;

const descripcionText = requiredText(MSG.descripcionRequired).max(300, PACKAGE_MSG.textTooLong);

/**
 * `{ descripciones: [{ descripcion }] }` (docs/product.md#7-the-api-calls); also a single `{ descripcion }`
 * or a list of strings.
 */
export const PackageDescriptionsRequestSchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object') return body;
    const b = body as { descripciones?: unknown; descripcion?: unknown };
    const list = b.descripciones ?? (b.descripcion !== undefined ? [b.descripcion] : undefined);
    const items = Array.isArray(list) ? list : list === undefined ? undefined : [list];
    return {
      descripciones: items?.map((d) => (typeof d === 'string' || d == null ? { descripcion: d } : d)),
    };
  },
  z.object(
    {
      descripciones: z
        .array(z.object({ descripcion: descripcionText }, { error: MSG.descripcionRequired }), {
          error: MSG.descripcionRequired,
        })
        .min(1, MSG.descripcionRequired)
        .max(50, PACKAGE_MSG.tooManyDescriptions),
    },
    { error: PACKAGE_MSG.invalidBody },
  ),
);
export type PackageDescriptionsRequest = z.infer<typeof PackageDescriptionsRequestSchema>;

export const PackageDescriptionDtoSchema = z.object({
  _id: z.string(),
  uid: z.string(),
  descripcion: z.string(),
});
export type PackageDescriptionDto = z.infer<typeof PackageDescriptionDtoSchema>;

export const PackageDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  name: z.string(),
  tipo: z.string(),
  descripcion: z.string(),
  color: z.string(),
  colorTexto: z.string(),
  basico: z.number(),
  grande: z.number(),
  descuento: z.number().nullable(),
  duracion: z.string(),
  /** place id */
  lugar: z.string(),
  descripciones: z.array(PackageDescriptionDtoSchema),
});
export type PackageDto = z.infer<typeof PackageDtoSchema>;

/** GET /api/package/lugar/{id}: one package with its place as an object. */
export const PackageDetailDtoSchema = PackageDtoSchema.extend({ lugar: PlaceRefDtoSchema });
export type PackageDetailDto = z.infer<typeof PackageDetailDtoSchema>;
