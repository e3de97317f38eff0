// The closures that close a branch on a day — its own and those of every branch (place_id null).
import { and, asc, eq, gte, isNull, lte, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { closures } from '../db/schema/index.ts';
import type { Conn } from '../db/transaction.ts';

type Param = string | SQL | Placeholder;

/** Closures of `placeId` (a column, a value or a placeholder) or of every branch. */
const ofBranch = (placeId: Param | PgColumn) => or(isNull(closures.placeId), eq(closures.placeId, placeId));

/** The reason the branch is closed on `fecha` (the oldest closure covering it), as a scalar subquery. */
export const closureReasonOn = (conn: Conn, placeId: Param | PgColumn, fecha: Param) =>
  conn
    .select({ motivo: closures.motivo })
    .from(closures)
    .where(and(ofBranch(placeId), lte(closures.desde, fecha), gte(closures.hasta, fecha)))
    .orderBy(asc(closures.createdAt))
    .limit(1);

/** The branch's closed days between two dates (inclusive), each with its reason. */
export async function closedDays(db: Conn, placeId: string, from: string, to: string) {
  const rows = await db
    .select({ desde: closures.desde, hasta: closures.hasta, motivo: closures.motivo })
    .from(closures)
    .where(and(ofBranch(placeId), lte(closures.desde, to), gte(closures.hasta, from)))
    .orderBy(asc(closures.createdAt));
  const days = new Map<string, string>();
  for (const r of rows) {
    for (let d = new Date(`${r.desde}T00:00:00Z`); ; d.setUTCDate(d.getUTCDate() + 1)) {
      const fecha = d.toISOString().slice(0, 10);
      if (fecha > r.hasta) break;
      if (fecha >= from && fecha <= to && !days.has(fecha)) days.set(fecha, r.motivo);
    }
  }
  return days;
}
