// PUT /api/event/abono/{id} — docs/product.md#5-validation-rules "Add payment",
// docs/product.md#9-business-constants-and-limits minimum $500; docs/architecture.md#money-in-centavos.
import { todayInMexicoCity } from '@salones/shared/dates';
import { EVENT_MSG, type EventDto, type PaymentInput } from '@salones/shared/events';
import { MSG } from '@salones/shared/messages';
import { toCentavos } from '@salones/shared/money';
import { computeEventMoney, singlePaymentProblem } from '@salones/shared/pricing';
import type { Db } from '../../db/client.ts';
import { eventPayments } from '../../db/schema/index.ts';
import { enqueueFacturaSync } from '../../jobs/enqueue-factura-sync.ts';
import { enqueuePaymentReceipt } from '../../jobs/enqueue-payment-receipt.ts';
import type { JobSender } from '../../jobs/job-types.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordPaymentAudit } from '../audit/record-audit.ts';
import { getEventDto, moneyParts, withLockedEvent } from './event-queries.ts';
import { paymentValues } from './event-refs.ts';

export async function addPayment(input: {
  db: Db;
  jobs: JobSender;
  id: string;
  abono: PaymentInput;
  currentUser: CurrentUser;
}): Promise<EventDto> {
  const { db, id, currentUser } = input;
  await withLockedEvent(db, id, async (tx, event) => {
    const parts = await moneyParts(tx, id);
    const { adeudo } = computeEventMoney({
      precioPaquete: event.precioPaqueteCentavos,
      descuento: event.descuentoCentavos,
      extras: parts.extras,
      abonos: parts.abonos,
    });
    // The exact remaining debt is accepted even below $500 (see singlePaymentProblem).
    const problem = singlePaymentProblem(toCentavos(input.abono.abono), adeudo);
    if (problem === 'belowMinimum') throw badRequest(MSG.abonoMinSingle);
    if (problem === 'overDebt') throw badRequest(EVENT_MSG.paymentOverDebt);
    const [payment] = await paymentValues(tx, [input.abono], {
      today: todayInMexicoCity(),
      currentUserId: currentUser.id,
    });
    await tx.insert(eventPayments).values({ ...payment, eventId: id });
    await enqueuePaymentReceipt({ jobs: input.jobs, tx, event, payment, adeudo });
    await enqueueFacturaSync({ jobs: input.jobs, tx, eventId: id });
    await recordPaymentAudit(tx, {
      actor: currentUser,
      kind: 'payment',
      eventId: id,
      subject: event.name,
      adeudo,
      payment,
    });
  });
  return getEventDto(db, id);
}
