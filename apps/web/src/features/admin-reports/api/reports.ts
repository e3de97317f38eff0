import { reportRoutes } from '@salones/shared/contract/reports';
import type {
  OccupancyReportQuery,
  PagedReportQuery,
  ReportKind,
  ReportQuery,
} from '@salones/shared/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { callApiFile, saveBlob } from '../../../lib/api-file.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/reportes/{ganancias,pagos,ocupacion} (staff); ganancias a page of its rows */
export const earningsQuery = (query: PagedReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.report('ganancias', query),
    queryFn: ({ signal }) => callApi(reportRoutes.earnings, { query, signal }),
    placeholderData: keepPreviousData,
  });
export const paymentsQuery = (query: ReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.report('pagos', query),
    queryFn: ({ signal }) => callApi(reportRoutes.payments, { query, signal }),
  });
/** GET /api/reportes/ocupacion: the figures per weekday, and per salón a page of branches */
export const occupancyQuery = (query: OccupancyReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.report('ocupacion', query),
    queryFn: ({ signal }) => callApi(reportRoutes.occupancy, { query, signal }),
    placeholderData: keepPreviousData,
  });
/** GET /api/reportes/adeudos: a page of the events that owe, oldest first */
export const debtsQuery = (query: PagedReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.report('adeudos', query),
    queryFn: ({ signal }) => callApi(reportRoutes.debts, { query, signal }),
    placeholderData: keepPreviousData,
  });

const CSV_ROUTES = {
  ganancias: reportRoutes.earningsCsv,
  pagos: reportRoutes.paymentsCsv,
  ocupacion: reportRoutes.occupancyCsv,
  adeudos: reportRoutes.debtsCsv,
} as const;

/** Downloads a report's CSV (the token travels in a header, so the file is fetched, then saved). */
export async function downloadReportCsv(kind: ReportKind, query: ReportQuery) {
  const { blob, filename } = await callApiFile(CSV_ROUTES[kind], { query });
  saveBlob(blob, filename ?? `${kind}.csv`);
}

/** Downloads the occupancy per branch, salón and turno as CSV. */
export async function downloadOccupancyBySalonCsv(query: ReportQuery) {
  const { blob, filename } = await callApiFile(reportRoutes.occupancyBySalonCsv, { query });
  saveBlob(blob, filename ?? 'ocupacion-por-salon.csv');
}
