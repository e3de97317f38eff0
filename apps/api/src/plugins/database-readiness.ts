import { API_MSG } from '@salones/shared/api-messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Whether the database has been migrated and prepared. Until it has, every /api request answers 503
 * with `retry-after` (health included), while preparation is retried in the background — so a server
 * started while PostgreSQL is away comes up by itself once it answers (issue #8.1).
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
  }
}

/**
 * GET /api/ready (DESIGN §2): 200 `{ ok: true }` only when this instance can serve — database migrated and
 * prepared, not draining; 503 `{ ok: false, msg }` with `retry-after` while it starts or shuts down.
 * (Liveness is GET /api/health.) While the database is not prepared the gate above answers first.
 */
export function registerReadyRoute(app: FastifyInstance, readiness: Readiness) {
  app.decorate('startDraining', () => readiness.drain());
  // app.close() alone (tests, or a close not started by a signal) drains too
  app.addHook('preClose', async () => readiness.drain());
  const schema = {
    tags: ['site'],
    response: {
      200: z.object({ ok: z.literal(true) }),
      503: z.object({ ok: z.literal(false), msg: z.string() }),
    },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/ready', { schema }, async (_request, reply) => {
    if (readiness.isReady && !readiness.isDraining) return { ok: true as const };
    const msg = readiness.isDraining ? API_MSG.draining : API_MSG.serviceUnavailable;
    return reply
      .code(503)
      .header('retry-after', '2')
      .send({ ok: false as const, msg });
  });
}

export function registerReadinessGate(app: FastifyInstance, readiness: Readiness) {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.isReady || !request.url.startsWith('/api/')) return;
    return reply.code(503).header('retry-after', '2').send({ ok: false, msg: API_MSG.serviceUnavailable });
  });
}
