// docs/architecture.md §3.6: money is integer centavos inside; the API speaks pesos with up to two decimals.
import { LOCALE } from './constants.ts';
import { lazyFormat } from './dates.ts';

export type Centavos = number;

/** Pesos (number, ≤ 2 decimals) → integer centavos. Rounds half away from zero on the third decimal. */
export function toCentavos(pesos: number): Centavos {
  if (!Number.isFinite(pesos)) throw new RangeError('Cantidad no válida');
  // toFixed first drops float noise (0.29 * 100 = 28.999999999999996); then round half away from zero.
  const scaled = Number((pesos * 100).toFixed(6));
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return rounded === 0 ? 0 : rounded; // never -0
}

export function toPesos(centavos: Centavos): number {
  return centavos / 100;
}

/** True when the number has at most two decimals (e.g. 10.25, not 10.255). */
export function hasAtMostTwoDecimals(pesos: number): boolean {
  if (!Number.isFinite(pesos)) return false;
  const scaled = pesos * 100;
  // float noise grows with the amount: allow a few units in the last place, never less than 1e-6
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(1e-6, Math.abs(scaled) * 4 * Number.EPSILON);
}

const moneyFormat = lazyFormat(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' }));
const wholeMoneyFormat = lazyFormat(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'MXN',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
/**
 * es-MX money, e.g. 12500.5 → "$12,500.50". With `dropZeroCents`, a whole amount is written without its
 * cents, as the spec's texts write the minimum payment ("$500").
 */
export function formatMoney(pesos: number | null | undefined, options?: { dropZeroCents?: boolean }): string {
  const amount = pesos ?? 0;
  const format = options?.dropZeroCents && Number.isInteger(amount) ? wholeMoneyFormat : moneyFormat;
  return format().format(amount);
}
