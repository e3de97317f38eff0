// Issue #13.3: what a report covers — the period (Mexico City days, this month by default) and the branch.
// A super_admin reads every branch or the one asked for; an admin with a branch (`lugar`) only theirs, as
// booking requests do; an admin without one every branch.
import { todayInMexicoCity } from '@salones/shared/dates';
import { mayReadReportOf, ownBranchOf } from '@salones/shared/permissions';
import { PLACE_MSG } from '@salones/shared/places';
import { resolvePeriod } from '@salones/shared/reports';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

export interface ReportScope {
  desde: string;
  hasta: string;
  /** null: every branch */
  lugar: { uid: string; nombre: string } | null;
}

export async function reportScope(
  db: Db,
  user: CurrentUser,
  query: { desde?: string; hasta?: string; lugar?: string },
  now: Date,
  /** the period's defaults: this month (resolvePeriod), or the debts report's own (resolveDebtsPeriod) */
  period: typeof resolvePeriod = resolvePeriod,
): Promise<ReportScope> {
  const { desde, hasta } = period(query, todayInMexicoCity(now));
  // an admin with a branch reads theirs unless they ask for one (mayReadReportOf then refuses any other)
  const placeId = query.lugar || ownBranchOf(user) || undefined;
  if (!mayReadReportOf(user, placeId ?? null)) throw forbidden();
  if (!placeId) return { desde, hasta, lugar: null };
  const [place] = await db
    .select({ uid: places.id, nombre: places.sucursal })
    .from(places)
    .where(eq(places.id, placeId))
    .limit(1);
  if (!place) throw notFound(PLACE_MSG.notFound);
  return { desde, hasta, lugar: place };
}

/** The CSV's file name: `ingresos-2026-11-01-a-2026-11-30.csv` */
export const csvFileName = (name: string, scope: ReportScope) =>
  `${name}-${scope.desde}-a-${scope.hasta}.csv`;
