// POST /api/event — docs/product.md#5-validation-rules "Event creation",
// docs/architecture.md#one-event-per-slot, docs/architecture.md#money-in-centavos,
// docs/architecture.md#event-request-bodies.

import { normalizeDate, todayInMexicoCity } from '@salones/shared/dates';
import { type EventCreateInput, type EventDto, eventCreationProblem } from '@salones/shared/events';
import { toCentavos } from '@salones/shared/money';
import { computeEventMoney } from '@salones/shared/pricing';
import { eventMoneyOfQuote } from '@salones/shared/quote';
import { DEFAULT_TURNO_SCHEDULE, turnoHoursIn, turnoNamesOf } from '@salones/shared/turnos';
import { sql } from 'drizzle-orm';
import { confirmConvertedRequest, prepareSlotForEvent } from '../../booking/convert-booking-request.ts';
import type { Db } from '../../db/client.ts';
import { eventExtras, eventPayments, events } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { enqueuePaymentReceipt } from '../../jobs/enqueue-payment-receipt.ts';
import type { JobSender } from '../../jobs/job-types.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { firstClaimable, salonesToTry } from '../../slots/salon-choice.ts';
import { assertTurnoRuns, scheduleOfLugar } from '../../slots/schedule.ts';
import { type AuditActor, recordAudit, recordPaymentAudit } from '../audit/record-audit.ts';
import { takePromoUse } from '../pricing/promo-code-uses.ts';
import { closedDayForStaff } from './closed-day.ts';
import { assertStorableMoney, getEventDto, slotConflictOr } from './event-queries.ts';
import {
  findCustomer,
  findPackageOfPlace,
  findPlace,
  type PaymentValues,
  paymentValues,
  priceExtras,
  referenceGoneOr,
} from './event-refs.ts';
import { menuColumns } from './events.mapper.ts';
import { priceStaffBooking } from './price-staff-booking.ts';

/** now() is one instant per transaction: a microsecond apart keeps the body's order when listing. */
const inOrder = (i: number) => sql`now() + make_interval(secs => ${i / 1_000_000})`;

export async function createEvent(input: {
  db: Db;
  jobs: JobSender;
  body: EventCreateInput;
  currentUser: CurrentUser;
  /** the app's clock (booking holds are compared with it) */
  now?: Date;
}): Promise<EventDto> {
  const { db, jobs, body, currentUser, now = new Date() } = input;
  // Steps 1–3 of docs/product.md#5-validation-rules (date, mandatory fields, payments ≥ $500) need nothing
  // from the database.
  const schedule = body.lugar ? await scheduleOfLugar(db, body.lugar) : undefined;
  const early = eventCreationProblem(body, {
    precioTotal: null,
    turnoNames: schedule && turnoNamesOf(schedule),
  });
  if (early) throw badRequest(early);
  const personas = body.personas!;
  const today = todayInMexicoCity();

  const customer = await findCustomer(db, body.user);
  const place = await findPlace(db, body.lugar);
  const pkg = await findPackageOfPlace(db, body.paquete, place.id);
  const fecha = normalizeDate(body.fecha)!;
  await assertTurnoRuns(db, { placeId: place.id, fecha, turno: body.turno }, schedule);
  // written without hours, the party takes its turno's in the branch's schedule (staff may change them later)
  const hours =
    body.entrada || body.salida
      ? { entrada: body.entrada, salida: body.salida }
      : (turnoHoursIn(schedule ?? DEFAULT_TURNO_SCHEDULE, body.turno) ?? { entrada: '', salida: '' });
  // One quote prices the booking — the day's rules, extras, the promo code, staff's discount; a
  // converted request brings its quote's extras, discount and package price by itself (price-staff-booking.ts).
  const priced = await priceStaffBooking(db, {
    placeId: place.id,
    pkg,
    personas,
    fecha,
    extras: await priceExtras(db, body.adicionales),
    descuento: toCentavos(body.descuento),
    codigo: body.codigo,
    solicitud: body.solicitud,
    now,
  });
  const { quote, extras } = priced;
  // Zero-amount rows are form placeholders, not payments.
  const payments = await paymentValues(
    db,
    body.abonos.filter((a) => toCentavos(a.abono) > 0),
    {
      today,
      currentUserId: currentUser.id,
    },
  );

  const money = computeEventMoney({
    ...eventMoneyOfQuote(quote),
    abonos: payments.map((p) => ({ abono: p.amountCentavos })),
  });
  assertStorableMoney(money);
  // Step 4: the total is known only now; the client's totals are never used.
  const late = eventCreationProblem(body, { precioTotal: money.precioTotal });
  if (late) throw badRequest(late);

  let eventId: string;
  try {
    eventId = await db.transaction(async (tx) => {
      // A past hold is cleared; converting a request (`solicitud`) hands its hold to this event.
      const heldSalon = await prepareSlotForEvent(tx, {
        solicitud: body.solicitud,
        customerId: body.user,
        slot: { placeId: place.id, fecha, turno: body.turno },
        currentUser,
        now,
      });
      // A closed day is refused unless staff force it (recorded below); staff have no lead time.
      const cierreForzado = await closedDayForStaff(tx, {
        placeId: place.id,
        fecha,
        turno: body.turno,
        forzarCierre: body.forzarCierre,
        now,
      });
      // The request's salón, unless staff name another; else the first free one that holds the party
      const salonIds =
        heldSalon && !body.salon
          ? [heldSalon]
          : await salonesToTry(tx, {
              placeId: place.id,
              fecha,
              turno: body.turno,
              personas,
              salon: body.salon,
              now,
            });
      // The database counts the code's use, as for a request (50 takers of the last: one wins)
      if (priced.promoCodeId) await takePromoUse(tx, priced.promoCodeId);
      const { eventId: id } = await insertEventRecords(tx, jobs, {
        values: {
          name: body.name,
          fecha,
          turno: body.turno,
          placeId: place.id,
          packageId: pkg.id,
          packageName: pkg.name,
          customerId: body.user,
          creatorId: currentUser.id,
          personas,
          ...hours,
          precioPaqueteCentavos: money.precioPaquete,
          descuentoCentavos: money.descuento,
          precioTotalCentavos: money.precioTotal,
          comentarios: body.comentarios,
          ...menuColumns(body),
          fechaDeRegistro: today,
        },
        salonIds,
        payments,
        extras,
        solicitud: body.solicitud,
        decidedById: currentUser.id,
        now,
        audit: {
          actor: currentUser,
          cliente: `${customer.name} ${customer.lastname}`.trim(),
          lugar: place.sucursal,
          paymentKind: 'payment',
          ...(cierreForzado && { cierreForzado }),
          ...(priced.promoCodeId && quote.codigo ? { codigo: quote.codigo } : {}),
        },
      });
      return id;
    });
  } catch (err) {
    // docs/architecture.md#one-event-per-slot: the unique index decides races — of N concurrent bookings of a
    // slot, one wins.
    throw referenceGoneOr(slotConflictOr(err));
  }
  return getEventDto(db, eventId);
}

