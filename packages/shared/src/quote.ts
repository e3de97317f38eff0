// Issue #23.6: the one quote — what a party costs, line by line. POST /api/cotizacion, a request, a staff
// booking, the event's totals, its contract and PDF, and the online anticipo all come from `computeQuote`
// (the API loads the package, rules, products and code, then calls it). Centavos inside, pesos in the DTO.
//
// Order (documented, tested in quote.test.ts):
//   1. the package's band price for the head count (pricing.ts bandFor/packagePriceFor);
//   2. the price rules falling on the party's date: every percentage, each of the BAND price (not compounded,
//      each rounded to centavos), then every fixed amount; the package's day price never goes below zero
//      (a last 'ajuste' line takes back what would);
//   3. the extras (price each × quantity, pricing.ts extraTotal) — never touched by a rule;
//   4. subtotal = day price + extras; the promo code's discount on that subtotal (promo-codes.ts);
//   5. a staff booking only: staff's own discount (`descuentoManual`) after the code's, the two never more than
//      the subtotal;
//   6. total = subtotal − discount (≥ 0); anticipo / saldo / due date from payments.ts when online payment is on.
import { z } from 'zod';
import type { IsoDate } from './dates.ts';
import { type Centavos, toPesos } from './money.ts';
import { anticipoCentavos, balanceDueDate } from './payments.ts';
import { type PriceRule, ruleAppliesOn } from './price-rules.ts';
import { type EventMoneyInput, extraTotal, packagePriceFor } from './pricing.ts';
import { type PromoCode, promoDiscount } from './promo-codes.ts';
import { okAnswer, wholeNumber } from './schema-helpers.ts';

export interface QuoteInput {
  paquete: { nombre: string; basico: Centavos; grande: Centavos };
  personas: number;
  fecha: IsoDate;
  reglas: readonly PriceRule[];
  extras: readonly QuoteExtra[];
  promo?: Pick<PromoCode, 'codigo' | 'porcentaje' | 'montoCentavos'> | null;
  /** staff bookings only (issue #23): the discount staff give on top of the code's */
  descuentoManual?: Centavos | null;
  /** online payment's settings; null/absent: payments are off (no anticipo) */
  pagos?: { percent: number; dueDays: number } | null;
}
export interface QuoteExtra {
  /** the product it came from (null: typed by staff) */
  productId: string | null;
  nombre: string;
  cantidad: number;
  precio: Centavos;
}

export type QuoteLineKind = 'paquete' | 'regla' | 'ajuste' | 'extra';
export interface QuoteLine {
  tipo: QuoteLineKind;
  concepto: string;
  cantidad: number;
  precioUnitario: Centavos;
  importe: Centavos;
}
export interface Quote {
  /** package, day rules, extras — they add up to `subtotal` */
  lineas: QuoteLine[];
  /** the package's band price */
  precioBanda: Centavos;
  /** the package at the day's price (band price + rules, ≥ 0): an event's precioPaquete */
  precioPaquete: Centavos;
  extras: QuoteExtra[];
  subtotal: Centavos;
  codigo: string | null;
  /** the whole discount: the code's, then staff's own (`descuentoManual`); never more than the subtotal */
  descuento: Centavos;
  /** the part of `descuento` staff gave on a booking (absent in quotes made before it, and for families) */
  descuentoManual?: Centavos;
  total: Centavos;
  anticipo: Centavos;
  saldo: Centavos;
  venceSaldo: IsoDate | null;
}

export const QUOTE_TEXT = {
  paquete: (nombre: string, personas: number) => `${nombre} (${personas} personas)`,
  ajuste: 'Ajuste: el paquete no baja de $0',
  descuentoCodigo: (codigo: string | null) => (codigo ? `Descuento (código ${codigo})` : 'Descuento'),
  descuentoManual: 'Descuento adicional',
} as const;

/** The day's rules in the order they apply: percentages first, then fixed amounts (stable within each). */
export function rulesInOrder<R extends PriceRule>(reglas: readonly R[], fecha: IsoDate): R[] {
  const onDay = reglas.filter((r) => ruleAppliesOn(r, fecha));
  return [...onDay.filter((r) => r.porcentaje !== null), ...onDay.filter((r) => r.porcentaje === null)];
}

/** Whether a rule raises the package price: a positive percentage or a positive fixed amount. */
export const ruleRaisesPrice = (rule: Pick<PriceRule, 'porcentaje' | 'montoCentavos'>) =>
  (rule.porcentaje ?? rule.montoCentavos ?? 0) > 0;

