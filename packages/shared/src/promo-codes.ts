// Promo codes — case-insensitive, unique; a percentage of the subtotal (package at its day
// price + extras) or a fixed amount; valid between two days (the day it is used, not the party's), for some
// branches or all, from a minimum subtotal, up to a number of uses the database counts.
import { z } from 'zod';
import type { IsoDate } from './dates.ts';
import { type Centavos, formatMoney, hasAtMostTwoDecimals, toPesos } from './money.ts';
import { dateInput, idField, inputText, numberInput, okAnswer, okWithMsg } from './schema-helpers.ts';

/** A code as the quote reads it (centavos). `lugares` empty: every branch. */
export interface PromoCode {
  codigo: string;
  porcentaje: number | null;
  montoCentavos: Centavos | null;
  desde: IsoDate;
  hasta: IsoDate;
  lugares: readonly string[];
  minimoCentavos: Centavos | null;
  usosMaximos: number | null;
  usos: number;
}

/** How a code is compared and kept unique: trimmed, upper case ('verano10' = 'VERANO10'). */
export const promoCodeKey = (codigo: string) => codigo.trim().toLocaleUpperCase('es-MX');

export const PROMO_MSG = {
  codigoRequired: 'Escribe el código',
  codigoInvalid: 'El código solo puede tener letras, números y guiones (de 3 a 30)',
  dateInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  rangeReversed: 'La fecha final debe ser igual o posterior a la inicial',
  amountRequired: 'Indica un porcentaje o un monto (no ambos)',
  porcentajeInvalid: 'El porcentaje debe ser mayor que 0 y hasta 100, con máximo dos decimales',
  montoInvalid: 'El monto debe ser mayor que 0, con máximo dos decimales',
  minimoInvalid: 'El mínimo debe ser un número de pesos mayor o igual a 0',
  usosInvalid: 'Los usos máximos deben ser un número entero mayor que 0',
  usosBelowCount: 'Los usos máximos no pueden ser menos que los usos ya contados',
  lugaresInvalid: 'Alguna de las sucursales no existe',
  duplicate: 'Ya existe un código de promoción igual',
  notFound: 'No se encontró el código de promoción',
  unknown: 'El código de promoción no existe',
  notValidToday: 'El código de promoción no está vigente hoy',
  otherBranch: 'El código de promoción no aplica en esta sucursal',
  belowMinimum: (minimo: Centavos) =>
    `El código de promoción aplica en compras desde ${formatMoney(toPesos(minimo))}`,
  usedUp: 'El código de promoción ya se agotó',
  onConversion: 'La solicitud conserva su cotización: no se le agrega otro código de promoción',
  created: 'Código de promoción creado',
  updated: 'Código de promoción actualizado',
  deleted: 'Código de promoción eliminado',
} as const;

/** Whether an API answer's message is a promo code's refusal (the form shows it under the code's field). */
export const isPromoRefusal = (msg: string) => msg.startsWith('El código de promoción');

/**
 * Null when `promo` may be used on `hoy` (Mexico City) at `lugar` for `subtotal`, else the Spanish message.
 * Whether a use is left is also checked here, but only the database's count decides (a use is taken in the
 * request's transaction).
 */
export function promoProblem(
  promo: PromoCode,
  at: { hoy: IsoDate; lugar: string; subtotal: Centavos },
): string | null {
  if (at.hoy < promo.desde || at.hoy > promo.hasta) return PROMO_MSG.notValidToday;
  if (promo.lugares.length > 0 && !promo.lugares.includes(at.lugar)) return PROMO_MSG.otherBranch;
  if (promo.minimoCentavos !== null && at.subtotal < promo.minimoCentavos)
    return PROMO_MSG.belowMinimum(promo.minimoCentavos);
  if (promo.usosMaximos !== null && promo.usos >= promo.usosMaximos) return PROMO_MSG.usedUp;
  return null;
}

