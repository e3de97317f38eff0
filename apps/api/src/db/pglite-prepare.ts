import { spawn } from 'node:child_process';
import path from 'node:path';

// Runs in the child process: opens (creating it if new) and migrates the data directory, then closes it.
const PREPARE_DATA_DIR = `
(async () => {
  const w = JSON.parse(process.env.SALONES_PGLITE_PREPARE);
  const { PGlite } = await import(w.pglite);
  const { pg_trgm } = await import(w.pgTrgm);
  const { drizzle } = await import(w.drizzle);
  const { migrate } = await import(w.migrator);
  const client = new PGlite(w.dir, { extensions: { pg_trgm }, startParams: w.startParams });
  await migrate(drizzle(client), { migrationsFolder: w.migrationsFolder });
  await client.close();
})().catch((err) => {
  console.error(err);
  process.exit(1);
});`;

/**
 * PGlite creates a data directory (initdb) and applies migrations inside its WebAssembly memory, which
 * grows by hundreds of MB and is never given back to the system. Done in a child process, that memory
 * goes when it ends; the server then opens the prepared directory at a fraction of it (idle
 * RSS ≤ 300 MB). (A worker thread, as before, left ~60 MB behind in this process after a first start.)
 */
export async function prepareDataDirInChildProcess(opts: {
  dir: string;
  startParams: string[];
  migrationsFolder: string;
}): Promise<void> {
  const settings = {
    ...opts,
    migrationsFolder: path.resolve(opts.migrationsFolder),
    pglite: import.meta.resolve('@electric-sql/pglite'),
    pgTrgm: import.meta.resolve('@electric-sql/pglite/contrib/pg_trgm'),
    drizzle: import.meta.resolve('drizzle-orm/pglite'),
    migrator: import.meta.resolve('drizzle-orm/pglite/migrator'),
  };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', PREPARE_DATA_DIR], {
      env: { ...process.env, SALONES_PGLITE_PREPARE: JSON.stringify(settings) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the embedded database failed (${code})`)),
    );
  });
}
