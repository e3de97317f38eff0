import { PACKAGE_MSG } from '@salones/shared/packages';
import { PLACE_MSG } from '@salones/shared/places';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packageDescriptions, packages, places } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toPackageDto } from './packages.mapper.ts';

type DescriptionRow = typeof packageDescriptions.$inferSelect;

/** Descriptions of many packages in one query (no N+1), grouped by package id. */
async function descriptionsByPackage(db: Db, packageIds: string[]) {
  const byPackage = new Map<string, DescriptionRow[]>(packageIds.map((id) => [id, []]));
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .select()
    .from(packageDescriptions)
    .where(inArray(packageDescriptions.packageId, packageIds))
    .orderBy(asc(packageDescriptions.createdAt), asc(packageDescriptions.id));
  for (const row of rows) byPackage.get(row.packageId)?.push(row);
  return byPackage;
}

/** spec §2: the branch page and the admin list show only items of type paquete. */
export async function listPackagesOfPlace(db: Db, placeId: string) {
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId)).limit(1);
  if (!place) throw notFound(PLACE_MSG.notFound);
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.placeId, placeId), eq(packages.tipo, 'paquete')))
    .orderBy(asc(packages.createdAt), asc(packages.name));
  const descriptions = await descriptionsByPackage(
    db,
    rows.map((p) => p.id),
  );
  return rows.map((row) => toPackageDto(row, descriptions.get(row.id) ?? []));
}

export async function findPackage(db: Db, id: string) {
  const [found] = await db
    .select({ pkg: packages, place: places })
    .from(packages)
    .innerJoin(places, eq(places.id, packages.placeId))
    .where(eq(packages.id, id))
    .limit(1);
  if (!found) throw notFound(PACKAGE_MSG.notFound);
  const descriptions = await descriptionsByPackage(db, [id]);
  return { dto: toPackageDto(found.pkg, descriptions.get(id) ?? []), place: found.place };
}