/** The discount of a code on a subtotal: a percentage of it (rounded to centavos) or the amount, never more. */
export function promoDiscount(
  promo: Pick<PromoCode, 'porcentaje' | 'montoCentavos'>,
  subtotal: Centavos,
): Centavos {
  const raw =
    promo.porcentaje !== null ? Math.round((subtotal * promo.porcentaje) / 100) : (promo.montoCentavos ?? 0);
  return Math.max(0, Math.min(subtotal, raw));
}

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalNumber = (message: string) => z.preprocess(blank, numberInput(message).optional());

/** The `codigo` field of a request or quote: optional, compared case-insensitively. */
export const promoCodeField = () =>
  z.preprocess(
    blank,
    inputText({ error: PROMO_MSG.codigoInvalid })
      .trim()
      .max(30, PROMO_MSG.codigoInvalid)
      .transform((v) => (v ? promoCodeKey(v) : undefined))
      .optional(),
  );

/** POST /api/promociones and PUT /api/promociones/{id} (the whole code). */
export const PromoCodeSaveSchema = z
  .object({
    codigo: inputText({ error: PROMO_MSG.codigoRequired })
      .trim()
      .min(1, PROMO_MSG.codigoRequired)
      .regex(/^[\p{L}\p{N}-]{3,30}$/u, PROMO_MSG.codigoInvalid)
      .transform(promoCodeKey),
    porcentaje: optionalNumber(PROMO_MSG.porcentajeInvalid),
    monto: optionalNumber(PROMO_MSG.montoInvalid),
    desde: dateInput(PROMO_MSG.dateInvalid),
    hasta: dateInput(PROMO_MSG.dateInvalid),
    lugares: z
      .array(idField(), { error: PROMO_MSG.lugaresInvalid })
      .max(200, PROMO_MSG.lugaresInvalid)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    minimo: optionalNumber(PROMO_MSG.minimoInvalid),
    usosMaximos: optionalNumber(PROMO_MSG.usosInvalid),
  })
  .superRefine((v, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (v.hasta < v.desde) return issue(PROMO_MSG.rangeReversed);
    if ((v.porcentaje === undefined) === (v.monto === undefined)) return issue(PROMO_MSG.amountRequired);
    if (
      v.porcentaje !== undefined &&
      (v.porcentaje <= 0 || v.porcentaje > 100 || !hasAtMostTwoDecimals(v.porcentaje))
    )
      return issue(PROMO_MSG.porcentajeInvalid);
    if (v.monto !== undefined && (v.monto <= 0 || v.monto > 1_000_000 || !hasAtMostTwoDecimals(v.monto)))
      return issue(PROMO_MSG.montoInvalid);
    if (v.minimo !== undefined && (v.minimo < 0 || v.minimo > 100_000_000 || !hasAtMostTwoDecimals(v.minimo)))
      return issue(PROMO_MSG.minimoInvalid);
    if (
      v.usosMaximos !== undefined &&
      (!Number.isInteger(v.usosMaximos) || v.usosMaximos < 1 || v.usosMaximos > 1_000_000)
    )
      return issue(PROMO_MSG.usosInvalid);
  });
export type PromoCodeSave = z.input<typeof PromoCodeSaveSchema>;
export type PromoCodeSaveInput = z.infer<typeof PromoCodeSaveSchema>;

export const PromoCodeDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  codigo: z.string(),
  porcentaje: z.number().nullable(),
  monto: z.number().nullable().describe('pesos'),
  desde: z.string(),
  hasta: z.string(),
  /** empty: every branch */
  lugares: z.array(z.string()),
  minimo: z.number().nullable().describe('pesos'),
  usosMaximos: z.number().int().nullable(),
  /** uses counted now (requests and bookings that carry it; a cancelled, rejected or expired request gives its use back) */
  usos: z.number().int(),
});
export type PromoCodeDto = z.infer<typeof PromoCodeDtoSchema>;

export const PromoCodeListSchema = okAnswer({ promociones: z.array(PromoCodeDtoSchema) });
export const PromoCodeSavedSchema = okWithMsg({ promocion: PromoCodeDtoSchema });
export const PromoCodeDeletedSchema = okWithMsg({});