/**
 * Issue #23.3: the names of the rules that make `fecha` cost more (the public calendar's mark), in the order
 * the quote applies them. A day with only discounts has none.
 */
export const daySurcharges = (reglas: readonly PriceRule[], fecha: IsoDate): string[] =>
  rulesInOrder(reglas, fecha)
    .filter(ruleRaisesPrice)
    .map((r) => r.nombre);

/** A rule's amount on a band price: a percentage of it rounded to centavos, or its fixed amount. */
export const ruleAmount = (rule: PriceRule, precioBanda: Centavos): Centavos =>
  rule.porcentaje !== null
    ? Math.round((precioBanda * rule.porcentaje) / 100) || 0
    : (rule.montoCentavos ?? 0);

/** The quote, or null when the head count has no band (pricing.ts bandFor). */
export function computeQuote(input: QuoteInput): Quote | null {
  const precioBanda = packagePriceFor(input.paquete, input.personas);
  if (precioBanda === null) return null;
  const lineas: QuoteLine[] = [
    {
      tipo: 'paquete',
      concepto: QUOTE_TEXT.paquete(input.paquete.nombre, input.personas),
      cantidad: 1,
      precioUnitario: precioBanda,
      importe: precioBanda,
    },
  ];
  let precioPaquete = precioBanda;
  for (const regla of rulesInOrder(input.reglas, input.fecha)) {
    const importe = ruleAmount(regla, precioBanda);
    lineas.push({ tipo: 'regla', concepto: regla.nombre, cantidad: 1, precioUnitario: importe, importe });
    precioPaquete += importe;
  }
  if (precioPaquete < 0) {
    const importe = -precioPaquete;
    lineas.push({
      tipo: 'ajuste',
      concepto: QUOTE_TEXT.ajuste,
      cantidad: 1,
      precioUnitario: importe,
      importe,
    });
    precioPaquete = 0;
  }
  const extras = input.extras.map((x) => ({ ...x }));
  const subtotal = precioPaquete + pushExtraLines(lineas, extras);
  const porCodigo = input.promo ? promoDiscount(input.promo, subtotal) : 0;
  return settled(
    { lineas, precioBanda, precioPaquete, extras, subtotal, codigo: input.promo?.codigo ?? null },
    { porCodigo, manual: input.descuentoManual ?? 0 },
    input.pagos ? { ...input.pagos, fecha: input.fecha } : null,
  );
}

/** Step 3: a line for each extra (price each × quantity) after `lineas`; returns what they add up to. */
function pushExtraLines(lineas: QuoteLine[], extras: readonly QuoteExtra[]): Centavos {
  let total = 0;
  for (const x of extras) {
    const importe = extraTotal({ precio: x.precio, piezas: x.cantidad });
    lineas.push({
      tipo: 'extra',
      concepto: x.nombre,
      cantidad: x.cantidad,
      precioUnitario: x.precio,
      importe,
    });
    total += importe;
  }
  return total;
}

/** Steps 5–6: the discounts (the code's, then staff's, never past the subtotal), the total and the anticipo. */
function settled(
  q: Pick<Quote, 'lineas' | 'precioBanda' | 'precioPaquete' | 'extras' | 'subtotal' | 'codigo'>,
  d: { porCodigo: Centavos; manual: Centavos },
  pagos: { percent: number; dueDays: number; fecha: IsoDate } | null,
): Quote {
  const porCodigo = Math.min(q.subtotal, Math.max(0, d.porCodigo));
  const manual = Math.min(q.subtotal - porCodigo, Math.max(0, d.manual));
  const descuento = porCodigo + manual;
  const total = q.subtotal - descuento;
  const anticipo = pagos ? anticipoCentavos(total, pagos.percent) : 0;
  return {
    ...q,
    descuento,
    ...(manual > 0 && { descuentoManual: manual }),
    total,
    anticipo,
    saldo: total - anticipo,
    venceSaldo: pagos ? balanceDueDate(pagos.fecha, pagos.dueDays) : null,
  };
}

/**
 * A converted request's quote with what staff add when booking it (issue #23.7): their extras after the
 * request's lines, and their own discount after the request's (the code's discount stays what it was when
 * the family asked). No anticipo: staff record the payments themselves.
 */
