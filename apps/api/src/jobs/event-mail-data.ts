import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { selectWithPlaceAndCustomer } from '../db/place-and-customer.ts';
import { events, places, users } from '../db/schema/index.ts';
import { salonShownSql } from '../slots/salon-shown.ts';

/** What the receipt and the reminder show of an event, and whom they go to. */
export async function loadEventForMail(db: Db, eventId: string, opts: { liveOnly: boolean }) {
  const [row] = await selectWithPlaceAndCustomer(db, events, {
    name: events.name,
    fecha: events.fecha,
    fechaDeRegistro: events.fechaDeRegistro,
    turno: events.turno,
    sucursal: places.sucursal,
    salon: salonShownSql(events.placeId, events.salonId),
    totalCentavos: events.precioTotalCentavos,
    paidCentavos: events.paidCentavos,
    customerId: events.customerId,
    customerName: users.name,
    customerEmail: users.email,
  })
    .where(and(eq(events.id, eventId), opts.liveOnly ? isNull(events.deletedAt) : undefined))
    .limit(1);
  return row ?? null;
}
