// Test helper: builds the real app on a real, fresh database per test file — in-memory PGlite by
// default, or a new database on the PostgreSQL server of DATABASE_URL, each a copy of the run's migrated
// template (test/database-template.ts) — and logs users in.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { MEMORY_DATABASE } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { copyPostgresTemplate, type DatabaseTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the API project's migrated database, made once per run by test/global-setup.ts */
    databaseTemplate: DatabaseTemplate;
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** An empty database on the PostgreSQL server (for what must start from nothing: first start, upgrades). */
export function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return copyPostgresTemplate(serverUrl, null);
}

/** The run's template (undefined when a test runs outside the API project, without its global setup). */
const template = (): DatabaseTemplate | undefined => inject('databaseTemplate');

/**
 * A migrated database of the test's own: on DATABASE_URL's server a copy of the template, else an in-memory
 * PGlite loaded from the template's dump (either made and migrated by the app when there is no template).
 */
export async function migratedTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const from = template();
  if (serverUrl) return copyPostgresTemplate(serverUrl, from?.kind === 'postgres' ? from.name : null);
  return { url: embeddedTestDatabaseUrl(), drop: async () => {} };
}

/** An in-memory database's address, migrated when the run's template is PGlite's (the embedded run). */
export function embeddedTestDatabaseUrl(): string {
  const from = template();
  return from?.kind === 'pglite' ? from.url : MEMORY_DATABASE;
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salones-test-'));
  const database =
    overrides.databaseUrl === undefined ? await migratedTestDatabase() : { url: null, drop: async () => {} };
  const config = loadConfig(
    { DATA_DIR: dataDir, SEED_DEMO: 'false', JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), ...env },
    {
      ...(database.url && { databaseUrl: database.url }),
      logLevel: 'silent',
      webDistDir: null,
      ...overrides,
    },
  );
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  role: 'user' | 'admin' | 'super_admin';
}

let counter = 0;
/** Inserts an account directly and returns it with a session token (signed like login does). */
export async function createUser(
  app: FastifyInstance,
  fields: Partial<{
    role: TestUser['role'];
    active: boolean;
    name: string;
    lastname: string;
    email: string;
    password: string;
    phone: string;
    placeId: string | null;
  }> = {},
): Promise<TestUser> {
  counter += 1;
  const password = fields.password ?? 'secreto123';
  const email = (
    fields.email ?? `persona${counter}-${randomBytes(3).toString('hex')}@example.com`
  ).toLowerCase();
  const [row] = await app.db
    .insert(users)
    .values({
      name: fields.name ?? `Persona ${counter}`,
      lastname: fields.lastname ?? 'Pruebas',
      email,
      phone: fields.phone ?? '5512345678',
      passwordHash: await hashPassword(password),
      role: fields.role ?? 'user',
      active: fields.active ?? true,
      placeId: fields.placeId ?? null,
    })
    .returning();
  const token = await app.tokens.sign({ id: row.id, sessionVersion: row.sessionVersion });
  return { id: row.id, email, password, token, role: row.role };
}

/** `app.inject` with an optional user's token in x-auth-token. */
export function call(app: FastifyInstance, opts: InjectOptions & { as?: { token: string } | null }) {
  const { as, ...rest } = opts;
  return app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(as ? { 'x-auth-token': as.token } : {}) },
  });
}

/**
 * What a test file undoes after its tests, the last first: `cleanups.push(fn)`; `tempDir(name)` makes a folder
 * removed then. Called once, at the file's top level.
 */
export function fileCleanups() {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const tempDir = (name: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `salones-${name}-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  return { cleanups, tempDir };
}
