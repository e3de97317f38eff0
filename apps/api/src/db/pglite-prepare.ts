import path from 'node:path';
import { Worker } from 'node:worker_threads';

// Runs in the worker (as a script or a module, whatever --input-type says): opens (creating it if new) and migrates the data directory, then closes it.
const PREPARE_DATA_DIR = `
(async () => {
  const { workerData: w } = await import('node:worker_threads');
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
 * grows by hundreds of MB and is never given back to the system. Done in a worker thread, that memory
 * goes when the worker ends; the server then opens the prepared directory at a fraction of it (issue
 * #12.6: idle RSS ≤ 300 MB).
 */
export async function prepareDataDirInWorker(opts: {
  dir: string;
  startParams: string[];
  migrationsFolder: string;
}): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(PREPARE_DATA_DIR, {
      eval: true,
      workerData: {
        ...opts,
        migrationsFolder: path.resolve(opts.migrationsFolder),
        pglite: import.meta.resolve('@electric-sql/pglite'),
        pgTrgm: import.meta.resolve('@electric-sql/pglite/contrib/pg_trgm'),
        drizzle: import.meta.resolve('drizzle-orm/pglite'),
        migrator: import.meta.resolve('drizzle-orm/pglite/migrator'),
      },
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the embedded database failed (${code})`)),
    );
  });
}
