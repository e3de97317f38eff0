// One migrated database per test run, copied for every app a test builds: creating a database and applying
// every migration took most of an API test file's time (PGlite's initdb alone ~2–5 s, PostgreSQL ~0.9 s),
// a copy takes ~0.3 s (PGlite: a data-directory dump loaded into memory) or ~0.2 s (PostgreSQL: CREATE
// DATABASE … TEMPLATE). Made by the API project's global setup (test/global-setup.ts), before any test file.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, MEMORY_DATABASE, openDatabase } from '../db/client.ts';
import { createJobQueueSchema } from '../plugins/jobs.ts';

/** What a test's database is copied from: a PGlite dump's `memory://` address, or a PostgreSQL database's name. */
export type DatabaseTemplate = { kind: 'pglite'; url: string } | { kind: 'postgres'; name: string };

export async function makeDatabaseTemplate(
  serverUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  if (serverUrl) {
    const name = `salones_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    await migrated(withDatabase(serverUrl, name), async () => {});
    return {
      template: { kind: 'postgres', name },
      remove: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'salones-template-'));
  await migrated(MEMORY_DATABASE, async (database) => {
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    writeFileSync(path.join(dir, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
  });
  return {
    template: { kind: 'pglite', url: `${MEMORY_DATABASE}${path.join(dir, 'pglite.tar')}` },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Opens the database at `url`, migrates it and creates the job queue's schema, as an app's start does. */
async function migrated(url: string, then: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
  try {
    await database.migrate();
    await createJobQueueSchema(database);
    await then(database);
  } finally {
    await database.close();
  }
}

/** A new database on `serverUrl`'s server copied from the template (a new empty one without a template). */
export async function copyPostgresTemplate(
  serverUrl: string,
  templateName: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `salones_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${templateName ? ` template ${templateName}` : ''}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
