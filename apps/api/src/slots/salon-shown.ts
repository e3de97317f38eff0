// Whether the family is told the salón of a party (docs/product.md, "Salones and turnos"): only at a branch of
// more than one active salón, as before salones a branch with one names none. The one home of that rule for
// /pedidos, the party page, the contract PDF and the mails.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { salones } from '../db/schema/index.ts';

/** The name of the salón `salonId` when the branch `placeId` has more than one active salón, else null. */
export const salonShownSql = (placeId: AnyPgColumn | SQL, salonId: AnyPgColumn | SQL) =>
  sql<
    string | null
  >`case when (select count(*) from ${salones} where ${salones.placeId} = ${placeId} and ${salones.activo}) > 1
    then (select ${salones.nombre} from ${salones} where ${salones.id} = ${salonId}) end`;
