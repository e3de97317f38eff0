// Backups that restore: `npm run backup -- <folder>` and `npm run restore -- <folder>`.
// A backup is a folder: the database (PostgreSQL: pg_dump's custom format; embedded: PGlite's own dump of
// its data directory), every image of the image store (DATA_DIR/uploads or the S3 bucket) as a file, and a
// manifest saying what is in it. Run both with the server stopped (or, on PostgreSQL, a backup at any
// time: pg_dump reads one consistent snapshot; the images are only ever added under new keys).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../config.ts';
import { createImageStore } from '../lib/image-store/index.ts';

const run = promisify(execFile);

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** the file of the database dump, in the backup's folder */
  databaseFile: string;
  images: number;
}

const MANIFEST = 'manifest.json';
const IMAGES = 'images';
const pgliteDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pglite');

type Settings = Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>;

/** Writes a backup of the database and the images of `config` into `folder` (created; must be empty). */
export async function backup(config: Settings, folder: string, log = console.log): Promise<Manifest> {
  mkdirSync(folder, { recursive: true });
  if (readdirSync(folder).length > 0)
    throw new Error(`${folder} is not empty: a backup goes into a new folder`);
  let databaseFile: string;
  if (config.databaseUrl) {
    databaseFile = 'database.pgdump';
    // custom format: compressed, restorable table by table; the server's version of pg_dump or newer
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(folder, databaseFile),
      config.databaseUrl,
    ]);
  } else {
    databaseFile = 'pglite.tar.gz';
    if (!existsSync(pgliteDir(config))) throw new Error(`no embedded database in ${pgliteDir(config)}`);
    const db = new PGlite(pgliteDir(config), { extensions: { pg_trgm } });
    try {
      await db.waitReady; // dumpDataDir before the database is open never settles
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(folder, databaseFile), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  log(`database → ${path.join(folder, databaseFile)}`);
  const store = createImageStore(config);
  let images = 0;
  try {
    for await (const key of store.list()) {
      const image = await store.get(key);
      if (!image) continue; // deleted meanwhile
      const file = path.join(folder, IMAGES, key);
      mkdirSync(path.dirname(file), { recursive: true });
      await writeFile(file, image.body); // streamed to the file, not gathered in memory first
      images += 1;
    }
  } finally {
    store.close();
  }
  log(`${images} images → ${path.join(folder, IMAGES)}`);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'pglite',
    databaseFile,
    images,
  };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores the backup in `folder` into the database and image store of `config`. PostgreSQL: into the
 * database of DATABASE_URL (its objects are replaced in one transaction; best an empty database). Embedded:
 * DATA_DIR/pglite must not exist — or, with `force`, it is kept aside as pglite.before-restore-<time>.
 * Images are written under their keys (an existing one is replaced).
 */
export async function restore(
  config: Settings,
  folder: string,
  opts: { force?: boolean; log?: (line: string) => void } = {},
): Promise<Manifest> {
  const log = opts.log ?? console.log;
  const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new Error(`this backup holds a ${manifest.database} database; the settings point at ${kind}`);
  }
  const dump = path.join(folder, manifest.databaseFile);
  if (config.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      config.databaseUrl,
      dump,
    ]);
  } else {
    const dir = pgliteDir(config);
    if (existsSync(dir)) {
      if (!opts.force) throw new Error(`${dir} exists: stop the server and pass --force to keep it aside`);
      const aside = `${dir}.before-restore-${Date.now()}`;
      renameSync(dir, aside);
      log(`the database that was there → ${aside}`);
    }
    const data = new Blob([await readFile(dump)]);
    const db = new PGlite(dir, { extensions: { pg_trgm }, loadDataDir: data });
    await db.waitReady;
    await db.close();
  }
  log(`database ← ${dump}`);
  const store = createImageStore(config);
  let images = 0;
  try {
    const root = path.join(folder, IMAGES);
    const files = existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }) : [];
    for (const entry of files) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(root, file).split(path.sep).join('/');
      await store.delete(key);
      await store.put(
        key,
        await readFile(file),
        key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
      );
      images += 1;
    }
  } finally {
    store.close();
  }
  if (images !== manifest.images)
    throw new Error(`${images} images restored, the manifest lists ${manifest.images}`);
  log(`${images} images restored`);
  return manifest;
}
