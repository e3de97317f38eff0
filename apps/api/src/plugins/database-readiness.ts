import { API_MSG } from '@salones/shared/api-messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Whether the database has been migrated and prepared. Until it has, every /api request answers 503
 * with `retry-after` (health included), while preparation is retried in the background — so a server
 * started while PostgreSQL is away comes up by itself once it answers (issue #8.1).
 */
export function createReadiness() {
  let isReady = false;
  let isStopped = false;
  return {
    get isReady() {
      return isReady;
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

export function registerReadinessGate(app: FastifyInstance, readiness: Readiness) {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.isReady || !request.url.startsWith('/api/')) return;
    return reply.code(503).header('retry-after', '2').send({ ok: false, msg: API_MSG.serviceUnavailable });
  });
}
