// Issue #11 expiry: a pending request past its hold is already free for availability (queries compare the
// hold with now); this periodic sweep writes 'vencida', deletes its claim and tells the customer. Several
// server processes may run it: a transaction-scoped advisory lock lets one at a time do the work, and each
// mail is taken (marked sent) inside that transaction, so no two processes send the same one.
import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { bookingRequests, slotClaims } from '../../db/schema/index.ts';
import { requestExpiredMail, sendBookingMail } from './booking-mails.ts';
import { getBookingRequestDto } from './booking-request-queries.ts';
import type { NotifyDeps } from './notify-booking.ts';

/** pg_try_advisory_xact_lock key of the sweep (any fixed bigint) */
export const SWEEP_LOCK_KEY = '1100110011';
/** an address that keeps failing is given up after this many tries (one per sweep) */
export const EXPIRY_MAIL_MAX_ATTEMPTS = 5;

export async function sweepExpiredRequests(
  deps: NotifyDeps,
): Promise<{ ran: boolean; expired: number; mailed: number }> {
  const now = deps.config.now();
  const r = bookingRequests;
  const work = await deps.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint) as locked`);
    if (!(lock.rows[0] as { locked: boolean }).locked) return null;
    const expired = await tx
      .update(r)
      .set({ estado: 'vencida', updatedAt: now })
      .where(and(eq(r.estado, 'pendiente'), lte(r.holdUntil, now)))
      .returning({ id: r.id });
    if (expired.length) {
      await tx.delete(slotClaims).where(
        inArray(
          slotClaims.requestId,
          expired.map((e) => e.id),
        ),
      );
    }
    const toMail = await tx
      .update(r)
      .set({ expiryMailSentAt: now, expiryMailAttempts: sql`${r.expiryMailAttempts} + 1` })
      .where(
        and(
          eq(r.estado, 'vencida'),
          isNull(r.expiryMailSentAt),
          lt(r.expiryMailAttempts, EXPIRY_MAIL_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: r.id });
    return { expired: expired.length, toMail: toMail.map((m) => m.id) };
  });
  if (!work) return { ran: false, expired: 0, mailed: 0 };
  let mailed = 0;
  for (const id of work.toMail) {
    const dto = await getBookingRequestDto(deps.db, id, now);
    const site = { clubName: deps.config.clubName, publicUrl: deps.config.publicUrl };
    // no waiting retries here: the next sweep tries again
    const sent = await sendBookingMail(deps, dto.email, requestExpiredMail(dto, site), { solicitud: id }, []);
    if (sent) mailed++;
    else await deps.db.update(r).set({ expiryMailSentAt: null }).where(eq(r.id, id));
  }
  return { ran: true, expired: work.expired, mailed };
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
      if (result.expired || result.mailed) deps.log.info(result, 'booking requests swept');
    } catch (err) {
      deps.log.warn({ err }, 'booking request sweep failed; it runs again at the next interval');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  deps.addHook('onClose', async () => clearInterval(timer));
}
