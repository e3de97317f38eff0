// The API runs as a real service, and as several. GET /api/ready (503 while starting or draining),
// the built server (dist/server.js, bundled by scripts/build.mjs) starting and stopping cleanly on SIGTERM,
// and several instances starting at once on one PostgreSQL database: migrated once, demo seeded once.
import { once } from 'node:events';
import { mkdtempSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_MSG } from '@salones/shared/api-messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { buildTestApp, freshPostgresDatabase, type TestApp } from './test/helper.ts';
import {
  buildTestBundle,
  TEST_JWT_SECRET as JWT_SECRET,
  type ServerProcess,
  startServer,
  stopServer,
  waitReady,
} from './test/server-process.ts';

const serverUrl = process.env.DATABASE_URL;
const migrationCount = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 once the database is prepared, and 503 with a Spanish msg while draining', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });

    t.app.startDraining();
    const draining = await t.app.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['retry-after']).toBe('2');
    expect(draining.json()).toEqual({ ok: false, msg: API_MSG.draining });
    // liveness is another question: the process is fine and still answers what is in flight
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/ready while the database cannot be prepared', () => {
  it('answers 503 with a Spanish msg, as /api/health does', async () => {
    const config = loadConfig(
      { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-ready-')), JWT_SECRET },
      // nothing listens on port 1: the server starts anyway and keeps retrying in the background
      { databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere', logLevel: 'silent', webDistDir: null },
    );
    const app = await buildApp(config, { logger: false, waitForDatabase: false });
    try {
      for (const url of ['/api/ready', '/api/health']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ ok: false, msg: API_MSG.serviceUnavailable });
      }
    } finally {
      await app.close();
    }
  });
});

async function countSeed(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const one = async (q: string) => Number((await c.query(q)).rows[0].n);
    return {
      places: await one('select count(*) as n from places'),
      footers: await one('select count(*) as n from footer_settings'),
      superAdmins: await one("select count(*) as n from users where role = 'super_admin'"),
      migrations: await one('select count(*) as n from drizzle.__drizzle_migrations'),
    };
  } finally {
    await c.end();
  }
}

describe.runIf(serverUrl)('three instances starting at once on one new PostgreSQL database', () => {
  it('all start; the schema is migrated once and the demo content added once', async () => {
    const db = await freshPostgresDatabase(serverUrl as string);
    const apps = await Promise.all(
      [1, 2, 3].map((i) =>
        buildApp(
          loadConfig(
            {
              DATA_DIR: mkdtempSync(path.join(tmpdir(), `salones-many-${i}-`)),
              JWT_SECRET,
              SEED_DEMO: 'true',
            },
            { databaseUrl: db.url, logLevel: 'silent', webDistDir: null },
          ),
          { logger: false },
        ),
      ),
    );
    try {
      for (const app of apps) expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      expect(await countSeed(db.url)).toEqual({
        places: 3,
        footers: 1,
        superAdmins: 1,
        migrations: migrationCount,
      });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await db.drop();
    }
  }, 60_000);
});

// ---- the built server, as real processes (test/server-process.ts) ----

describe('the built server (dist/server.js) as real processes', () => {
  // built into a folder of its own, one level below apps/api like dist/, so a running `npm start` is untouched
  let build: Awaited<ReturnType<typeof buildTestBundle>>;
  let bundle: string;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    build = await buildTestBundle();
    bundle = build.bundle;
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    build?.remove();
  });

  it.skipIf(serverUrl)(
    'serves on the embedded database and exits 0 on SIGTERM',
    async () => {
      const s = startServer(bundle, {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-built-')),
        SEED_DEMO: 'false',
      });
      servers.push(s);
      expect(await waitReady(s)).toEqual({ ok: true });
      expect(await stopServer(s)).toBe(0);
      expect(s.output()).toContain('shut down cleanly');
      // not a terminal: every line is JSON (no banner), the first start's login and 'ready' among them
      const lines = s.output().trim().split('\n');
      const logs = lines.map((line) => JSON.parse(line) as { msg: string; url?: string });
      expect(logs.map((l) => l.msg)).toContainEqual(
        expect.stringMatching(/^super_admin created — e-mail: admin@localhost {2}password: \S{12,} /),
      );
      expect(logs.find((l) => l.msg === 'ready')?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    },
    60_000,
  );

  it.skipIf(serverUrl)(
    'on SIGTERM finishes a request in flight, and exits anyway after SHUTDOWN_TIMEOUT_MS',
    async () => {
      const s = startServer(bundle, {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-built-')),
        SEED_DEMO: 'false',
        SHUTDOWN_TIMEOUT_MS: '4000',
      });
      servers.push(s);
      await waitReady(s);
      const port = await s.port;
      const body = JSON.stringify({ email: 'nadie@example.com', password: 'secreto123' });
      // a login whose body arrives in two parts: in flight until the second part is sent
      const openRequest = async () => {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.write(
          `POST /api/auth HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
        );
        await new Promise((r) => setTimeout(r, 200));
        return { socket, answer: () => answer };
      };
      const finished = await openRequest();
      const stuck = await openRequest();
      s.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      // stopped accepting…
      expect(await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)).toBeNull();
      // …but the request in flight is answered (a wrong login is a 400, not a cut connection)
      finished.socket.write(body.slice(10));
      // before SHUTDOWN_TIMEOUT_MS ends the process (a login's answer waits for a password hash: on a busy
      // machine that may take more than a moment)
      await expect.poll(finished.answer, { timeout: 3_500, interval: 50 }).toMatch(/^HTTP\/1\.1 400 /);
      // the other never completes: the process does not wait for it beyond the bound
      const started = Date.now();
      expect(await s.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(s.output()).toContain('still in flight after 4000 ms');
      stuck.socket.destroy();
      finished.socket.destroy();
    },
    60_000,
  );

  it.runIf(serverUrl)(
    'three at once on one new database all become ready; seed once; SIGTERM exits 0',
    async () => {
      const db = await freshPostgresDatabase(serverUrl as string);
      try {
        const started = [1, 2, 3].map((i) =>
          startServer(bundle, {
            DATA_DIR: mkdtempSync(path.join(tmpdir(), `salones-built-${i}-`)),
            DATABASE_URL: db.url,
            SEED_DEMO: 'true',
          }),
        );
        servers.push(...started);
        for (const s of started) expect(await waitReady(s)).toEqual({ ok: true });
        expect(await countSeed(db.url)).toEqual({
          places: 3,
          footers: 1,
          superAdmins: 1,
          migrations: migrationCount,
        });
        expect(await Promise.all(started.map(stopServer))).toEqual([0, 0, 0]);
      } finally {
        await db.drop();
      }
    },
    90_000,
  );
});
