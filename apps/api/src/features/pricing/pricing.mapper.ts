// Price-rule and promo-code rows → the API's DTOs (pesos) and the shapes the quote reads.
import { toPesos } from '@salones/shared/money';
import type { PriceRule, PriceRuleDto } from '@salones/shared/price-rules';
import type { PromoCode, PromoCodeDto } from '@salones/shared/promo-codes';
import type { priceRules, promoCodes } from '../../db/schema/index.ts';

export type PriceRuleRow = typeof priceRules.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

export const toPriceRule = (r: PriceRuleRow): PriceRule => ({
  nombre: r.nombre,
  dias: r.dias,
  desde: r.desde,
  hasta: r.hasta,
  porcentaje: r.porcentaje === null ? null : Number(r.porcentaje),
  montoCentavos: r.montoCentavos,
});

export const toPriceRuleDto = (r: PriceRuleRow): PriceRuleDto => ({
  uid: r.id,
  _id: r.id,
  lugar: r.placeId,
  nombre: r.nombre,
  dias: r.dias,
  desde: r.desde,
  hasta: r.hasta,
  porcentaje: r.porcentaje === null ? null : Number(r.porcentaje),
  monto: r.montoCentavos === null ? null : toPesos(r.montoCentavos),
});

export const toPromoCode = (r: PromoCodeRow): PromoCode => ({
  codigo: r.codigo,
  porcentaje: r.porcentaje === null ? null : Number(r.porcentaje),
  montoCentavos: r.montoCentavos,
  desde: r.desde,
  hasta: r.hasta,
  lugares: r.lugares,
  minimoCentavos: r.minimoCentavos,
  usosMaximos: r.usosMaximos,
  usos: r.usos,
});

export const toPromoCodeDto = (r: PromoCodeRow): PromoCodeDto => ({
  uid: r.id,
  _id: r.id,
  codigo: r.codigo,
  porcentaje: r.porcentaje === null ? null : Number(r.porcentaje),
  monto: r.montoCentavos === null ? null : toPesos(r.montoCentavos),
  desde: r.desde,
  hasta: r.hasta,
  lugares: r.lugares,
  minimo: r.minimoCentavos === null ? null : toPesos(r.minimoCentavos),
  usosMaximos: r.usosMaximos,
  usos: r.usos,
});
