// GET EVENT_DASHBOARD_PATH — the admin dashboard in one call (docs/product.md#2-screens-and-routes /admin,
// docs/product.md#9-business-constants-and-limits window of 15 days). Calendar dates are Mexico City's
// (docs/architecture.md#dates-in-mexico-city). Every figure is computed by the database (the event counts and
// the earnings from totals kept by triggers), each list is one page, and the whole answer is four statements.

import { type Role, UPCOMING_DAYS } from '@salones/shared/constants';
import { addDays, monthRange, todayInMexicoCity } from '@salones/shared/dates';
import type { DashboardBucket, DashboardDto } from '@salones/shared/events';
import { toPesos } from '@salones/shared/money';
import { ADMINS_PAGE, EVENT_PAGE } from '@salones/shared/paging';
import { maySeeEarnings, staffRolesListedFor } from '@salones/shared/permissions';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { eventDayCounts, events, places, placeTotals, userRoleCounts, users } from '../../db/schema/index.ts';
import { preparedPerDb } from '../../lib/prepared-query.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { liveEventsMatching, pageOf, selectEventRecords } from './event-queries.ts';

/** The dashboard's cards of events, in the answer's order. */
const CARDS = ['today', 'next15', 'thisMonth'] as const;

export async function loadDashboard(input: {
  db: Db;
  currentUser: CurrentUser;
  now?: Date;
}): Promise<DashboardDto> {
  const { db, currentUser } = input;
  const today = todayInMexicoCity(input.now);
  const ranges = {
    today: { from: today, to: today },
    next15: { from: today, to: addDays(today, UPCOMING_DAYS) },
    thisMonth: monthRange(today),
  };
  const dates = Object.fromEntries(
    CARDS.flatMap((card, i) => [
      [`from${i}`, ranges[card].from],
      [`to${i}`, ranges[card].to],
    ]),
  );

  // one round trip each, all at once: a round trip (its socket write, PostgreSQL woken) costs more than
  // these reads themselves (docs/architecture.md#cost-per-request)
  const [rows, [figures], admins] = await Promise.all([
    cardPages(db).execute(dates),
    dashboardFigures(db).execute(dates),
    loadAdminsPage(db, staffRolesListedFor(currentUser), { page: 1, limit: ADMINS_PAGE.defaultLimit }),
  ]);
  const pages = CARDS.map((_, i) =>
    pageOf(
      rows.filter((r) => Number(r.card) === i),
      EVENT_PAGE.dashboard,
    ),
  );
  const bucket = (i: number): DashboardBucket => ({
    ...ranges[CARDS[i]],
    total: [figures.today, figures.next15, figures.thisMonth][i],
    nextCursor: pages[i].nextCursor,
  });
  return {
    ok: true,
    // docs/product.md#6-roles-and-permissions: the total earnings card is for super_admin only.
    ...(maySeeEarnings(currentUser) ? { totalEarnings: toPesos(figures.paidCentavos) } : {}),
    eventsCount: figures.liveEvents,
    usersCount: figures.usersCount,
    admins: admins.admins,
    adminsTotal: admins.total,
    today: pages[0].items,
    next15: pages[1].items,
    thisMonth: pages[2].items,
    buckets: { today: bucket(0), next15: bucket(1), thisMonth: bucket(2) },
  };
}

/**
 * Each card's first page and one event more (for its cursor) in one statement: a keyset read per card
 * along events_live_order_idx (the order of GET /api/event?from&to), joined by UNION ALL, each row tagged
 * with its card. Dates are placeholders `from<i>`/`to<i>`, i the card's index in CARDS.
 */
const cardPages = preparedPerDb((db) => {
  const card = (i: number) =>
    selectEventRecords(
      db,
      liveEventsMatching({ from: sql.placeholder(`from${i}`), to: sql.placeholder(`to${i}`) }),
      EVENT_PAGE.dashboard + 1,
      {
        card: sql<number>`${i}::int`.as('card'),
        // the lists' order again under names of their own, for the union's ORDER BY ("id" names four columns)
        k1: sql`${events.fecha}`.as('k_fecha'),
        k2: sql`${events.turno}`.as('k_turno'),
        k3: sql`${events.createdAt}`.as('k_created_at'),
        k4: sql`${events.id}`.as('k_id'),
      },
    );
  const order = ['card', 'k_fecha', 'k_turno', 'k_created_at', 'k_id'].map((k) => sql`${sql.identifier(k)}`);
  return unionAll(card(0), card(1), card(2))
    .orderBy(...order)
    .prepare('dashboard_cards');
});

/**
 * Every figure of the dashboard in one statement, each read from what the database keeps rather than counted
 * from the rows: the cards' event counts from event_day_counts (live events per day and turno, migration
 * 0008), the live events and what was paid on them from place_totals (per branch, migration 0005), the
 * customer accounts from user_role_counts (migration 0018).
 */
const dashboardFigures = preparedPerDb((db) => {
  const liveEventsBetween = (i: number) =>
    sql<number>`(select coalesce(sum(${eventDayCounts.eventos}), 0) from ${eventDayCounts}
      where ${eventDayCounts.fecha} between ${sql.placeholder(`from${i}`)} and ${sql.placeholder(`to${i}`)})`.mapWith(
      Number,
    );
  return db
    .select({
      today: liveEventsBetween(0),
      next15: liveEventsBetween(1),
      thisMonth: liveEventsBetween(2),
      liveEvents: sql<number>`coalesce(sum(${placeTotals.liveEvents}), 0)::bigint`.mapWith(Number),
      paidCentavos: sql<number>`coalesce(sum(${placeTotals.paidCentavos}), 0)::bigint`.mapWith(Number),
      usersCount: sql<number>`coalesce((${db
        .select({ n: userRoleCounts.accounts })
        .from(userRoleCounts)
        .where(eq(userRoleCounts.role, 'user'))}), 0)`.mapWith(Number),
    })
    .from(placeTotals)
    .prepare('dashboard_figures');
});

/**
 * The staff accounts of `roles` (the viewer's: staffRolesListedFor, docs/product.md#6-roles-and-permissions).
 * One page in name order; each row's live events are counted for that admin alone
 * (events_live_creator_order_idx).
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
