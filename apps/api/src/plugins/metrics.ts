// Numbers to watch the service by: GET /api/metrics in Prometheus' text format (prom-client),
// behind METRICS_TOKEN. Each app has a registry of its own (tests build several apps in one process).
import { timingSafeEqual } from 'node:crypto';
import { API_MSG } from '@salones/shared/api-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { isApiPath } from '../lib/routed-path.ts';
import type { createRequestQueue } from './request-queue.ts';

export interface Metrics {
  registry: Registry;
  /** a mail the SMTP server (or the file transport) refused */
  mailFailures: Counter<never>;
  /** a job run that threw; `final`: it will not be retried */
  jobFailures: Counter<'queue' | 'final'>;
  /** Online payments by what became of them (PAYMENT_RESULTS) */
  payments: Counter<'result'>;
  /** WhatsApp messages by template ('texto' for free text) and what became of each try (WHATSAPP_RESULTS) */
  whatsappMessages: Counter<'template' | 'result'>;
  /** the embedded database's line (plugins/request-queue.ts), once it exists */
  watchRequestQueue(queue: ReturnType<typeof createRequestQueue>, concurrency: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * The label of a request's route: the route's template (`/api/locates/:id`), never the path asked for, so
 * a scan of made-up URLs adds no series. Requests no route matched are one of two fixed labels: the web
 * app's page (every client route is answered by the not-found handler) or `unmatched` (an unknown /api
 * path, an unknown file, a method no route has).
 */
export function routeLabel(request: FastifyRequest, statusCode: number): string {
  const template = request.routeOptions.url;
  if (template) return template;
  return statusCode !== 404 && !isApiPath(request.url) && request.method === 'GET' ? '(page)' : '(unmatched)';
}

/** The `result` label of salones_payments_total. */
export const PAYMENT_RESULTS = ['applied', 'failed', 'refunded', 'review'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** The `result` label of salones_whatsapp_messages_total: accepted by Meta, refused for good, to be tried again. */
export const WHATSAPP_RESULTS = ['enviado', 'fallido', 'reintento'] as const;
export type WhatsAppResult = (typeof WHATSAPP_RESULTS)[number];

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
const statusClass = (code: number) => STATUS_CLASSES[Math.floor(code / 100)] ?? `${Math.floor(code / 100)}xx`;

/** Constant-time comparison of the Authorization header with `Bearer <token>`. */
function holdsToken(header: string | undefined, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const metricsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const registry = new Registry();
    // Without METRICS_TOKEN nobody can read the figures: no request is timed, the event loop not sampled.
    const token = config.metricsToken;
    // process memory (RSS, heap), CPU, open handles, GC, and the event loop's delay (p50/p90/p99, max)
    if (token) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

    const labelNames = ['method', 'route', 'status_class'] as const;
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the last byte of the answer, by route template and status class',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    // An answer is one observation; the request count is the histogram's own count of each series, copied
    // when scraped (not a second labelled update on every answer).
    new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route template and status class',
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const v of (await duration.get()).values) {
          if (v.metricName === 'http_request_duration_seconds_count') this.inc(v.labels, v.value);
        }
      },
    });
    if (token)
      app.addHook('onResponse', (request, reply, done) => {
        const labels = {
          method: request.method,
          route: routeLabel(request, reply.statusCode),
          status_class: statusClass(reply.statusCode),
        };
        duration.observe(labels, reply.elapsedTime / 1000);
        done();
      });

    // The database: PostgreSQL's connection pool, or the embedded database's line of requests.
    let requestQueue: { queue: ReturnType<typeof createRequestQueue>; concurrency: number } | null = null;
    const pool =
      app.database.kind === 'postgres'
        ? ((app.db as unknown as { $client: pg.Pool }).$client as pg.Pool)
        : null;
    new Gauge({
      name: 'salones_db_pool_size',
      help: 'PostgreSQL: connections open; embedded database: requests that may work at once',
      registers: [registry],
      collect() {
        this.set(pool ? pool.totalCount : (requestQueue?.concurrency ?? 0));
      },
    });
    new Gauge({
      name: 'salones_db_pool_in_use',
      help: 'PostgreSQL: connections checked out; embedded database: requests working',
      registers: [registry],
      collect() {
        this.set(pool ? pool.totalCount - pool.idleCount : (requestQueue?.queue.stats.working ?? 0));
      },
    });
    new Gauge({
      name: 'salones_db_pool_waiting',
      help: 'PostgreSQL: queries waiting for a connection; embedded database: requests waiting in line',
      registers: [registry],
      collect() {
        this.set(pool ? pool.waitingCount : (requestQueue?.queue.stats.waiting ?? 0));
      },
    });
    let rejectedSeen = 0;
    new Counter({
      name: 'salones_db_queue_rejected_total',
      help: 'Embedded database: requests answered 503 because the line was full or they waited too long',
      registers: [registry],
      collect() {
        const rejected = requestQueue?.queue.stats.rejected ?? 0;
        this.inc(rejected - rejectedSeen);
        rejectedSeen = rejected;
      },
    });
    const mailFailures = new Counter({
      name: 'salones_mail_failures_total',
      help: 'Mails the SMTP server refused or that could not be written (each try of a retried mail counts)',
      registers: [registry],
    });
    const jobFailures = new Counter({
      name: 'salones_jobs_failed_total',
      help: "Job runs that failed, by queue; final='true' when no retry is left",
      labelNames: ['queue', 'final'] as const,
      registers: [registry],
    });

    const payments = new Counter({
      name: 'salones_payments_total',
      help: 'Online payments: applied (the abono recorded), failed, refunded (each refund), review (amount or currency differs)',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    for (const result of PAYMENT_RESULTS) payments.inc({ result }, 0); // every series shows from the start

    const whatsappMessages = new Counter({
      name: 'salones_whatsapp_messages_total',
      help: "WhatsApp messages sent: enviado (Meta accepted it), fallido (refused for good), reintento (a passing failure, tried again later), by template ('texto': free text)",
      labelNames: ['template', 'result'] as const,
      registers: [registry],
    });

    app.decorate('metrics', {
      registry,
      mailFailures,
      jobFailures,
      payments,
      whatsappMessages,
      watchRequestQueue(queue, concurrency) {
        requestQueue = { queue, concurrency };
      },
    } satisfies Metrics);

    if (!token) return; // no token, no route: GET /api/metrics is a 404 like any unknown path
    app.get(
      '/api/metrics',
      { config: { database: false }, schema: { hide: true } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (!holdsToken(request.headers.authorization, token)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .send({ ok: false, msg: API_MSG.metricsTokenRequired });
        }
        const text = await registry.metrics();
        return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['database'] },
);
