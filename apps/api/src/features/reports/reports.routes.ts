// /api/reportes/* — the staff reports as JSON for the screen and as CSV files to download.
import { reportRoutes } from '@salones/shared/contract/reports';
import { todayInMexicoCity } from '@salones/shared/dates';
import { mayReadReports } from '@salones/shared/permissions';
import { REPORT_CSV_MAX_ROWS, resolveDebtsPeriod } from '@salones/shared/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { type DuePlan, getDebtReport, owingEvents } from './get-debt-report.ts';
import { allEarningsRows, getEarningsReport } from './get-earnings-report.ts';
import { getOccupancyBySalon } from './get-occupancy-by-salon.ts';
import { getOccupancyByWeekday, getOccupancyReport } from './get-occupancy-report.ts';
import { getPaymentsReport } from './get-payments-report.ts';
import { debtsCsv, earningsCsv, occupancyBySalonCsv, occupancyCsv, paymentsCsv } from './report-csv.ts';
import { csvFileName, type ReportScope, reportScope } from './report-scope.ts';

const tags = tagsOf('reports');

/** Each report's CSV twin: its file name and its rows as CSV text. */
const CSV_FILES = [
  {
    route: reportRoutes.earningsCsv,
    name: 'ingresos',
    csv: async (db: Db, scope: ReportScope) => earningsCsv(await allEarningsRows(db, scope)),
  },
  {
    route: reportRoutes.paymentsCsv,
    name: 'formas-de-pago',
    csv: async (db: Db, scope: ReportScope) => paymentsCsv(await getPaymentsReport(db, scope)),
  },
  {
    route: reportRoutes.occupancyCsv,
    name: 'ocupacion',
    csv: async (db: Db, scope: ReportScope) => occupancyCsv(await getOccupancyByWeekday(db, scope)),
  },
  {
    route: reportRoutes.occupancyBySalonCsv,
    name: 'ocupacion-por-salon',
    csv: async (db: Db, scope: ReportScope, now: Date) =>
      // every branch: the file is the whole report, not the screen's page
      occupancyBySalonCsv(await getOccupancyBySalon(db, scope, now, null)),
  },
  {
    route: reportRoutes.debtsCsv,
    name: 'saldos-pendientes',
    period: resolveDebtsPeriod,
    csv: async (db: Db, scope: ReportScope, _now: Date, plan: DuePlan) =>
      debtsCsv(await owingEvents(db, scope, { limit: REPORT_CSV_MAX_ROWS, offset: 0 }, plan)),
  },
];

export async function registerReports(app: FastifyInstance) {
  const scopeOf = (request: FastifyRequest, period?: typeof resolveDebtsPeriod) =>
    reportScope(
      app.db,
      request.currentUser!,
      request.query as { desde?: string; hasta?: string; lugar?: string },
      new Date(),
      period,
    );
  const staff = { tags, onRequest: app.allow(mayReadReports) };
  /** The debts report marks balances past their due date ('Vencido') */
  const duePlan = (): DuePlan => ({
    balanceDueDays: app.config.payments.balanceDueDays,
    today: todayInMexicoCity(app.config.now()),
  });

  routeFrom(app, reportRoutes.earnings, {
    ...staff,
    handler: async (request) => getEarningsReport(app.db, await scopeOf(request), request.query),
  });
  routeFrom(app, reportRoutes.payments, {
    ...staff,
    handler: async (request) => getPaymentsReport(app.db, await scopeOf(request)),
  });
  routeFrom(app, reportRoutes.occupancy, {
    ...staff,
    handler: async (request) =>
      getOccupancyReport(app.db, await scopeOf(request), app.config.now(), request.query),
  });
  routeFrom(app, reportRoutes.debts, {
    ...staff,
    handler: async (request) =>
      getDebtReport(app.db, await scopeOf(request, resolveDebtsPeriod), request.query, duePlan()),
  });
  for (const file of CSV_FILES) {
    routeFrom(app, file.route, {
      ...staff,
      handler: async (request, reply) => {
        const scope = await scopeOf(request, file.period);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvFileName(file.name, scope)}"`)
          .header('cache-control', 'private, no-store')
          .send(await file.csv(app.db, scope, app.config.now(), duePlan()));
      },
    });
  }
}
