// The branch's active salones, as the public calendar counts them (the schedule's reader is schedule.ts).
import { and, asc, eq } from 'drizzle-orm';
import { salones } from '../db/schema/index.ts';
import type { Conn } from '../db/transaction.ts';

/** The ids of the branch's active salones, by `orden`. */
export async function activeSalonIds(db: Conn, placeId: string) {
  const rows = await db
    .select({ id: salones.id })
    .from(salones)
    .where(and(eq(salones.placeId, placeId), eq(salones.activo, true)))
    .orderBy(asc(salones.orden), asc(salones.createdAt), asc(salones.id));
  return rows.map((r) => r.id);
}
