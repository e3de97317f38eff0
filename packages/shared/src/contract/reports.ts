// The staff reports for a period (super_admin: every branch or one; an admin with a branch: theirs).
// Each report has a JSON route for the screen and a `.csv` twin (UTF-8 with BOM, Spanish headers) to download.
import {
  DebtReportSchema,
  EarningsReportSchema,
  OccupancyReportQuerySchema,
  OccupancyReportSchema,
  PagedReportQuerySchema,
  PaymentsReportSchema,
  ReportQuerySchema,
} from '../reports.ts';
import { binaryFile, defineRoute } from './route.ts';

const csv = (
  path: `/api/${string}`,
  query: typeof ReportQuerySchema | typeof PagedReportQuerySchema,
  what: string,
) =>
  defineRoute({
    method: 'GET',
    path,
    query,
    produces: ['text/csv'],
    response: { 200: binaryFile(`${what} en CSV (UTF-8 con BOM)`) },
  });

export const reportRoutes = {
  /** payments received in the period, by month of payment and branch: the chart, totals and a page of rows */
  earnings: defineRoute({
    method: 'GET',
    path: '/api/reportes/ganancias',
    query: PagedReportQuerySchema,
    response: { 200: EarningsReportSchema },
  }),
  earningsCsv: csv('/api/reportes/ganancias.csv', ReportQuerySchema, 'Ingresos por mes y sucursal'),
  /** payments received in the period, by payment method */
  payments: defineRoute({
    method: 'GET',
    path: '/api/reportes/pagos',
    query: ReportQuerySchema,
    response: { 200: PaymentsReportSchema },
  }),
  paymentsCsv: csv('/api/reportes/pagos.csv', ReportQuerySchema, 'Pagos por forma de pago'),
  /**
   * events held in the period, by turno and weekday, against the slots there were; and per salón and turno the
   * days offered against those booked, for a page of branches (its CSV: every branch)
   */
  occupancy: defineRoute({
    method: 'GET',
    path: '/api/reportes/ocupacion',
    query: OccupancyReportQuerySchema,
    response: { 200: OccupancyReportSchema },
  }),
  occupancyCsv: csv('/api/reportes/ocupacion.csv', ReportQuerySchema, 'Ocupación por turno y día'),
  occupancyBySalonCsv: csv(
    '/api/reportes/ocupacion/salones.csv',
    ReportQuerySchema,
    'Ocupación por sucursal, salón y turno',
  ),
  /** events of the period that still owe money, oldest first, a page at a time (the CSV has them all) */
  debts: defineRoute({
    method: 'GET',
    path: '/api/reportes/adeudos',
    query: PagedReportQuerySchema,
    response: { 200: DebtReportSchema },
  }),
  debtsCsv: csv('/api/reportes/adeudos.csv', ReportQuerySchema, 'Saldos pendientes'),
};
