// The closures that close a branch, or one of its salones, on a day — the branch's own, its salones', and those
// of every branch (place_id null). A closure with no salón closes every salón of its branch.
import { and, asc, eq, gte, isNull, lte, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { closures, salones } from '../db/schema/index.ts';
import type { Conn } from '../db/transaction.ts';

type Param = string | SQL | Placeholder;

/** Closures of every branch or of the whole branch `placeId` (a column, a value or a placeholder). */
const ofBranch = (placeId: Param | PgColumn) =>
  or(isNull(closures.placeId), and(eq(closures.placeId, placeId), isNull(closures.salonId)));

/**
 * The salón a booking of the branch is held in while booking does not choose one: its first active salón by
 * `orden`, as the 0019 migration's trigger picks it — a scalar subquery.
 */
export const bookingSalonOf = (conn: Conn, placeId: PgColumn) =>
  conn
    .select({ id: salones.id })
    .from(salones)
    .where(and(eq(salones.placeId, placeId), eq(salones.activo, true)))
    .orderBy(asc(salones.orden), asc(salones.createdAt), asc(salones.id))
    .limit(1);

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
