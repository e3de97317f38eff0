import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { selectWithPlaceAndCustomer } from '../db/place-and-customer.ts';
import { events, places, salones, users } from '../db/schema/index.ts';

/** What the receipt and the reminder show of an event, and whom they go to. */
export async function loadEventForMail(db: Db, eventId: string, opts: { liveOnly: boolean }) {
  const [row] = await selectWithPlaceAndCustomer(db, events, {
    name: events.name,
    fecha: events.fecha,
    fechaDeRegistro: events.fechaDeRegistro,
    turno: events.turno,
    sucursal: places.sucursal,
    // named only when the branch has more than one active salón
    salon: sql<
      string | null
    >`case when (select count(*) from ${salones} where ${salones.placeId} = ${events.placeId} and ${salones.activo}) > 1
      then (select ${salones.nombre} from ${salones} where ${salones.id} = ${events.salonId}) end`,
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