type PricedExtra = Awaited<ReturnType<typeof priceExtras>>[number];

/**
 * The event's rows in the caller's transaction, after its slot was prepared: the event, its payments (each
 * with its receipt queued, the balance right after it), its extras and, when converting a request, the
 * request confirmed. Shared by POST /api/event and a paid online anticipo (convert-booking-request.ts).
 */
export async function insertEventRecords(
  tx: Tx,
  jobs: JobSender,
  r: {
    values: typeof events.$inferInsert;
    /** the salones to try, in order (the first whose slot is free is booked); without them, `values.salonId` */
    salonIds?: string[];
    payments: PaymentValues[];
    extras: PricedExtra[];
    solicitud?: string;
    /** the staff member converting the request; null when a paid anticipo did */
    decidedById: string | null;
    now: Date;
    /**
     * who booked it, the customer's and branch's names for the 'Evento creado' entry, and the kind of its
     * payments' entries (an online one carries the provider's reference)
     */
    audit: {
      actor: AuditActor;
      cliente: string;
      lugar: string;
      paymentKind: 'payment' | 'online_payment';
      referencia?: string;
      /** The closure's reason when staff booked a closed day (forzarCierre) */
      cierreForzado?: string;
      /** The promo code a staff booking carried */
      codigo?: string;
    };
  },
): Promise<{ eventId: string; paymentIds: string[] }> {
  const insert = (conn: Tx, salonId?: string | null) =>
    conn
      .insert(events)
      .values({ ...r.values, ...(salonId !== undefined && { salonId }) })
      .returning({ id: events.id });
  const [row] = r.salonIds ? await firstClaimable(tx, r.salonIds, insert) : await insert(tx);
  const v = r.values;
  // The booking is audited like every later change — what was booked (docs/architecture.md#audit-trail).
  await recordAudit(tx, {
    actor: r.audit.actor,
    kind: 'event_created',
    eventId: row.id,
    subject: v.name,
    before: null,
    after: {
      name: v.name,
      cliente: r.audit.cliente,
      fecha: v.fecha,
      turno: v.turno,
      lugar: r.audit.lugar,
      paquete: v.packageName,
      personas: v.personas,
      entrada: v.entrada ?? null,
      salida: v.salida ?? null,
      precioPaquete: v.precioPaqueteCentavos,
      adicionales: r.extras.map((x) => `${x.nombre} × ${x.piezas}`).join(', ') || null,
      descuento: v.descuentoCentavos ?? 0,
      precioTotal: v.precioTotalCentavos,
      ...(v.comentarios && { comentarios: v.comentarios }),
      ...(r.audit.cierreForzado && { cierreForzado: r.audit.cierreForzado }),
      ...(r.audit.codigo && { codigo: r.audit.codigo }),
    },
  });
  const inserted = r.payments.length
    ? await tx
        .insert(eventPayments)
        .values(r.payments.map((p, i) => ({ ...p, eventId: row.id, createdAt: inOrder(i) })))
        .returning({ id: eventPayments.id })
    : [];
  // Each payment recorded at booking gets its receipt, with the balance right after it; and
  // (docs/architecture.md#audit-trail) its audit entry, like a later abono.
  let adeudo = r.values.precioTotalCentavos;
  for (const payment of r.payments) {
    const event = { id: row.id, precioTotalCentavos: r.values.precioTotalCentavos };
    await enqueuePaymentReceipt({ jobs, tx, event, payment, adeudo });
    await recordPaymentAudit(tx, {
      actor: r.audit.actor,
      kind: r.audit.paymentKind,
      eventId: row.id,
      subject: v.name,
      adeudo,
      payment,
      referencia: r.audit.referencia,
    });
    adeudo -= payment.amountCentavos;
  }
  if (r.extras.length) {
    await tx.insert(eventExtras).values(
      r.extras.map((x, i) => ({
        eventId: row.id,
        nombre: x.nombre,
        piezas: x.piezas,
        precioCentavos: x.precio,
        productId: x.productId,
        createdAt: inOrder(i),
      })),
    );
  }
  if (r.solicitud) {
    await confirmConvertedRequest(tx, {
      solicitud: r.solicitud,
      eventId: row.id,
      decidedById: r.decidedById,
      now: r.now,
    });
  }
  return { eventId: row.id, paymentIds: inserted.map((p) => p.id) };
}
