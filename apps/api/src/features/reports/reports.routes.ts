// Issue #13.3: /api/reportes/* — the staff reports as JSON for the screen and as CSV files to download.
import { reportRoutes } from '@salones/shared/contract/reports';
import { REPORT_CSV_MAX_ROWS } from '@salones/shared/reports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeFrom } from '../../lib/contract-route.ts';
import { getDebtReport, owingEvents } from './get-debt-report.ts';
import { allEarningsRows, getEarningsReport } from './get-earnings-report.ts';
import { getOccupancyReport } from './get-occupancy-report.ts';
import { getPaymentsReport } from './get-payments-report.ts';
import { debtsCsv, earningsCsv, occupancyCsv, paymentsCsv } from './report-csv.ts';
import { csvFileName, type ReportScope, reportScope } from './report-scope.ts';

const tags = ['reports'];

export async function registerReports(app: FastifyInstance) {
  const scopeOf = (request: FastifyRequest) =>
    reportScope(
      app.db,
      request.currentUser!,
      request.query as { desde?: string; hasta?: string; lugar?: string },
      new Date(),
    );
  const sendCsv = (reply: FastifyReply, name: string, scope: ReportScope, body: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName(name, scope)}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  const staff = { tags, onRequest: app.requireStaff };

  routeFrom(app, reportRoutes.earnings, {
    ...staff,
    handler: async (request) => getEarningsReport(app.db, await scopeOf(request), request.query),
  });
  routeFrom(app, reportRoutes.earningsCsv, {
    ...staff,
    handler: async (request, reply) => {
      const scope = await scopeOf(request);
      return sendCsv(reply, 'ingresos', scope, earningsCsv(await allEarningsRows(app.db, scope)));
    },
  });
  routeFrom(app, reportRoutes.payments, {
    ...staff,
    handler: async (request) => getPaymentsReport(app.db, await scopeOf(request)),
  });
  routeFrom(app, reportRoutes.paymentsCsv, {
    ...staff,
    handler: async (request, reply) => {
      const scope = await scopeOf(request);
      return sendCsv(reply, 'formas-de-pago', scope, paymentsCsv(await getPaymentsReport(app.db, scope)));
    },
  });
  routeFrom(app, reportRoutes.occupancy, {
    ...staff,
    handler: async (request) => getOccupancyReport(app.db, await scopeOf(request)),
  });
  routeFrom(app, reportRoutes.occupancyCsv, {
    ...staff,
    handler: async (request, reply) => {
      const scope = await scopeOf(request);
      return sendCsv(reply, 'ocupacion', scope, occupancyCsv(await getOccupancyReport(app.db, scope)));
    },
  });
  routeFrom(app, reportRoutes.debts, {
    ...staff,
    handler: async (request) => getDebtReport(app.db, await scopeOf(request), request.query),
  });
  routeFrom(app, reportRoutes.debtsCsv, {
    ...staff,
    handler: async (request, reply) => {
      const scope = await scopeOf(request);
      const rows = await owingEvents(app.db, scope, { limit: REPORT_CSV_MAX_ROWS, offset: 0 });
      return sendCsv(reply, 'saldos-pendientes', scope, debtsCsv(rows));
    },
  });
}
