// GET EVENT_DASHBOARD_PATH — the admin dashboard in one call (spec §2 /admin, §9 window of 15 days).
// Calendar dates are Mexico City's (DESIGN §3.7).

import { UPCOMING_DAYS } from '@salones/shared/constants';
import { addDays, monthRange, todayInMexicoCity } from '@salones/shared/dates';
import type { DashboardDto } from '@salones/shared/events';
import { toPesos } from '@salones/shared/money';
import { and, asc, between, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventPayments, events, places, users } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { loadEventDtos } from './event-queries.ts';

export async function loadDashboard(input: {
  db: Db;
  currentUser: CurrentUser;
  now?: Date;
}): Promise<DashboardDto> {
  const { db, currentUser } = input;
  const isSuperAdmin = currentUser.role === 'super_admin';
  const today = todayInMexicoCity(input.now);
  const upcomingEnd = addDays(today, UPCOMING_DAYS);
  const month = monthRange(today);
  const to = [upcomingEnd, month.to].sort()[1]; // ISO dates sort as text

  const [windowEvents, [{ eventsCount }], [{ usersCount }], admins, earnings] = await Promise.all([
    loadEventDtos(db, between(events.fecha, month.from, to)),
    db.select({ eventsCount: count() }).from(events).where(isNull(events.deletedAt)),
    db.select({ usersCount: count() }).from(users).where(eq(users.role, 'user')),
    loadAdmins(db, isSuperAdmin),
    isSuperAdmin ? totalPaidCentavos(db) : Promise.resolve(null),
  ]);
  const within = (from: string, until: string) =>
    windowEvents.filter((e) => e.fecha >= from && e.fecha <= until);
  return {
    ok: true,
    // spec §6: the total earnings card is for super_admin only.
    ...(earnings === null ? {} : { totalEarnings: toPesos(earnings) }),
    eventsCount,
    usersCount,
    admins,
    today: within(today, today),
    next15: within(today, upcomingEnd),
    thisMonth: within(month.from, month.to),
  };
}

async function totalPaidCentavos(db: Db): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${eventPayments.amountCentavos}), 0)::bigint` })
    .from(eventPayments)
    .innerJoin(events, eq(events.id, eventPayments.eventId))
    .where(isNull(events.deletedAt));
  return Number(total);
}

/** spec §6: an admin sees role admin entries; a super_admin sees admins and super_admins. */
async function loadAdmins(db: Db, isSuperAdmin: boolean): Promise<DashboardDto['admins']> {
  const roles: ('admin' | 'super_admin')[] = isSuperAdmin ? ['admin', 'super_admin'] : ['admin'];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      placeId: places.id,
      sucursal: places.sucursal,
      eventsCount: sql<number>`count(${events.id})::int`,
    })
    .from(users)
    .leftJoin(places, eq(places.id, users.placeId))
    .leftJoin(events, and(eq(events.creatorId, users.id), isNull(events.deletedAt)))
    .where(inArray(users.role, roles))
    .groupBy(users.id, places.id)
    .orderBy(asc(users.name), asc(users.lastname));
  return rows.map((r) => ({
    uid: r.id,
    _id: r.id,
    name: r.name,
    lastname: r.lastname,
    lugar: r.placeId ? { uid: r.placeId, sucursal: r.sucursal ?? '' } : null,
    eventsCount: Number(r.eventsCount),
  }));
}
