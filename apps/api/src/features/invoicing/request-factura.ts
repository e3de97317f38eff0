// POST /api/event/{id}/factura: the family (or staff for it) asks for the event's factura. Checked before any call
// to the PAC: the fiscal data kept by the PAC, at least one payment, each with a forma de pago SAT knows, and the
// deadline (the last day of the month of the first payment). Then the CFDI de ingreso — PUE or PPD by
// packages/shared/src/fiscal/factura-plan.ts — is issued with the event's idempotency key and recorded with its
// audit entry in one transaction: a PAC that fails leaves nothing behind, and the retry gets the same CFDI. A PPD's
// complements follow at once (and from the job when that is cut short).
import { todayInMexicoCity } from '@salones/shared/dates';
import { EVENT_MSG } from '@salones/shared/event-messages';
import { CANCEL_MSG } from '@salones/shared/fiscal/cancelacion';
import { GLOBAL_MSG } from '@salones/shared/fiscal/factura-global';
import { FACTURA_MSG, ingresoPlanOf, lastDayToAsk } from '@salones/shared/fiscal/factura-plan';
import { mayRequestFactura } from '@salones/shared/permissions';
import { eq } from 'drizzle-orm';
import { fiscalData } from '../../db/schema/index.ts';
import type { JobSender } from '../../jobs/job-types.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  eventFacturas,
  type FacturaRow,
  ingresoInForce,
  lockedLiveEvent,
  paymentsOf,
} from './factura-queries.ts';
import { pacCall } from './pac-call.ts';
import { recordIssued } from './record-cfdi.ts';
import { type SyncDeps, serviceDescription, syncFacturas } from './sync-facturas.ts';

export async function requestFactura(
  deps: SyncDeps & { jobs: JobSender },
  input: { eventId: string; currentUser: CurrentUser },
): Promise<FacturaRow> {
  const { db } = deps;
  const factura = await db.transaction(async (tx) => {
    const event = await lockedLiveEvent(tx, input.eventId);
    if (!event) throw notFound(EVENT_MSG.eventNotFound);
    if (!mayRequestFactura(input.currentUser, event)) throw forbidden();
    const rows = await eventFacturas(tx, event.id);
    const inForce = ingresoInForce(rows);
    if (inForce) return inForce;
    if (rows.some((f) => f.tipo === 'I' && f.estado === 'cancelacion_pendiente'))
      throw conflict(CANCEL_MSG.pending);
    if (rows.some((f) => f.tipo === 'I' && f.estado === 'cancelada')) throw conflict(FACTURA_MSG.cancelled);

    const [receiver] = await tx.select().from(fiscalData).where(eq(fiscalData.userId, event.customerId));
    if (!receiver?.pacCustomerId) throw badRequest(FACTURA_MSG.noFiscalData);
    const payments = await paymentsOf(tx, event.id);
    if (payments.length === 0) throw conflict(FACTURA_MSG.noPayments);
    // SAT: a payment on the factura global is not invoiced again to the family
    if (payments.some((p) => p.inGlobalOf)) throw conflict(GLOBAL_MSG.alreadyInGlobal);
    const lastDay = lastDayToAsk(payments);
    if (lastDay && todayInMexicoCity(deps.now()) > lastDay) throw conflict(FACTURA_MSG.tooLate(lastDay));
    if (payments.some((p) => !p.forma)) throw conflict(FACTURA_MSG.paymentWithoutForma);

    const plan = ingresoPlanOf(event.precioTotalCentavos, payments);
    const key = `ingreso:${event.id}`;
    const issued = await pacCall(
      deps.provider.issueIngreso({
        customerId: receiver.pacCustomerId,
        description: serviceDescription(event),
        totalCentavos: event.precioTotalCentavos,
        metodoPago: plan.metodoPago,
        formaPago: plan.formaPago,
        usoCfdi: receiver.usoCfdi,
        replaces: null,
        idempotencyKey: key,
      }),
    );
    // what the PAC stamped: a retried key answers the CFDI made the first time
    const metodoPago = issued.metodoPago ?? plan.metodoPago;
    const row = await recordIssued(tx, {
      actor: input.currentUser,
      event,
      issued,
      values: {
        tipo: 'I',
        metodoPago,
        formaPago: metodoPago === 'PUE' ? plan.formaPago : '99',
        totalCentavos: issued.totalCentavos,
        idempotencyKey: key,
      },
      covers: metodoPago === 'PUE' ? payments.map((p) => p.id) : [],
      mail: deps.jobs,
    });
    if (metodoPago === 'PPD') await deps.jobs.send('factura-sync', { eventId: event.id }, { tx });
    return row;
  });
  if (factura.metodoPago === 'PPD')
    await syncFacturas(deps, input.eventId).catch((err: unknown) => {
      // the job queued with the CFDI does it again
      if (!(err instanceof AppError)) deps.log.error({ err }, 'factura: complements left to the job');
    });
  return factura;
}
