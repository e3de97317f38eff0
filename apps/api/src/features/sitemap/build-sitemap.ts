import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packages, places } from '../../db/schema/index.ts';

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Public pages (docs/product.md#public-routes): home, description, every branch and every package detail. */
export async function listPublicPaths(db: Db): Promise<string[]> {
  const placeRows = await db
    .select({ id: places.id, lugarname: places.lugarname })
    .from(places)
    .orderBy(asc(places.createdAt), asc(places.lugarname));
  const packageRows = await db
    .select({ id: packages.id, placeId: packages.placeId })
    .from(packages)
    .orderBy(asc(packages.createdAt), asc(packages.id));
  const paths = ['/', '/descripcion'];
  for (const place of placeRows) {
    const slug = encodeURIComponent(place.lugarname);
    paths.push(`/${slug}`);
    for (const pkg of packageRows.filter((p) => p.placeId === place.id)) paths.push(`/${slug}/${pkg.id}`);
  }
  return paths;
}

/** A sitemaps.org urlset with absolute addresses under `publicUrl`. */
export async function buildSitemap({ db, publicUrl }: { db: Db; publicUrl: string }): Promise<string> {
  const base = publicUrl.replace(/\/$/, '');
  const urls = (await listPublicPaths(db)).map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
