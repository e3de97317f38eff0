// The database counts a promo code's uses. A use is taken in the transaction of the request that
// carries the code — one conditional UPDATE: concurrent takers of the last use wait on the row's lock, and
// each re-checks `usos < usos_maximos` on the row the winner left, so 50 at once give exactly one (the check
// constraint promo_codes_usos_check would refuse an over-count anyway). A cancelled, rejected or expired
// request gives its use back, in the transaction that ends it.
import { PROMO_MSG } from '@salones/shared/promo-codes';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { bookingRequests, promoCodes } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { conflict } from '../../lib/app-error.ts';

/** Takes one use of the code, or refuses with 409 'ya se agotó'. */
export async function takePromoUse(tx: Tx, promoCodeId: string) {
  const taken = await tx
    .update(promoCodes)
    .set({ usos: sql`${promoCodes.usos} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        or(isNull(promoCodes.usosMaximos), lt(promoCodes.usos, promoCodes.usosMaximos)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (taken.length === 0) throw conflict(PROMO_MSG.usedUp);
}

/** Gives back the uses of these requests (those that took one); call where they stop being pending. */
export async function givePromoUsesBack(tx: Tx, requestIds: readonly string[]) {
  if (requestIds.length === 0) return;
  const rows = await tx
    .select({ promoCodeId: bookingRequests.promoCodeId })
    .from(bookingRequests)
    .where(and(inArray(bookingRequests.id, [...requestIds]), isNotNull(bookingRequests.promoCodeId)));
  const perCode = new Map<string, number>();
  for (const r of rows) perCode.set(r.promoCodeId!, (perCode.get(r.promoCodeId!) ?? 0) + 1);
  for (const [id, n] of perCode) {
    await tx
      .update(promoCodes)
      .set({ usos: sql`greatest(${promoCodes.usos} - ${n}, 0)` })
      .where(eq(promoCodes.id, id));
  }
}