export function withStaffAdditions(
  base: Quote,
  add: { extras: readonly QuoteExtra[]; descuentoManual: Centavos },
): Quote {
  const lineas = [...base.lineas];
  const subtotal = base.subtotal + pushExtraLines(lineas, add.extras);
  const porCodigo = base.descuento - (base.descuentoManual ?? 0);
  return settled(
    {
      lineas,
      precioBanda: base.precioBanda,
      precioPaquete: base.precioPaquete,
      extras: [...base.extras, ...add.extras.map((x) => ({ ...x }))],
      subtotal,
      codigo: base.codigo,
    },
    { porCodigo, manual: (base.descuentoManual ?? 0) + add.descuentoManual },
    null,
  );
}

/** The event a quote becomes (pricing.ts computeEventMoney over it gives the quote's total). */
export const eventMoneyOfQuote = (q: Quote): Omit<EventMoneyInput, 'abonos'> => ({
  precioPaquete: q.precioPaquete,
  descuento: q.descuento,
  extras: q.extras.map((x) => ({ precio: x.precio, piezas: x.cantidad })),
});

// ── Requests ──
export const QUOTE_MSG = {
  extrasInvalid: 'Los adicionales no son válidos',
  productoRequired: 'Elige el producto del adicional',
  cantidadInvalid: 'La cantidad de cada adicional debe ser un número entero de 1 a 100',
  tooManyExtras: 'Puedes agregar hasta 30 adicionales',
  productNotFound: 'No se encontró el producto',
  personasNoBand: 'El número de personas no tiene precio en este paquete',
} as const;

/** `extras` of POST /api/cotizacion and POST /api/solicitud: products of the catalogue and how many. */
export const QuoteExtrasSchema = z
  .array(
    z.object(
      {
        producto: z.guid({ error: QUOTE_MSG.productoRequired }),
        cantidad: wholeNumber(QUOTE_MSG.cantidadInvalid, { min: 1, max: 100 }),
      },
      { error: QUOTE_MSG.extrasInvalid },
    ),
    { error: QUOTE_MSG.extrasInvalid },
  )
  .max(30, QUOTE_MSG.tooManyExtras)
  .nullish()
  .transform((v) => v ?? []);
export type QuoteExtrasInput = z.infer<typeof QuoteExtrasSchema>;

// ── Responses ──
const pesos = () => z.number().describe('pesos');
export const QuoteLineDtoSchema = z.object({
  tipo: z.enum(['paquete', 'regla', 'ajuste', 'extra']),
  concepto: z.string(),
  cantidad: z.number().int(),
  precioUnitario: pesos(),
  importe: pesos(),
});
export const QuoteDtoSchema = z.object({
  /** package, day rules (percentages of the band price first, then fixed amounts), extras: they add up to subtotal */
  lineas: z.array(QuoteLineDtoSchema),
  subtotal: pesos(),
  /** the promo code used, else null */
  codigo: z.string().nullable(),
  /** the code's discount plus, on a staff booking, staff's own */
  descuento: pesos(),
  /** staff bookings: the part of descuento staff gave (present only when there is one) */
  descuentoManual: pesos().optional(),
  total: pesos(),
  /** 0 when online payment is off */
  anticipo: pesos(),
  saldo: pesos(),
  /** when the balance is due ('YYYY-MM-DD'); null when online payment is off */
  venceSaldo: z.string().nullable(),
});
export type QuoteDto = z.infer<typeof QuoteDtoSchema>;
export const QuoteResponseSchema = okAnswer({ cotizacion: QuoteDtoSchema });

export const quoteToDto = (q: Quote): QuoteDto => ({
  lineas: q.lineas.map((l) => ({
    tipo: l.tipo,
    concepto: l.concepto,
    cantidad: l.cantidad,
    precioUnitario: toPesos(l.precioUnitario),
    importe: toPesos(l.importe),
  })),
  subtotal: toPesos(q.subtotal),
  codigo: q.codigo,
  descuento: toPesos(q.descuento),
  ...(q.descuentoManual ? { descuentoManual: toPesos(q.descuentoManual) } : {}),
  total: toPesos(q.total),
  anticipo: toPesos(q.anticipo),
  saldo: toPesos(q.saldo),
  venceSaldo: q.venceSaldo,
});

/** What a booking request costs: its quote's total; a request made before quotes, its package price. */
export const requestTotal = (r: { precioPaqueteCentavos: Centavos; cotizacion: Quote | null }): Centavos =>
  r.cotizacion ? r.cotizacion.total : r.precioPaqueteCentavos;
