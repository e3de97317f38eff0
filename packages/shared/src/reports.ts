// The staff reports — earnings by month and branch, payments by method, occupancy by turno and
// weekday, outstanding balances — for a period of Mexico City calendar days. Their shapes, Spanish texts and
// the CSV rules (UTF-8 with BOM, Spanish headers, es-MX values) live here, once.
import { z } from 'zod';
import { addDays, formatDateMx, MONTH_NAMES, monthRange, WEEKDAY_NAMES } from './dates.ts';
import type { Centavos } from './money.ts';
import { dateInput, idField, optionalInput, wholeNumber } from './schema-helpers.ts';

export const REPORT_KINDS = ['ganancias', 'pagos', 'ocupacion', 'adeudos'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_TITLES: Record<ReportKind, string> = {
  ganancias: 'Ingresos por mes y sucursal',
  pagos: 'Pagos por forma de pago',
  ocupacion: 'Ocupación por turno y día de la semana',
  adeudos: 'Saldos pendientes',
};

export const REPORT_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
/**
 * The occupancy by salón is read a page of branches at a time (a branch's salones and turnos together): a
 * chain's hundreds of branches are not one answer. The CSV has every branch.
 */
export const OCCUPANCY_PAGE = { defaultLimit: 10, maxLimit: 50 } as const;
/** the earnings chart shows this many branches by name, the rest together under EARNINGS_CHART_OTHERS */
export const EARNINGS_CHART_BRANCHES = 5;
export const EARNINGS_CHART_OTHERS = 'Otras sucursales';
/** the debts CSV holds at most this many events (~8 MB), oldest first: a wider period is split */
export const REPORT_CSV_MAX_ROWS = 50_000;
/** a period longer than this is refused: ten years of history is already more than a screen can show */
export const REPORT_MAX_DAYS = 3660;

export const REPORT_MSG = {
  dateInvalid: 'La fecha del periodo no es válida',
  rangeInvalid: 'La fecha inicial debe ser anterior o igual a la final',
  rangeTooLong: 'El periodo no puede ser mayor a 10 años',
  pageInvalid: 'Página no válida',
  limitInvalid: `El límite debe ser un número entero entre 1 y ${REPORT_PAGE.maxLimit}`,
  branchLimitInvalid: `El límite debe ser un número entero entre 1 y ${OCCUPANCY_PAGE.maxLimit} sucursales`,
} as const;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** ISO weekday (1 = lunes … 7 = domingo, as PostgreSQL's isodow) at index isodow − 1 */
export const WEEKDAYS = WEEKDAY_NAMES.map(capitalize);

/** '2026-11' → 'noviembre 2026' */
export const monthLabel = (mes: string) => `${MONTH_NAMES[Number(mes.slice(5, 7)) - 1]} ${mes.slice(0, 4)}`;

const dayCount = (desde: string, hasta: string) =>
  (Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000 + 1;

/** How many times each ISO weekday (index 0 = lunes) occurs from `desde` to `hasta`, both included. */
export function weekdayCounts(desde: string, hasta: string): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  const days = dayCount(desde, hasta);
  const first = (new Date(`${desde}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = lunes
  for (let i = 0; i < 7; i += 1) counts[(first + i) % 7] += Math.floor(days / 7) + (i < days % 7 ? 1 : 0);
  return counts;
}

const periodDate = dateInput(REPORT_MSG.dateInvalid);

const period = {
  /** first day, Mexico City calendar day; default: the first day of this month */
  desde: optionalInput(periodDate),
  /** last day, included; default: the last day of this month */
  hasta: optionalInput(periodDate),
  /** one branch; an admin with a branch always gets theirs */
  lugar: optionalInput(idField()),
};
type PeriodFields = { desde?: string; hasta?: string };
const refinePeriod = <T extends z.ZodType<PeriodFields>>(schema: T) =>
  schema
    .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { message: REPORT_MSG.rangeInvalid })
    .refine((q) => !q.desde || !q.hasta || dayCount(q.desde, q.hasta) <= REPORT_MAX_DAYS, {
      message: REPORT_MSG.rangeTooLong,
    });

export const ReportQuerySchema = refinePeriod(z.object(period));
export type ReportQuery = z.input<typeof ReportQuerySchema>;

/** the earnings and debts reports: a table too long for one answer is read a page at a time */
export const PagedReportQuerySchema = refinePeriod(
  z.object({
    ...period,
    page: wholeNumber(REPORT_MSG.pageInvalid, { min: 1, max: 100_000 }).default(1),
    limit: wholeNumber(REPORT_MSG.limitInvalid, { min: 1, max: REPORT_PAGE.maxLimit }).default(
      REPORT_PAGE.defaultLimit,
    ),
  }),
);
export type PagedReportQuery = z.input<typeof PagedReportQuerySchema>;

/** the occupancy report: `page` and `limit` count branches, and page only its rows per salón */
export const OccupancyReportQuerySchema = refinePeriod(
  z.object({
    ...period,
    page: wholeNumber(REPORT_MSG.pageInvalid, { min: 1, max: 100_000 }).default(1),
    limit: wholeNumber(REPORT_MSG.branchLimitInvalid, { min: 1, max: OCCUPANCY_PAGE.maxLimit }).default(
      OCCUPANCY_PAGE.defaultLimit,
    ),
  }),
);
export type OccupancyReportQuery = z.input<typeof OccupancyReportQuerySchema>;

/**
 * The period a report covers once defaults are applied (both days included): neither day → this month;
 * only `desde` → to the end of its month; only `hasta` → from the start of this month, or of its month if earlier.
 */
export function resolvePeriod(query: PeriodFields, today: string): { desde: string; hasta: string } {
  const monthStart = monthRange(today).from;
  const desde =
    query.desde ?? (query.hasta && query.hasta < monthStart ? monthRange(query.hasta).from : monthStart);
  const hasta = query.hasta ?? monthRange(desde).to;
  return { desde, hasta };
}

/** How far ahead the debts report looks when no period is chosen. */
export const DEBTS_DEFAULT_DAYS_AHEAD = 365;
/**
 * The debts report's own default (no day chosen): this month's events and every coming one for a year, so an
 * owed balance of next month is not hidden by the other reports' 'this month'. A chosen day wins.
 */
export function resolveDebtsPeriod(query: PeriodFields, today: string): { desde: string; hasta: string } {
  if (query.desde || query.hasta) return resolvePeriod(query, today);
  return { desde: monthRange(today).from, hasta: addDays(today, DEBTS_DEFAULT_DAYS_AHEAD) };
}

// ── API shapes (money in pesos) ──
const branch = z.object({ uid: z.string(), nombre: z.string() });
const periodOut = { ok: z.literal(true), desde: z.string(), hasta: z.string(), lugar: branch.nullable() };

const pageOut = { page: z.number().int(), limit: z.number().int() };

export const EarningsReportSchema = z.object({
  ...periodOut,
  /** one page of the rows per month (YYYY-MM) and branch with payments, in month then branch order */
  filas: z.array(z.object({ mes: z.string(), lugar: branch, pagos: z.number().int(), cobrado: z.number() })),
  /** how many rows there are in all (the CSV has them all) */
  filasTotal: z.number().int(),
  ...pageOut,
  total: z.number(),
  /**
   * The chart of every month: what the branches that collected most in the period (at most
   * EARNINGS_CHART_BRANCHES) collected, then the rest together as EARNINGS_CHART_OTHERS.
   */
  grafica: z.object({
    series: z.array(z.string()),
    /** per month, one amount per series, in the series' order */
    meses: z.array(z.object({ mes: z.string(), cobrado: z.array(z.number()) })),
  }),
});
export type EarningsReport = z.infer<typeof EarningsReportSchema>;

export const PaymentsReportSchema = z.object({
  ...periodOut,
  /** one row per payment method, largest amount first */
  filas: z.array(z.object({ metodo: z.string(), pagos: z.number().int(), cobrado: z.number() })),
  total: z.number(),
});
export type PaymentsReport = z.infer<typeof PaymentsReportSchema>;

export const OccupancyReportSchema = z.object({
  ...periodOut,
  /**
   * every turno of the branches' schedules, in the order of the day, × weekday (lunes … domingo): events held and
   * the slots there were (the branches running that turno that weekday × days)
   */
  filas: z.array(
    z.object({
      turno: z.string(),
      dia: z.number().int().min(1).max(7),
      eventos: z.number().int(),
      capacidad: z.number().int(),
    }),
  ),
  /** the branches in scope: the slots of `filas` count them, and `porSalon` pages over them */
  sucursales: z.number().int(),
  /**
   * Per branch, salón and turno: `ofrecidos`, the days of the period that turno ran (the branch's schedule) and
   * the salón was open (active, the branch not closed); `reservados`, its live parties and unexpired holds. Only
   * the branches of page `page` (`limit` branches a page, by name; `sucursales` in all), every salón and turno of
   * each; the CSV holds every branch.
   */
  porSalon: z.array(
    z.object({
      lugar: z.string(),
      salon: z.string(),
      turno: z.string(),
      ofrecidos: z.number().int(),
      reservados: z.number().int(),
    }),
  ),
  ...pageOut,
});
export type OccupancyReport = z.infer<typeof OccupancyReportSchema>;
export type OccupancyBySalonRow = OccupancyReport['porSalon'][number];

export const DebtReportSchema = z.object({
  ...periodOut,
  /** events of the period that still owe money, oldest first */
  filas: z.array(
    z.object({
      uid: z.string(),
      nombre: z.string(),
      fecha: z.string(),
      turno: z.string(),
      lugar: branch,
      cliente: z.string(),
      precioTotal: z.number(),
      abonado: z.number(),
      adeudo: z.number(),
      /** The balance's due date (BALANCE_DUE_DAYS before the event) and whether it went by */
      saldoVenceEl: z.string(),
      vencido: z.boolean(),
    }),
  ),
  total: z.number().int(),
  adeudoTotal: z.number(),
  ...pageOut,
});
export type DebtReport = z.infer<typeof DebtReportSchema>;

/** Percent of slots used, whole number (0 when there were no slots). */
export const occupancyPercent = (eventos: number, capacidad: number) =>
  capacidad === 0 ? 0 : Math.round((eventos * 100) / capacidad);

// ── CSV ──
/** Excel needs the byte-order mark to read UTF-8 (accents, ñ) instead of guessing a legacy code page. */
export const CSV_BOM = '\uFEFF';

/** Integer centavos → '12500.50': a plain number Excel in es-MX reads as such, built without float maths. */
export function csvMoney(centavos: Centavos): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csvCell(value: string | number): string {
  let text = String(value);
  // a cell starting with = + - @ would run as a formula in a spreadsheet; numbers are written unquoted
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: BOM, header row, rows, CRLF line ends (what Excel writes). */
export function toCsv(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

export const csvDate = (date: string) => formatDateMx(date);
