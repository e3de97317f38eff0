import type { PGlite } from '@electric-sql/pglite';
import { footerRoutes } from '@salones/shared/contract/footer';
import { galleryRoutes } from '@salones/shared/contract/gallery';
import { packageRoutes } from '@salones/shared/contract/packages';
import { placeRoutes } from '@salones/shared/contract/places';
import { productRoutes } from '@salones/shared/contract/products';
import { type RouteContract, toFastifyPath } from '@salones/shared/contract/route';
import { slideRoutes } from '@salones/shared/contract/slides';
import type { FastifyInstance, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { createPublicReadCache, type PublicReadCache } from '../lib/public-read-cache.ts';
import { type Listener, listenOnPglite, listenOnPostgres } from '../lib/public-read-cache-listener.ts';
import { etagOf } from './http-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicReadCache: PublicReadCache;
  }
  interface FastifyRequest {
    /** the cache generation a public read started in (null: a cached answer, or not to be stored) */
    publicReadTicket: number | null;
  }
}

/**
 * The public reads whose answers are kept: anonymous and signed-in callers get the same body (none reads
 * the caller), and every row they show is in a table whose changes are notified (migration 0010). Not here:
 * GET /api/locates/{id} (staff only), anything about events or availability.
 */
const CACHED_READS: readonly RouteContract[] = [
  placeRoutes.list,
  placeRoutes.byName,
  packageRoutes.listOfPlace,
  packageRoutes.get,
  productRoutes.list,
  slideRoutes.list,
  galleryRoutes.list,
  footerRoutes.get,
];

/** Where the writes of those tables are: their answer empties this instance's cache at once. */
const CONTENT_WRITE_PREFIXES = [
  '/api/locates',
  '/api/package',
  '/api/product',
  '/api/slide',
  '/api/footer',
  '/api/gallery',
];

const MAX_ENTRIES = 500;

/**
 * Public read answers kept in memory, emptied by the database's change notifications (issue #12.6; see
 * lib/public-read-cache.ts). Register after the revalidation hooks (http-cache.ts) and before the routes.
 */
export function registerPublicReadCache(app: FastifyInstance, config: Config) {
  const cache = createPublicReadCache({ maxEntries: MAX_ENTRIES });
  app.decorate('publicReadCache', cache);
  app.decorateRequest('publicReadTicket', null);

  // after the route's own onRequest hooks (rate limit, line, guards) and validation: a cached answer
  // passes every check a fresh one does
  const serveCached: preHandlerHookHandler = (request, reply, done) => {
    const cached = cache.get(request.url);
    if (!cached) {
      request.publicReadTicket = cache.ticket();
      return done();
    }
    reply.header('etag', cached.etag).type('application/json; charset=utf-8').send(cached.body);
  };
  // first of the route's onSend hooks: the body as serialized, before a 304 or compression replace it
  const storeAnswer: onSendHookHandler = (request, reply, payload, done) => {
    const ticket = request.publicReadTicket;
    if (ticket !== null && reply.statusCode === 200 && typeof payload === 'string') {
      const etag = etagOf(payload);
      reply.header('etag', etag);
      cache.store(request.url, ticket, { body: payload, etag });
    }
    done(null, payload);
  };
  const clearOnWrite: onSendHookHandler = (_request, _reply, payload, done) => {
    cache.clear();
    done(null, payload);
  };

  const cachedPaths = new Set(CACHED_READS.map((c) => toFastifyPath(c.path)));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hooksOf = (hooks: unknown) => (hooks ? [hooks].flat() : []);
    if (methods.includes('GET') && cachedPaths.has(route.url)) {
      route.preHandler = [...hooksOf(route.preHandler), serveCached] as typeof route.preHandler;
      route.onSend = [storeAnswer, ...hooksOf(route.onSend)] as typeof route.onSend;
    } else if (
      !methods.includes('GET') &&
      !methods.includes('HEAD') &&
      CONTENT_WRITE_PREFIXES.some((prefix) => route.url.startsWith(prefix))
    ) {
      route.onSend = [clearOnWrite, ...hooksOf(route.onSend)] as typeof route.onSend;
    }
  });

  let listener: Listener | null = null;
  const events = {
    onListening: (listening: boolean) => cache.setListening(listening),
    onChange: () => cache.clear(),
    onError: (err: Error) =>
      app.log.warn({ err: err.message }, 'public read cache: not listening to changes'),
  };
  app.addHook('onReady', async () => {
    listener =
      app.database.kind === 'postgres' && config.databaseUrl
        ? listenOnPostgres(config.databaseUrl, events)
        : await listenOnPglite((app.db as unknown as { $client: PGlite }).$client, events);
  });
  app.addHook('onClose', async () => {
    await listener?.stop();
  });
}
