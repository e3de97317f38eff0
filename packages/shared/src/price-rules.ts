// Price rules — a weekday rule, a date-range rule (temporada) or both, for one branch or every
// branch; a percentage of the package's band price or a fixed amount; negative = discount. Applied by the
// quote (quote.ts) to the package price only, never to extras. Schemas, DTOs, Spanish texts and the rule of
// which rules fall on a day.
import { z } from 'zod';
import { type IsoDate, WEEKDAY_NAMES } from './dates.ts';
import { type Centavos, hasAtMostTwoDecimals } from './money.ts';
import { dateInput, idField, inputText, numberInput, okAnswer, okWithMsg } from './schema-helpers.ts';

/** A rule as the quote reads it (centavos). `dias`: 0 = domingo … 6 = sábado (JavaScript's getUTCDay). */
export interface PriceRule {
  nombre: string;
  dias: readonly number[] | null;
  desde: IsoDate | null;
  hasta: IsoDate | null;
  porcentaje: number | null;
  montoCentavos: Centavos | null;
}

/** 0 = domingo … 6 = sábado of a 'YYYY-MM-DD' date. */
export const weekdayOf = (fecha: IsoDate) => new Date(`${fecha}T00:00:00Z`).getUTCDay();

/** es-MX name of a rule weekday (0 = domingo). */
export const ruleWeekdayName = (dia: number) => WEEKDAY_NAMES[(dia + 6) % 7];

/** Whether `rule` falls on `fecha`: its weekdays (if any) and its date range (both ends included, if any). */
export function ruleAppliesOn(rule: Pick<PriceRule, 'dias' | 'desde' | 'hasta'>, fecha: IsoDate): boolean {
  if (rule.dias && rule.dias.length > 0 && !rule.dias.includes(weekdayOf(fecha))) return false;
  if (rule.desde && fecha < rule.desde) return false;
  if (rule.hasta && fecha > rule.hasta) return false;
  return true;
}

export const PRICE_RULE_LIMITS = { porcentaje: { min: -100, max: 500 }, montoPesos: 1_000_000 } as const;

export const PRICE_RULE_MSG = {
  nombreRequired: 'Escribe el nombre de la regla',
  textTooLong: 'El texto es demasiado largo',
  diasInvalid: 'Los días deben ser números del 0 (domingo) al 6 (sábado)',
  dateInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  rangeIncomplete: 'Indica las dos fechas de la temporada (desde y hasta)',
  rangeReversed: 'La fecha final debe ser igual o posterior a la inicial',
  whenRequired: 'Indica los días de la semana, una temporada (desde y hasta) o ambos',
  amountRequired: 'Indica un porcentaje o un monto (no ambos)',
  porcentajeInvalid: `El porcentaje debe estar entre ${PRICE_RULE_LIMITS.porcentaje.min} y ${PRICE_RULE_LIMITS.porcentaje.max}, con máximo dos decimales, y no puede ser 0`,
  montoInvalid: 'El monto debe ser un número de pesos distinto de 0, con máximo dos decimales',
  placeNotFound: 'No se encontró la sucursal',
  notFound: 'No se encontró la regla de precio',
  forbidden: 'No tienes permiso para cambiar las reglas de precio de esta sucursal',
  forbiddenAll: 'Solo un super administrador puede crear reglas para todas las sucursales',
  created: 'Regla de precio creada',
  deleted: 'Regla de precio eliminada',
} as const;

const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  dateInput(PRICE_RULE_MSG.dateInvalid).optional(),
);
const optionalNumber = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), numberInput(message).optional());

/** POST /api/reglas-precio. No `lugar`: every branch (super_admin only). */
export const PriceRuleCreateSchema = z
  .object({
    lugar: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField().optional()),
    nombre: inputText({ error: PRICE_RULE_MSG.nombreRequired })
      .trim()
      .min(1, PRICE_RULE_MSG.nombreRequired)
      .max(80, PRICE_RULE_MSG.textTooLong),
    dias: z
      .array(
        z
          .number({ error: PRICE_RULE_MSG.diasInvalid })
          .int(PRICE_RULE_MSG.diasInvalid)
          .min(0, PRICE_RULE_MSG.diasInvalid)
          .max(6, PRICE_RULE_MSG.diasInvalid),
        {
          error: PRICE_RULE_MSG.diasInvalid,
        },
      )
      .max(7, PRICE_RULE_MSG.diasInvalid)
      .nullish()
      .transform((v) => (v?.length ? [...new Set(v)].sort((a, b) => a - b) : null)),
    desde: optionalDate,
    hasta: optionalDate,
    porcentaje: optionalNumber(PRICE_RULE_MSG.porcentajeInvalid),
    monto: optionalNumber(PRICE_RULE_MSG.montoInvalid),
  })
  .superRefine((v, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (Boolean(v.desde) !== Boolean(v.hasta)) return issue(PRICE_RULE_MSG.rangeIncomplete);
    if (v.desde && v.hasta && v.hasta < v.desde) return issue(PRICE_RULE_MSG.rangeReversed);
    if (!v.dias && !v.desde) return issue(PRICE_RULE_MSG.whenRequired);
    if ((v.porcentaje === undefined) === (v.monto === undefined)) return issue(PRICE_RULE_MSG.amountRequired);
    const { min, max } = PRICE_RULE_LIMITS.porcentaje;
    if (
      v.porcentaje !== undefined &&
      (v.porcentaje === 0 || v.porcentaje < min || v.porcentaje > max || !hasAtMostTwoDecimals(v.porcentaje))
    )
      return issue(PRICE_RULE_MSG.porcentajeInvalid);
    if (
      v.monto !== undefined &&
      (v.monto === 0 || Math.abs(v.monto) > PRICE_RULE_LIMITS.montoPesos || !hasAtMostTwoDecimals(v.monto))
    )
      return issue(PRICE_RULE_MSG.montoInvalid);
  });
export type PriceRuleCreate = z.input<typeof PriceRuleCreateSchema>;
export type PriceRuleCreateInput = z.infer<typeof PriceRuleCreateSchema>;

/** GET /api/reglas-precio?lugar= : a branch's rules and those of every branch; none: all the caller may see. */
export const PriceRuleListQuerySchema = z.object({
  lugar: z.preprocess((v) => (v === '' ? undefined : v), idField().optional()),
});

export const PriceRuleDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  /** null: every branch */
  lugar: z.string().nullable(),
  nombre: z.string(),
  /** 0 = domingo … 6 = sábado; null: every day */
  dias: z.array(z.number().int()).nullable(),
  desde: z.string().nullable(),
  hasta: z.string().nullable(),
  porcentaje: z.number().nullable(),
  monto: z.number().nullable().describe('pesos'),
});
export type PriceRuleDto = z.infer<typeof PriceRuleDtoSchema>;

export const PriceRuleListSchema = okAnswer({ reglas: z.array(PriceRuleDtoSchema) });
export const PriceRuleSavedSchema = okWithMsg({ regla: PriceRuleDtoSchema });
export const PriceRuleDeletedSchema = okWithMsg({});
