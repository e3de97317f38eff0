// PUT /api/event/{id} — spec §5 "Event edit": only the mandatory-fields rule; DESIGN §3.6 totals.

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
import { events } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { assertStorableMoney, getEventDto, moneyParts, withLockedEvent } from './event-queries.ts';
import { findPackageOfPlace, findPlace } from './event-refs.ts';
import { menuColumns } from './events.mapper.ts';

/** A key the client left out keeps the stored value; one sent blank or null counts as missing. */
const merged = <T>(sent: T | null | undefined, stored: T) => (sent === undefined ? stored : sent);

export async function updateEvent(input: { db: Db; id: string; body: EventUpdateInput }): Promise<EventDto> {
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
    const fieldProblem = eventFieldsProblem({ turno: next.turno, personas });
    if (fieldProblem) throw badRequest(fieldProblem);

    const placeId = next.lugar === event.placeId ? event.placeId : (await findPlace(tx, next.lugar)).id;
    const packageChanged = next.paquete !== event.packageId || placeId !== event.placeId;
    const pkg = packageChanged ? await findPackageOfPlace(tx, next.paquete, placeId) : null;
    // The booked package price is a snapshot of the contract: it is re-read from the package only
    // when the package or the attendance band changes, not when the catalogue price changes.
    const needsReprice = pkg !== null || bandFor(personas) !== bandFor(event.personas);
    const source = pkg ?? (needsReprice ? await findPackageOfPlace(tx, next.paquete, placeId) : null);
    const precioPaquete = source
      ? packagePriceFor({ basico: source.basicoCentavos, grande: source.grandeCentavos }, personas)!
      : event.precioPaqueteCentavos;

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
    await tx
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
      .where(eq(events.id, id));
  });
  return getEventDto(db, id);
}
