import { PACKAGE_MSG, type PackageCreateRequest, type PackageUpdateRequest } from '@salones/shared/packages';
import { PLACE_MSG } from '@salones/shared/places';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/db-errors.ts';
import { packages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { findPackage } from './package-queries.ts';
import { toPackageColumns, toPackageDto } from './packages.mapper.ts';

export async function createPackage(db: Db, placeId: string, body: PackageCreateRequest) {
  try {
    const [row] = await db.insert(packages).values(toPackageColumns(body, placeId)).returning();
    return toPackageDto(row, []);
  } catch (err) {
    throw isForeignKeyViolation(err) ? notFound(PLACE_MSG.notFound) : err;
  }
}

export async function updatePackage(db: Db, id: string, body: PackageUpdateRequest) {
  const columns = Object.fromEntries(
    Object.entries(toPackageColumns(body)).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(columns).length > 0) {
    const updated = await db
      .update(packages)
      .set(columns)
      .where(eq(packages.id, id))
      .returning({ id: packages.id });
    if (updated.length === 0) throw notFound(PACKAGE_MSG.notFound);
  }
  return (await findPackage(db, id)).dto;
}

/** Events keep their package_name snapshot; their package_id is set to null by the database. */
export async function deletePackage(db: Db, id: string) {
  const { dto } = await findPackage(db, id);
  await db.delete(packages).where(eq(packages.id, id));
  return dto;
}
