import { API_MSG } from '@salones/shared/api-messages';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route never touches the database, so it does not wait in the embedded database's line */
    database?: boolean;
  }
}

/**
 * A first-come, first-served line in front of the API. The embedded database runs one query
 * at a time inside this process; without a line, 100 clients at once make some requests wait for
 * seconds while later ones overtake them. Here at most `concurrency` requests work at once, the rest wait
 * in arrival order, and one that cannot start within `maxWaitMs` (or finds the line full) gets 503 with
 * `retry-after` before it has done anything — so nothing is half done and nothing hangs.
 *
 * At most `concurrency` requests also start per turn of the event loop. PGlite's queries run
 * synchronously on this thread, so a request is worked through in one go; without this bound, one turn
 * worked through every ready connection (~100 × a few ms), and Node accepts new connections only between
 * turns (about one per turn when busy): clients that had just connected waited 10 s and more. With it, a
 * turn is short, newcomers are accepted quickly and join the line in order.
 */
export function createRequestQueue(opts: { concurrency: number; maxWaitMs: number; maxQueued: number }) {
  let working = 0;
  /** requests refused (line full, or waited too long) since start */
  let rejected = 0;
  let startedThisTurn = 0;
  let turnEndScheduled = false;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  const canStart = () => working < opts.concurrency && startedThisTurn < opts.concurrency;
  const endTurn = () => {
    turnEndScheduled = false;
    startedThisTurn = 0;
    startWaiting();
  };
  const countStart = () => {
    working += 1;
    startedThisTurn += 1;
    if (!turnEndScheduled) {
      turnEndScheduled = true;
      setImmediate(endTurn);
    }
  };
  const startWaiting = () => {
    while (waiting.length > 0 && canStart()) {
      const first = waiting.shift();
      if (!first) return;
      clearTimeout(first.timer);
      countStart();
      first.start();
    }
  };

  return {
    /** takes a place at once if one is free and nobody is waiting (no promise: the common case) */
    tryEnter(): boolean {
      if (!canStart() || waiting.length > 0) return false;
      countStart();
      return true;
    },
    /** resolves true once the caller may work, false when it gave up waiting or the line is full */
    enter(): Promise<boolean> {
      if (this.tryEnter()) return Promise.resolve(true);
      if (waiting.length >= opts.maxQueued) {
        rejected += 1;
        return Promise.resolve(false);
      }
      return new Promise((resolve) => {
        const entry = {
          start: () => resolve(true),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            rejected += 1;
            resolve(false);
          }, opts.maxWaitMs),
        };
        waiting.push(entry);
      });
    },
    leave() {
      working -= 1;
      startWaiting();
    },
    get stats() {
      return { working, waiting: waiting.length, rejected };
    },
  };
}

/**
 * Puts every /api request in the line; it leaves when its connection's response closes: when the answer
 * was sent, or the client went away (then Fastify sends no onResponse, and a place never given back would
 * shrink the line until nothing got through). A route that never touches the database declares
 * `config: { database: false }` (GET /api/site) and does not wait behind database work; an unknown /api
 * path (404) does none either. Call this before the routes are registered: the hook is added to each.
 */
export function registerRequestQueue(app: FastifyInstance, queue: ReturnType<typeof createRequestQueue>) {
  const admit = (reply: FastifyReply) => reply.raw.once('close', () => queue.leave());
  const inLine: onRequestHookHandler = (request, reply, done) => {
    if (queue.tryEnter()) {
      admit(reply);
      return done();
    }
    void queue.enter().then((admitted) => {
      if (!admitted) {
        reply.code(503).header('retry-after', '1').send({ ok: false, msg: API_MSG.busy });
        return;
      }
      if (reply.raw.destroyed || request.raw.destroyed) {
        // the client went away while waiting: give the place to the next one, do nothing for it
        queue.leave();
        return;
      }
      admit(reply);
      done();
    });
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.database === false) return;
    // first, so a request waiting for its turn has done nothing yet (authentication reads the database)
    route.onRequest = [inLine, ...(route.onRequest ? [route.onRequest].flat() : [])];
  });
}

/**
 * The line in front of the embedded database (PGlite only; PostgreSQL has its pool), watched by the metrics;
 * registered before the routes.
 */
export const requestQueuePlugin = fp(
  async (app) => {
    if (app.database.kind !== 'pglite') return;
    const queue = createRequestQueue(app.config.embeddedQueue);
    registerRequestQueue(app, queue);
    app.metrics.watchRequestQueue(queue, app.config.embeddedQueue.concurrency);
  },
  { name: 'request-queue', dependencies: ['config', 'database', 'metrics'] },
);
