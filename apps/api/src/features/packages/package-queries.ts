import { PACKAGE_MSG } from '@salones/shared/packages';
import { PLACE_MSG } from '@salones/shared/places';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packageDescriptions, packages, places } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { preparedPerDb } from '../../lib/prepared-query.ts';
import { toPackageDto } from './packages.mapper.ts';

type DescriptionRow = Pick<typeof packageDescriptions.$inferSelect, 'id' | 'descripcion'>;

/**
 * A package's descriptions as one JSON array, inside the package's own query (no second round trip per
 * list or per package): [{ id, descripcion }] in the order they were added.
 */
const descriptionsJson = sql<DescriptionRow[]>`coalesce((
  select json_agg(json_build_object('id', ${packageDescriptions.id}, 'descripcion', ${packageDescriptions.descripcion})
    order by ${packageDescriptions.createdAt}, ${packageDescriptions.id})
  from ${packageDescriptions} where ${packageDescriptions.packageId} = ${packages.id}
), '[]'::json)`;

/**
 * docs/product.md#2-screens-and-routes: the branch page and the admin list show only items of type paquete.
 * One query: the branch (to tell "no such branch" from "no packages") left-joined to its packages, each with
 * its descriptions.
 */
const packagesOfPlace = preparedPerDb((db) =>
  db
    .select({ placeId: places.id, pkg: packages, descriptions: descriptionsJson })
    .from(places)
    .leftJoin(packages, and(eq(packages.placeId, places.id), eq(packages.tipo, 'paquete')))
    .where(eq(places.id, sql.placeholder('placeId')))
    .orderBy(asc(packages.createdAt), asc(packages.name))
    .prepare('packages_of_place'),
);

export async function listPackagesOfPlace(db: Db, placeId: string) {
  const rows = await packagesOfPlace(db).execute({ placeId });
  if (rows.length === 0) throw notFound(PLACE_MSG.notFound);
  return rows.flatMap(({ pkg, descriptions }) => (pkg ? [toPackageDto(pkg, descriptions)] : []));
}

export async function findPackage(db: Db, id: string) {
  const [found] = await db
    .select({ pkg: packages, place: places, descriptions: descriptionsJson })
    .from(packages)
    .innerJoin(places, eq(places.id, packages.placeId))
    .where(eq(packages.id, id))
    .limit(1);
  if (!found) throw notFound(PACKAGE_MSG.notFound);
  return { dto: toPackageDto(found.pkg, found.descriptions), place: found.place };
}
