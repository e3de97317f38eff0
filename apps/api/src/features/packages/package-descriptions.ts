import { PACKAGE_MSG } from '@salones/shared/packages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/db-errors.ts';
import { packageDescriptions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { findPackage } from './package-queries.ts';
import { toDescriptionDto } from './packages.mapper.ts';

/** Adds the items in the order given (one statement: all or none) and answers the whole package. */
export async function addDescriptions(db: Db, packageId: string, descripciones: { descripcion: string }[]) {
  // one statement shares one now(): step the times so the list keeps the order it was sent in
  const base = Date.now();
  try {
    await db.insert(packageDescriptions).values(
      descripciones.map((d, i) => ({
        packageId,
        descripcion: d.descripcion,
        createdAt: new Date(base + i),
      })),
    );
  } catch (err) {
    throw isForeignKeyViolation(err) ? notFound(PACKAGE_MSG.notFound) : err;
  }
  return (await findPackage(db, packageId)).dto;
}

export async function deleteDescription(db: Db, id: string) {
  const [row] = await db.delete(packageDescriptions).where(eq(packageDescriptions.id, id)).returning();
  if (!row) throw notFound(PACKAGE_MSG.descriptionNotFound);
  return toDescriptionDto(row);
}
