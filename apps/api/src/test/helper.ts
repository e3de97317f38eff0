// Test helper: builds the real app on a real, fresh database per test file — in-memory PGlite by
// default, or a new database on the PostgreSQL server of DATABASE_URL — and logs users in.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `salones_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salones-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const pgDb = serverUrl ? await freshPostgresDatabase(serverUrl) : null;
  const config = loadConfig(
    { DATA_DIR: dataDir, SEED_DEMO: 'false', JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), ...env },
    { databaseUrl: pgDb?.url ?? 'memory://', logLevel: 'silent', webDistDir: null, ...overrides },
  );
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await pgDb?.drop();
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
