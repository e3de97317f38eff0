// The closures that close a branch, or one of its salones, on a day — the branch's own, its salones', and those
// of every branch (place_id null). A closure with no salón closes every salón of its branch.
import { and, asc, eq, gte, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { closures, salones } from '../db/schema/index.ts';
import type { Conn } from '../db/transaction.ts';

type Param = string | SQL | Placeholder;

/** Closures of every branch or of the whole branch `placeId` (a column, a value or a placeholder). */
const ofBranch = (placeId: Param | PgColumn) =>
  or(isNull(closures.placeId), and(eq(closures.placeId, placeId), isNull(closures.salonId)));

/** Whether a closure of that salón alone covers `fecha` (an SQL condition on a salón's id column). */
export const salonClosedOn = (conn: Conn, salonId: PgColumn, fecha: Param) =>
  sql`exists (${conn
    .select({ one: sql`1` })
    .from(closures)
    .where(and(eq(closures.salonId, salonId), lte(closures.desde, fecha), gte(closures.hasta, fecha)))})`;

/**
 * The reason a booking at the branch cannot be had on `fecha`, as a scalar subquery: the branch closed (its own
 * closure or every branch's), or every active salón of it closed one by one (the oldest of their closures); a
 * branch with one salón still open is not closed.
 */
export const slotClosureReason = (conn: Conn, placeId: PgColumn, fecha: Param) => {
  const openSalon = conn
    .select({ one: sql`1` })
    .from(salones)
    .where(
      and(
        eq(salones.placeId, placeId),
        eq(salones.activo, true),
        sql`not ${salonClosedOn(conn, salones.id, fecha)}`,
      ),
    );
  const salonReason = conn
    .select({ motivo: closures.motivo })
    .from(closures)
    .innerJoin(salones, eq(salones.id, closures.salonId))
    .where(and(eq(salones.placeId, placeId), lte(closures.desde, fecha), gte(closures.hasta, fecha)))
    .orderBy(asc(closures.createdAt))
    .limit(1);
  return sql<string | null>`coalesce((${closureReasonOn(conn, placeId, fecha)}),
    case when not exists (${openSalon}) then (${salonReason}) end)`;
};

/**
 * The reason the branch — or, given `salonId`, that salón of it — is closed on `fecha` (the oldest closure
 * covering it), as a scalar subquery.
 */
export const closureReasonOn = (
  conn: Conn,
  placeId: Param | PgColumn,
  fecha: Param,
  salonId?: SQL | PgColumn,
) =>
  conn
    .select({ motivo: closures.motivo })
    .from(closures)
    .where(
      and(
        salonId === undefined ? ofBranch(placeId) : or(ofBranch(placeId), eq(closures.salonId, salonId)),
        lte(closures.desde, fecha),
        gte(closures.hasta, fecha),
      ),
    )
    .orderBy(asc(closures.createdAt))
    .limit(1);

/** What the closures say of one day: the whole branch's reason, and the reason of each salón closed alone. */
export interface ClosedDay {
  motivo?: string;
  salones: Map<string, string>;
}

/** The branch's days with a closure between two dates (inclusive); the oldest closure gives each reason. */
export async function closedDays(db: Conn, placeId: string, from: string, to: string) {
  const rows = await db
    .select({
      desde: closures.desde,
      hasta: closures.hasta,
      motivo: closures.motivo,
      salonId: closures.salonId,
    })
    .from(closures)
    .where(
      and(
        or(isNull(closures.placeId), eq(closures.placeId, placeId)),
        lte(closures.desde, to),
        gte(closures.hasta, from),
      ),
    )
    .orderBy(asc(closures.createdAt));
  const days = new Map<string, ClosedDay>();
  for (const r of rows) {
    for (let d = new Date(`${r.desde}T00:00:00Z`); ; d.setUTCDate(d.getUTCDate() + 1)) {
      const fecha = d.toISOString().slice(0, 10);
      if (fecha > r.hasta) break;
      if (fecha < from || fecha > to) continue;
      const day = days.get(fecha) ?? { salones: new Map<string, string>() };
      if (!r.salonId) day.motivo ??= r.motivo;
      else if (!day.salones.has(r.salonId)) day.salones.set(r.salonId, r.motivo);
      days.set(fecha, day);
    }
  }
  return days;
}
