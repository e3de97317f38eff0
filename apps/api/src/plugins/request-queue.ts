import { API_MSG } from '@salones/shared/api-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A first-come, first-served line in front of the API (issue #8.11). The embedded database runs one query
 * at a time inside this process; without a line, 100 clients at once make some requests wait for
 * seconds while later ones overtake them. Here at most `concurrency` requests work at once, the rest wait
 * in arrival order, and one that cannot start within `maxWaitMs` (or finds the line full) gets 503 with
 * `retry-after` before it has done anything — so nothing is half done and nothing hangs.
 */
export function createRequestQueue(opts: { concurrency: number; maxWaitMs: number; maxQueued: number }) {
  let working = 0;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  const next = () => {
    const first = waiting.shift();
    if (!first) return;
    clearTimeout(first.timer);
    working += 1;
    first.start();
  };

  return {
    /** takes a place at once if one is free and nobody is waiting (no promise: the common case) */
    tryEnter(): boolean {
      if (working >= opts.concurrency || waiting.length > 0) return false;
      working += 1;
      return true;
    },
    /** resolves true once the caller may work, false when it gave up waiting or the line is full */
    enter(): Promise<boolean> {
      if (working < opts.concurrency && waiting.length === 0) {
        working += 1;
        return Promise.resolve(true);
      }
      if (waiting.length >= opts.maxQueued) return Promise.resolve(false);
      return new Promise((resolve) => {
        const entry = {
          start: () => resolve(true),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            resolve(false);
          }, opts.maxWaitMs),
        };
        waiting.push(entry);
      });
    },
    leave() {
      working -= 1;
      next();
    },
    get stats() {
      return { working, waiting: waiting.length };
    },
  };
}

const inLine = Symbol('inLine');
type QueuedRequest = FastifyRequest & { [inLine]?: boolean };

/** Puts every /api request in the line; it leaves when its answer is sent or the client went away. */
export function registerRequestQueue(app: FastifyInstance, queue: ReturnType<typeof createRequestQueue>) {
  const leave = (request: QueuedRequest) => {
    if (!request[inLine]) return;
    request[inLine] = false;
    queue.leave();
  };
  app.addHook('onRequest', (request: QueuedRequest, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    if (queue.tryEnter()) {
      request[inLine] = true;
      return done();
    }
    void queue.enter().then((admitted) => {
      if (!admitted) {
        reply.code(503).header('retry-after', '1').send({ ok: false, msg: API_MSG.busy });
        return;
      }
      request[inLine] = true;
      done();
    });
  });
  app.addHook('onResponse', async (request) => leave(request));
  app.addHook('onRequestAbort', async (request) => leave(request));
}
