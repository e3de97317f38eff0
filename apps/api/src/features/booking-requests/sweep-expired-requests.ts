// Expiry: a pending request past its hold is already free for availability (queries compare the
// hold with now); this periodic sweep writes 'vencida', deletes its claim and queues the customer's mail, all
// in one transaction. Several server processes may run it: a transaction-scoped advisory lock lets one at a
// time do the work, and since a request turns 'vencida' once, its mail is queued exactly once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadBookingRequests } from '../../booking/booking-request-queries.ts';
import type { NotifyDeps } from '../../booking/notify-booking.ts';
import { bookingRequests } from '../../db/schema/index.ts';
import { queueWhatsAppNotice } from '../../jobs/queue-whatsapp.ts';
import { requestExpiredNotice } from '../../jobs/whatsapp-notices.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { holdIsPast, releaseHolds } from '../../slots/claims.ts';
import { givePromoUsesBack } from '../pricing/promo-code-uses.ts';
import { queueHoldReminders } from './hold-reminders.ts';

/** pg_try_advisory_xact_lock key of the sweep (any fixed bigint) */
export const SWEEP_LOCK_KEY = '1100110011';

export async function sweepExpiredRequests(deps: NotifyDeps): Promise<{ ran: boolean; expired: number }> {
  const now = deps.config.now();
  const r = bookingRequests;
  return deps.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint) as locked`);
    if (!(lock.rows[0] as { locked: boolean }).locked) return { ran: false, expired: 0 };
    const expired = await tx
      .update(r)
      .set({ estado: 'vencida', updatedAt: now })
      .where(and(eq(r.estado, 'pendiente'), holdIsPast(r.holdUntil, now)))
      .returning({ id: r.id });
    if (expired.length === 0) return { ran: true, expired: 0 };
    const ids = expired.map((e) => e.id);
    await releaseHolds(tx, ids);
    // An expired request gives its promo code's use back
    await givePromoUsesBack(tx, ids);
    const swept = await loadBookingRequests(tx, inArray(r.id, ids), now, { limit: ids.length, offset: 0 });
    for (const dto of swept) {
      const mail = { template: 'booking-request-expired', props: { request: dto }, to: dto.email } as const;
      await queueMail(deps, mail, { solicitud: dto.uid }, tx);
      await queueWhatsAppNotice(deps, requestExpiredNotice(dto, deps.config), tx);
    }
    return { ran: true, expired: ids.length };
  });
}

/** Runs the sweep every `intervalMs` (0: never) until the app closes; a failed run is logged. */
export function scheduleSweep(
  deps: NotifyDeps & { addHook: (name: 'onClose', hook: () => Promise<void>) => unknown },
  intervalMs: number,
) {
  if (intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const result = await sweepExpiredRequests(deps);
      if (result.expired) deps.log.info(result, 'booking requests swept');
      await queueHoldReminders(deps);
    } catch (err) {
      deps.log.warn({ err }, 'booking request sweep failed; it runs again at the next interval');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  deps.addHook('onClose', async () => clearInterval(timer));
}
