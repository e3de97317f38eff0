// The day-before WhatsApp reminder of a party (docs/whatsapp.md#the-notices): run by the daily reminder sweep,
// one notice per event and date (its idempotency key), to the families who opted in. E-mail has no such mail.
import { addDays, formatLongDate, todayInMexicoCity } from '@salones/shared/dates';
import { mapsAppUrl } from '@salones/shared/places';
import { and, eq, isNull } from 'drizzle-orm';
import { events, places, users } from '../db/schema/index.ts';
import { queueWhatsAppNotice, type WhatsAppQueueDeps } from './queue-whatsapp.ts';

/** Queues tomorrow's parties' reminders; how many were queued. */
export async function queuePartyReminders(deps: WhatsAppQueueDeps, now: Date): Promise<number> {
  if (!deps.config.whatsapp) return 0;
  const tomorrow = addDays(todayInMexicoCity(now), 1);
  const parties = await deps.db
    .select({
      id: events.id,
      fecha: events.fecha,
      turno: events.turno,
      customerId: events.customerId,
      customerName: users.name,
      sucursal: places.sucursal,
      direccion: places.direccion,
      mapaUrl: places.mapaUrl,
    })
    .from(events)
    .innerJoin(places, eq(places.id, events.placeId))
    .innerJoin(users, eq(users.id, events.customerId))
    .where(and(eq(events.fecha, tomorrow), isNull(events.deletedAt)));
  let queued = 0;
  for (const p of parties) {
    const sent = await queueWhatsAppNotice(deps, {
      template: 'recordatorio_fiesta',
      params: [
        p.customerName,
        formatLongDate(p.fecha),
        p.turno,
        p.sucursal,
        p.direccion || p.sucursal,
        mapsAppUrl(p) ?? `${deps.config.publicUrl}/sucursales`,
      ],
      userId: p.customerId,
      key: `recordatorio_fiesta:${p.id}:${p.fecha}`,
      eventId: p.id,
    });
    if (sent) queued++;
  }
  return queued;
}
