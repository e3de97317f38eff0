// PUT /api/event/{id} — docs/product.md#5-validation-rules "Event edit": only the mandatory-fields rule;
// docs/architecture.md#money-in-centavos totals.

import { normalizeDate } from '@salones/shared/dates';
import {
  EVENT_MSG,
  type EventDto,
  type EventUpdateInput,
  eventFieldsProblem,
  eventMandatoryProblem,
} from '@salones/shared/events';
import { toCentavos } from '@salones/shared/money';
import { bandFor, computeEventMoney, packagePriceFor } from '@salones/shared/pricing';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, places } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { branchTurnoNames } from '../../slots/schedule.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit.ts';
import { closedDayForStaff } from './closed-day.ts';
import {
  assertStorableMoney,
  type EventRow,
  getEventDto,
  moneyParts,
  withLockedEvent,
} from './event-queries.ts';
import { findPackageOfPlace, findPlace } from './event-refs.ts';
import { menuColumns, menuOf } from './events.mapper.ts';
import { moveEventSlot } from './move-event-slot.ts';

/** A key the client left out keeps the stored value; one sent blank or null counts as missing. */
const merged = <T>(sent: T | null | undefined, stored: T) => (sent === undefined ? stored : sent);

/** What an edit's audit entry compares; the discount has an entry of its own. */
const auditedFields = (e: EventRow) => ({
  name: e.name,
  fecha: e.fecha,
  turno: e.turno,
  paquete: e.packageName,
  personas: e.personas,
  precioPaquete: e.precioPaqueteCentavos,
  entrada: e.entrada,
  salida: e.salida,
  comentarios: e.comentarios,
  ...menuOf(e),
});

export async function updateEvent(input: {
  db: Db;
  id: string;
  body: EventUpdateInput;
  actor: AuditActor;
}): Promise<EventDto> {
  const { db, id, body } = input;
  await withLockedEvent(db, id, async (tx, event) => {
    const next = {
      name: merged(body.name, event.name) ?? '',
      fecha: merged(body.fecha, event.fecha) ?? '',
      turno: merged(body.turno, event.turno) ?? '',
      paquete: merged(body.paquete, event.packageId) ?? '',
      lugar: merged(body.lugar, event.placeId) ?? '',
      personas: merged(body.personas, event.personas) ?? undefined,
      user: event.customerId,
    };
    const missing = eventMandatoryProblem(next);
    if (missing) throw badRequest(missing);
    const fecha = normalizeDate(next.fecha);
    if (!fecha) throw badRequest(EVENT_MSG.dateInvalid);
    const personas = next.personas!;
    const fieldProblem = eventFieldsProblem(
      { turno: next.turno, personas },
      await branchTurnoNames(tx, next.lugar),
    );
    if (fieldProblem) throw badRequest(fieldProblem);

    const newPlace = next.lugar === event.placeId ? null : await findPlace(tx, next.lugar);
    const placeId = newPlace?.id ?? event.placeId;
    const packageChanged = next.paquete !== event.packageId || placeId !== event.placeId;
    const pkg = packageChanged ? await findPackageOfPlace(tx, next.paquete, placeId) : null;
    // The booked package price is a snapshot of the contract: it is re-read from the package only
    // when the package or the attendance band changes, not when the catalogue price changes.
    const needsReprice = pkg !== null || bandFor(personas) !== bandFor(event.personas);
    const source = pkg ?? (needsReprice ? await findPackageOfPlace(tx, next.paquete, placeId) : null);
    const precioPaquete = source
      ? packagePriceFor({ basico: source.basicoCentavos, grande: source.grandeCentavos }, personas)!
      : event.precioPaqueteCentavos;

    // A new date or branch closed that day only when staff force it (the entry below records it)
    const moved = fecha !== event.fecha || placeId !== event.placeId;
    const cierreForzado = moved
      ? await closedDayForStaff(tx, {
          placeId,
          fecha,
          turno: next.turno,
          forzarCierre: body.forzarCierre,
          now: new Date(),
        })
      : null;

    const salon = await moveEventSlot(tx, event, {
      placeId,
      fecha,
      turno: next.turno,
      personas,
      salon: body.salon,
    });
    const parts = await moneyParts(tx, id);
    const money = computeEventMoney({
      precioPaquete,
      descuento: body.descuento === undefined ? event.descuentoCentavos : toCentavos(body.descuento),
      extras: parts.extras,
      abonos: parts.abonos,
    });
    assertStorableMoney(money);
    if (money.precioTotal < money.abonado) throw badRequest(EVENT_MSG.totalBelowPaid);

    const text = (sent: string | null | undefined) => (sent === undefined ? undefined : (sent ?? ''));
    const [edited] = await tx
      .update(events)
      .set({
        name: next.name,
        fecha,
        turno: next.turno,
        placeId,
        personas,
        ...(source ? { packageId: source.id, packageName: source.name } : {}),
        entrada: text(body.entrada),
        salida: text(body.salida),
        comentarios: text(body.comentarios),
        ...menuColumns(body),
        precioPaqueteCentavos: money.precioPaquete,
        descuentoCentavos: money.descuento,
        precioTotalCentavos: money.precioTotal,
        updatedAt: new Date(),
      })
      .where(eq(events.id, id))
      .returning();
    const [oldPlace] = newPlace
      ? await tx.select({ sucursal: places.sucursal }).from(places).where(eq(places.id, event.placeId))
      : [];
    const edit = changedFields(
      { ...auditedFields(event), lugar: oldPlace?.sucursal, salon: salon?.antes },
      {
        ...auditedFields(edited),
        ...(newPlace && { lugar: newPlace.sucursal }),
        ...(salon && { salon: salon.despues }),
      },
    );
    const audit = { actor: input.actor, eventId: id, subject: edited.name };
    if (edit)
      await recordAudit(tx, {
        ...audit,
        ...edit,
        ...(cierreForzado && { after: { ...edit.after, cierreForzado } }),
        kind: 'event_edited',
      });
    if (edited.descuentoCentavos !== event.descuentoCentavos)
      await recordAudit(tx, {
        ...audit,
        kind: 'discount',
        before: { descuento: event.descuentoCentavos, precioTotal: event.precioTotalCentavos },
        after: { descuento: edited.descuentoCentavos, precioTotal: edited.precioTotalCentavos },
      });
  });
  return getEventDto(db, id);
}
