// A rolling restart under load loses no request. Two built servers (dist/server.js) on one
// PostgreSQL database behind a small round-robin proxy that, like the compose recipe's Caddy
// (deploy/Caddyfile: active health checks on /api/ready), sends work only to instances whose /api/ready
// answered 200 at its last check, and never retries a request. Each instance in turn gets SIGTERM: with
// SHUTDOWN_DELAY_MS longer than the proxy's check interval it answers 503 on /api/ready while still serving,
// the proxy stops sending it work, then it finishes what it has and exits 0; a new one starts and joins.
// Meanwhile clients read and write without a pause: every answer must be a success. Runs on CI's
// PostgreSQL pass (the embedded database serves one instance only).
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from './test/helper.ts';
import {
  buildTestBundle,
  type ServerProcess,
  startServer,
  stopServer,
  waitReady,
} from './test/server-process.ts';

const serverUrl = process.env.DATABASE_URL;
/** the proxy asks each instance's /api/ready this often (Caddy's health_interval in the recipe) */
const CHECK_INTERVAL_MS = 250;
/** how long a check may take before it counts as failed (Caddy's health_timeout) */
const CHECK_TIMEOUT_MS = 2_000;
/**
 * Longer than a check's interval plus its timeout: the proxy has seen the 503 and stopped sending work before
 * the instance stops accepting.
 */
const SHUTDOWN_DELAY_MS = 3_000;

interface Backend {
  port: number;
  healthy: boolean;
  served: number;
}

/** Round robin over the backends whose last /api/ready check answered 200; no retries. */
async function startCheckingProxy(backends: Backend[]) {
  let next = 0;
  const check = async () => {
    await Promise.all(
      backends.map(async (b) => {
        const res = await fetch(`http://127.0.0.1:${b.port}/api/ready`, {
          signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        }).catch(() => null);
        // (a backend replaced meanwhile keeps the state of its own checks)
        b.healthy = res?.status === 200;
        await res?.body?.cancel();
      }),
    );
  };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await check();
      await new Promise((r) => setTimeout(r, CHECK_INTERVAL_MS));
    }
  })();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const healthy = backends.filter((b) => b.healthy);
    if (healthy.length === 0) return res.writeHead(502).end('no healthy instance');
    const backend = healthy[next++ % healthy.length];
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${backend.port}` };
    delete headers.connection;
    const upstream = http.request(
      { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers, agent: false },
      (answer) => {
        backend.served += 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => res.writeHead(502).end(`upstream: ${err.message}`));
    upstream.end(Buffer.concat(chunks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    check,
    async close() {
      stopped = true;
      await loop;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(serverUrl)(
  'rolling restart of two built instances behind a checking proxy (PostgreSQL)',
  () => {
    let build: Awaited<ReturnType<typeof buildTestBundle>>;
    let db: Awaited<ReturnType<typeof freshPostgresDatabase>>;
    const servers: ServerProcess[] = [];
    const backends: Backend[] = [];
    let proxy: Awaited<ReturnType<typeof startCheckingProxy>>;

    const start = () => {
      const s = startServer(build.bundle, {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-rolling-')),
        DATABASE_URL: db.url,
        SEED_DEMO: 'true',
        SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
        RATE_LIMIT_API_PER_MINUTE: '1000000',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      });
      servers.push(s);
      return s;
    };

    beforeAll(async () => {
      [build, db] = await Promise.all([buildTestBundle(), freshPostgresDatabase(serverUrl as string)]);
      for (let i = 0; i < 2; i++) {
        const s = start();
        await waitReady(s);
        backends.push({ port: await s.port, healthy: false, served: 0 });
      }
      proxy = await startCheckingProxy(backends);
      await proxy.check();
    }, 120_000);

    afterAll(async () => {
      await proxy?.close();
      await Promise.all(servers.map((s) => stopServer(s)));
      build?.remove();
      await db?.drop();
    });

    it('answers every request while each instance in turn drains, exits 0 and is replaced', async () => {
      const failures: string[] = [];
      let answered = 0;
      let writes = 0;
      let load = true;
      // eight clients without a pause: public reads, a page of branches, and writes (contact messages)
      const client = async (n: number) => {
        for (let i = 0; load; i++) {
          const write = (i + n) % 5 === 0;
          const res = await fetch(
            `${proxy.url}${write ? '/api/contact' : i % 2 ? '/api/locates' : '/api/site'}`,
            {
              method: write ? 'POST' : 'GET',
              headers: write ? { 'content-type': 'application/json' } : {},
              body: write
                ? JSON.stringify({
                    email: `cliente${n}@example.com`,
                    message: `Mensaje ${n}-${i} durante el reinicio`,
                  })
                : undefined,
            },
          ).catch((err: Error) => ({ status: 0, text: async () => err.message }));
          if (res.status >= 200 && res.status < 300) {
            answered += 1;
            if (write) writes += 1;
          } else failures.push(`${res.status} ${await res.text()}`);
        }
      };
      const clients = Array.from({ length: 8 }, (_, n) => client(n));
      await new Promise((r) => setTimeout(r, 1_000));

      for (let i = 0; i < 2; i++) {
        const old = servers[i];
        const servedBefore = answered;
        old.child.kill('SIGTERM');
        // it keeps serving while draining, then exits cleanly
        expect(await old.exited).toBe(0);
        expect(old.output()).toContain('shut down cleanly');
        const replacement = start();
        await waitReady(replacement);
        backends[i] = { port: await replacement.port, healthy: false, served: 0 };
        // the proxy finds it at its next check and sends it work
        const until = Date.now() + 10_000;
        while (backends[i].served === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
        expect(backends[i].served).toBeGreaterThan(0);
        expect(answered).toBeGreaterThan(servedBefore);
      }
      await new Promise((r) => setTimeout(r, 500));
      load = false;
      await Promise.all(clients);

      expect([...new Set(failures)]).toEqual([]);
      expect(answered).toBeGreaterThan(100);
      // every write acknowledged during the restarts is in the database
      const pgClient = new pg.Client({ connectionString: db.url });
      await pgClient.connect();
      const { rows } = await pgClient.query('select count(*)::int as n from contact_messages');
      await pgClient.end();
      expect(writes).toBeGreaterThan(10);
      expect(rows[0].n).toBe(writes);
    }, 180_000);
  },
);
