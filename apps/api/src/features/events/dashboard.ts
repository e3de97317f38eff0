// GET EVENT_DASHBOARD_PATH — the admin dashboard in one call (docs/product.md §2 /admin, §9 window of 15 days).
// Calendar dates are Mexico City's (docs/architecture.md §3.7). Issue #13.1: every figure is computed by the database
// (the event count and the earnings from place_totals, kept by triggers), and each list is one page.

import { type Role, UPCOMING_DAYS } from '@salones/shared/constants';
import { addDays, monthRange, todayInMexicoCity } from '@salones/shared/dates';
import type { DashboardBucket, DashboardDto } from '@salones/shared/events';
import { toPesos } from '@salones/shared/money';
import { ADMINS_PAGE, EVENT_PAGE } from '@salones/shared/paging';
import { maySeeEarnings, staffRolesListedFor } from '@salones/shared/permissions';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, places, placeTotals, users } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { liveEventsMatching, loadEventPage } from './event-queries.ts';

export async function loadDashboard(input: {
  db: Db;
  currentUser: CurrentUser;
  now?: Date;
}): Promise<DashboardDto> {
  const { db, currentUser } = input;
  const today = todayInMexicoCity(input.now);
  const month = monthRange(today);

  const [todayCard, next15Card, monthCard, totals, [{ usersCount }], admins] = await Promise.all([
    loadBucket(db, today, today),
    loadBucket(db, today, addDays(today, UPCOMING_DAYS)),
    loadBucket(db, month.from, month.to),
    liveTotals(db),
    db.select({ usersCount: count() }).from(users).where(eq(users.role, 'user')),
    loadAdminsPage(db, staffRolesListedFor(currentUser), { page: 1, limit: ADMINS_PAGE.defaultLimit }),
  ]);
  return {
    ok: true,
    // docs/product.md §6: the total earnings card is for super_admin only.
    ...(maySeeEarnings(currentUser) ? { totalEarnings: toPesos(totals.paidCentavos) } : {}),
    eventsCount: totals.liveEvents,
    usersCount,
    admins: admins.admins,
    adminsTotal: admins.total,
    today: todayCard.items,
    next15: next15Card.items,
    thisMonth: monthCard.items,
    buckets: { today: todayCard.bucket, next15: next15Card.bucket, thisMonth: monthCard.bucket },
  };
}

/** A card's first events, their number and where the next page starts (GET /api/event?from&to&cursor). */
async function loadBucket(db: Db, from: string, to: string) {
  const [page, [{ total }]] = await Promise.all([
    loadEventPage(db, { from, to }, { limit: EVENT_PAGE.dashboard }),
    db.select({ total: count() }).from(events).where(liveEventsMatching({ from, to })),
  ]);
  const bucket: DashboardBucket = { from, to, total, nextCursor: page.nextCursor };
  return { items: page.items, bucket };
}

/** Live events and pesos paid on them: the sum of ~200 per-branch rows, not of every payment. */
async function liveTotals(db: Db): Promise<{ liveEvents: number; paidCentavos: number }> {
  const [row] = await db
    .select({
      liveEvents: sql<number>`coalesce(sum(${placeTotals.liveEvents}), 0)::bigint`.mapWith(Number),
      paidCentavos: sql<number>`coalesce(sum(${placeTotals.paidCentavos}), 0)::bigint`.mapWith(Number),
    })
    .from(placeTotals);
  return row;
}

/**
 * The staff accounts of `roles` (the viewer's: staffRolesListedFor, docs/product.md §6). One page in name
 * order; each row's live events are counted for that admin alone (events_live_creator_order_idx).
 */
export async function loadAdminsPage(
  db: Db,
  roles: Role[],
  page: { page: number; limit: number },
): Promise<{ admins: DashboardDto['admins']; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        lastname: users.lastname,
        placeId: places.id,
        sucursal: places.sucursal,
        eventsCount:
          sql<number>`(select count(*) from ${events} where ${events.creatorId} = ${users.id} and ${events.deletedAt} is null)`.mapWith(
            Number,
          ),
      })
      .from(users)
      .leftJoin(places, eq(places.id, users.placeId))
      .where(inArray(users.role, roles))
      .orderBy(asc(users.name), asc(users.lastname), asc(users.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(users).where(inArray(users.role, roles)),
  ]);
  return {
    total,
    admins: rows.map((r) => ({
      uid: r.id,
      _id: r.id,
      name: r.name,
      lastname: r.lastname,
      lugar: r.placeId ? { uid: r.placeId, sucursal: r.sucursal ?? '' } : null,
      eventsCount: r.eventsCount,
    })),
  };
}
