// Issue #26.5: GET /api/metrics (Prometheus text) behind METRICS_TOKEN, labelled by route template only,
// and the request id on every answer and on each log line of its request.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_MSG } from '@salones/shared/api-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp, migratedTestDatabase, type TestApp } from '../test/helper.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('does not exist (404, like any unknown API path)', async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, msg: API_MSG.routeNotFound });
  });

  it('times no request: nobody can read the figures, so the answers pay nothing for them', async () => {
    await t.app.inject({ url: '/api/site' });
    const histogram = t.app.metrics.registry.getSingleMetric('http_request_duration_seconds');
    expect((await histogram?.get())?.values ?? []).toEqual([]);
    expect(t.app.metrics.registry.getSingleMetric('nodejs_eventloop_lag_p99_seconds')).toBeUndefined();
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  // SMTP on a port nobody listens on: every mail fails (MAIL_RETRY_LIMIT=0: the first failure is final)
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      { METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_RETRY_LIMIT: '0' },
    );
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  /** the value of the series a line starts with, e.g. `x_total` or `x_total{a="b"` (0 when absent) */
  const seriesValue = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(series) && ' {,}'.includes(l[series.length]));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };

  it('refuses a request without the token, or with another, with 401 and a Spanish message', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Basic x',
    ]) {
      const res = await t.app.inject({
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ ok: false, msg: API_MSG.metricsTokenRequired });
    }
  });

  it('answers the Prometheus text format with every series the README lists', async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'salones_db_pool_size',
      'salones_db_pool_in_use',
      'salones_db_pool_waiting',
      'salones_db_queue_rejected_total',
      'salones_jobs_queued',
      'salones_jobs_failed_total',
      'salones_mail_failures_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
    // the pool (PostgreSQL) or the line (embedded) has room for requests, and the job queues are listed
    expect(seriesValue(res.body, 'salones_db_pool_size')).toBeGreaterThan(0);
    expect(res.body).toMatch(/^salones_jobs_queued\{queue="mail"\} \d+$/m);
  });

  it('counts requests by route template and status class; an unknown URL is never a label', async () => {
    const id = '7f1e2d3c-0000-4000-8000-0123456789ab';
    // a staff route: 401 without a session
    expect((await t.app.inject({ url: `/api/locates/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/locates/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/site' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/made-up-path-zq81' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/wp-admin/zq82.php' })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      seriesValue(text, 'http_requests_total{method="GET",route="/api/locates/:id",status_class="4xx"'),
    ).toBe(2);
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/site",status_class="2xx"')).toBe(
      1,
    );
    expect(seriesValue(text, 'http_requests_total{method="GET",route="(unmatched)",status_class="4xx"')).toBe(
      2,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/site",status_class="2xx"\} 1$/m,
    );
    for (const raw of [id, 'zq81', 'zq82', 'wp-admin']) expect(text).not.toContain(raw);
  });

  it('counts mails that failed and the job runs that failed, by queue', async () => {
    const before = await scrape();
    await expect(
      t.app.mailer.send({ to: 'nadie@example.com', subject: 'Prueba', text: 'hola' }),
    ).rejects.toThrow();
    const afterSend = await scrape();
    expect(seriesValue(afterSend, 'salones_mail_failures_total')).toBe(
      seriesValue(before, 'salones_mail_failures_total') + 1,
    );
    await t.app.jobs.send('mail', { mail: { to: 'nadie@example.com', subject: 'Prueba', text: 'hola' } });
    const failedForGood = 'salones_jobs_failed_total{queue="mail",final="true"';
    let text = afterSend;
    for (let i = 0; i < 100 && seriesValue(text, failedForGood) === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      text = await scrape();
    }
    expect(seriesValue(text, failedForGood)).toBe(1);
    expect(seriesValue(text, 'salones_mail_failures_total')).toBe(
      seriesValue(afterSend, 'salones_mail_failures_total') + 1,
    );
  });
});

describe('request ids', () => {
  const lines: Array<Record<string, unknown>> = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await migratedTestDatabase();
    drop = database.drop;
    const config = loadConfig(
      {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-test-')),
        SEED_DEMO: 'false',
        JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
        LOG_REQUESTS: 'true',
      },
      { databaseUrl: database.url, logLevel: 'info', webDistDir: null },
    );
    app = await buildApp(config, {
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop?.();
  });

  it('sends each answer its own id, the one on every log line of that request', async () => {
    const first = await app.inject({ url: '/api/site' });
    const second = await app.inject({ url: '/api/made-up-path' });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) {
      const own = lines.filter((l) => l.reqId === id);
      // the line of the request and the line of its answer (LOG_REQUESTS=true)
      expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    }
    // no request's line without its id
    expect(lines.filter((l) => l.req || l.res).every((l) => typeof l.reqId === 'string')).toBe(true);
  });
});
