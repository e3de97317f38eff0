// Payments received in the period by payment method, largest amount first (payment-totals.ts).
import { PAYMENT_METHOD_NONE } from '@salones/shared/constants';
import { toPesos } from '@salones/shared/money';
import type { PaymentsReport } from '@salones/shared/reports';
import type { Db } from '../../db/client.ts';
import { paymentsPerMethod } from './payment-totals.ts';
import type { ReportScope } from './report-scope.ts';

export async function getPaymentsReport(db: Db, scope: ReportScope): Promise<PaymentsReport> {
  const rows = await paymentsPerMethod(db, scope);
  return {
    ok: true,
    ...scope,
    filas: rows.map((r) => ({
      metodo: r.metodo || PAYMENT_METHOD_NONE,
      pagos: r.pagos,
      cobrado: toPesos(r.centavos),
    })),
    total: toPesos(rows.reduce((sum, r) => sum + r.centavos, 0)),
  };
}
