import { API_MSG } from '@salones/shared/api-messages';
import { siteRoutes } from '@salones/shared/contract/site';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { tagsOf } from '../lib/api-tags.ts';
import { routeFrom } from '../lib/contract-route.ts';
import { isApiPath } from '../lib/routed-path.ts';

/**
 * Whether the database has been migrated and prepared. Until it has, every /api request answers 503
 * with `retry-after` (health included), while preparation is retried in the background — so a server
 * started while PostgreSQL is away comes up by itself once it answers.
 */
export function createReadiness() {
  let isReady = false;
  let isStopped = false;
  let isDraining = false;
  return {
    get isReady() {
      return isReady;
    },
    /** shutting down: GET /api/ready answers 503 so a load balancer sends new work elsewhere */
    get isDraining() {
      return isDraining;
    },
    drain() {
      isDraining = true;
    },
    stop() {
      isStopped = true;
    },
    /**
     * Runs `prepare` until it succeeds, waiting a little longer after each failure (at most 5 s); with
     * `retry: false` a failure is thrown at once (tests, where a broken database must fail loudly).
     */
    async prepare(
      prepare: () => Promise<void>,
      opts: { log: FastifyBaseLogger; retry: boolean },
    ): Promise<void> {
      const { log } = opts;
      for (let attempt = 1; !isStopped; attempt++) {
        try {
          await prepare();
          isReady = true;
          if (attempt > 1) log.info('database ready');
          return;
        } catch (err) {
          if (!opts.retry) throw err;
          if (isStopped) return;
          const waitMs = Math.min(5_000, 250 * 2 ** attempt);
          log.warn({ err: (err as Error).message, attempt }, `database not ready; retrying in ${waitMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, waitMs).unref());
        }
      }
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;

declare module 'fastify' {
  interface FastifyInstance {
    /** marks the instance as draining (GET /api/ready → 503); server.ts calls it on SIGTERM */
    startDraining(): void;
    /** whether the database is prepared, and whether the instance drains (readinessPlugin) */
    readiness: Readiness;
  }
}

/**
 * Something else this instance needs to serve (Redis, the object storage): a function, or an object with
 * `check()` (the image store), that resolves when it answers.
 */
export type ReadyCheck = (() => Promise<unknown>) | { check(): Promise<unknown> };

/** How long GET /api/ready waits for a check before counting it as failed. */
const READY_CHECK_TIMEOUT_MS = 2_000;

async function runCheck(check: ReadyCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), READY_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([typeof check === 'function' ? check() : check.check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready (docs/configuration.md#health-and-api-documents): 200 `{ ok: true }` only when this instance
 * can serve — database migrated and prepared, not draining, and every check in `checks` answering (Redis and
 * the object storage when they are configured; a falsy entry is one that is not); 503 `{ ok: false, msg }`
 * with `retry-after` otherwise. (Liveness is GET /api/health.) While the database is not prepared the gate
 * above answers first.
 */
export function registerReadyRoute(
  app: FastifyInstance,
  readiness: Readiness,
  checks: ReadonlyArray<ReadyCheck | null | false | undefined> = [],
) {
  const extraChecks = checks.filter((c): c is ReadyCheck => Boolean(c));
  app.decorate('startDraining', () => readiness.drain());
  // app.close() alone (tests, or a close not started by a signal) drains too
  app.addHook('preClose', async () => readiness.drain());
  const unavailable = (reply: FastifyReply, msg: string) =>
    reply
      .code(503)
      .header('retry-after', '2')
      .send({ ok: false as const, msg });
  routeFrom(app, siteRoutes.ready, {
    tags: tagsOf('site'),
    handler: async (request, reply) => {
      if (!readiness.isReady || readiness.isDraining) {
        return unavailable(reply, readiness.isDraining ? API_MSG.draining : API_MSG.serviceUnavailable);
      }
      const failed = (await Promise.allSettled(extraChecks.map(runCheck))).filter(
        (r): r is PromiseRejectedResult => r.status === 'rejected',
      );
      if (failed.length > 0) {
        request.log.warn(
          { err: (failed[0].reason as Error)?.message },
          'not ready: a dependency does not answer',
        );
        return unavailable(reply, API_MSG.serviceUnavailable);
      }
      return { ok: true as const };
    },
  });
}

export function registerReadinessGate(app: FastifyInstance, readiness: Readiness) {
  // a callback hook, not an async one: once ready it is one check per request, without a promise
  app.addHook('onRequest', (request, reply, done) => {
    if (readiness.isReady || !isApiPath(request.url)) return done();
    reply.code(503).header('retry-after', '2').send({ ok: false, msg: API_MSG.serviceUnavailable });
  });
}

/**
 * Decorates `app.readiness` and prepares the database with `prepare` (app.ts: migrations, seed, the job
 * queue): awaited, or (`waitForDatabase: false`, server.ts) in the background, retried, while every /api
 * request answers 503. Registered after the services `prepare` uses and before the routes.
 */
export const readinessPlugin = fp<{ prepare: () => Promise<void>; waitForDatabase: boolean }>(
  async (app, opts) => {
    const readiness = createReadiness();
    app.decorate('readiness', readiness);
    app.addHook('onClose', async () => readiness.stop());
    if (opts.waitForDatabase) await readiness.prepare(opts.prepare, { log: app.log, retry: false });
    else void readiness.prepare(opts.prepare, { log: app.log, retry: true });
    registerReadinessGate(app, readiness);
  },
  { name: 'readiness', dependencies: ['database'] },
);
