// Issue #13.3: payments received in the period by payment method, largest amount first.
import { PAYMENT_METHOD_NONE } from '@salones/shared/constants';
import { toPesos } from '@salones/shared/money';
import type { PaymentsReport } from '@salones/shared/reports';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventPayments, events } from '../../db/schema/index.ts';
import { paymentsInScope } from './get-earnings-report.ts';
import type { ReportScope } from './report-scope.ts';

export async function getPaymentsReport(db: Db, scope: ReportScope): Promise<PaymentsReport> {
  const centavos = sql<string>`sum(${eventPayments.amountCentavos})::bigint`;
  const rows = await db
    .select({ metodo: eventPayments.metodo, pagos: sql<number>`count(*)::int`, centavos })
    .from(eventPayments)
    .innerJoin(events, eq(events.id, eventPayments.eventId))
    .where(paymentsInScope(scope))
    .groupBy(eventPayments.metodo)
    .orderBy(desc(centavos), eventPayments.metodo);
  const total = rows.reduce((sum, r) => sum + Number(r.centavos), 0);
  return {
    ok: true,
    ...scope,
    filas: rows.map((r) => ({
      metodo: r.metodo || PAYMENT_METHOD_NONE,
      pagos: r.pagos,
      cobrado: toPesos(Number(r.centavos)),
    })),
    total: toPesos(total),
  };
}
