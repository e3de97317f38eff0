// Six hours before an unpaid request's hold ends, the family who asked for WhatsApp notices hears that the date
// is about to be freed (docs/whatsapp.md#the-notices). Run with the expiry sweep; once per request (the notice's
// idempotency key), and not for a hold shorter than that.
import { formatDateTime, formatLongDate } from '@salones/shared/dates';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { loadBookingRequests } from '../../booking/booking-request-queries.ts';
import type { NotifyDeps } from '../../booking/notify-booking.ts';
import { bookingRequests, whatsappMessages } from '../../db/schema/index.ts';
import { queueWhatsAppNotice } from '../../jobs/queue-whatsapp.ts';

export const HOLD_REMINDER_HOURS = 6;

export async function queueHoldReminders(deps: NotifyDeps): Promise<number> {
  if (!deps.config.whatsapp) return 0;
  const now = deps.config.now();
  const soon = new Date(now.getTime() + HOLD_REMINDER_HOURS * 3_600_000);
  const r = bookingRequests;
  const due = await deps.db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.estado, 'pendiente'),
        gt(r.holdUntil, now),
        lte(r.holdUntil, soon),
        sql`${r.createdAt} < ${r.holdUntil} - ${sql.raw(`interval '${HOLD_REMINDER_HOURS} hours'`)}`,
        sql`not exists (select 1 from ${whatsappMessages} m where m.request_id = ${r.id} and m.template = 'apartado_por_vencer')`,
      ),
    )
    .limit(500);
  if (due.length === 0) return 0;
  const requests = await loadBookingRequests(
    deps.db,
    inArray(
      r.id,
      due.map((d) => d.id),
    ),
    now,
  );
  let queued = 0;
  for (const q of requests) {
    const sent = await queueWhatsAppNotice(deps, {
      template: 'apartado_por_vencer',
      params: [
        q.userName,
        formatLongDate(q.fecha),
        q.lugar.sucursal,
        formatDateTime(q.venceEl, 'weekdayLong'),
        `${deps.config.publicUrl}/pedidos`,
      ],
      userId: q.user,
      key: `apartado_por_vencer:${q.uid}`,
      requestId: q.uid,
    });
    if (sent) queued++;
  }
  return queued;
}
