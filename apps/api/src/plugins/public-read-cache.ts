import type { PGlite } from '@electric-sql/pglite';
import { negotiate } from '@fastify/accept-negotiator';
import { placeRoutes } from '@salones/shared/contract/places';
import { toFastifyPath } from '@salones/shared/contract/route';
import { siteRoutes } from '@salones/shared/contract/site';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type CachedAnswer, createPublicReadCache, type PublicReadCache } from '../lib/public-read-cache.ts';
import { type Listener, listenOnPglite, listenOnPostgres } from '../lib/public-read-cache-listener.ts';
import { etagOf, matchesEtag, PUBLIC_READS } from './http-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicReadCache: PublicReadCache;
  }
  interface FastifyRequest {
    /** the cache generation a public read started in (null: a cached answer, or not to be stored) */
    publicReadTicket: number | null;
    /** the cached answer this request sends or stored: its compressed form is kept in it once made */
    publicReadAnswer: CachedAnswer | null;
  }
}

/**
 * The public reads whose answers are kept: the revalidated ones (http-cache.ts), whose callers all get the
 * same body and whose rows are all in tables that notify their changes (migration 0010), but for
 * GET /api/site (made once at start, never changes) and GET /api/locates/{id} (staff only).
 */
const CACHED_READS = PUBLIC_READS.filter((c) => c !== siteRoutes.info && c !== placeRoutes.get);

/** Where the writes of those tables are: their answer empties this instance's cache at once. */
const CONTENT_WRITE_PREFIXES = [
  '/api/locates',
  '/api/package',
  '/api/product',
  '/api/slide',
  '/api/footer',
  '/api/gallery',
];

/** at most 500 answers, 16 M characters of bodies in all */
const MAX_ENTRIES = 500;
const MAX_CHARS = 16 * 1024 * 1024;

/**
 * The kept compressed form the client accepts, as @fastify/compress would choose it; none when the client
 * asks for no compression, or names the ETag (the revalidation hook then answers an empty 304).
 */
function keptEncoding(request: FastifyRequest, cached: CachedAnswer): 'br' | 'gzip' | null {
  const { headers } = request;
  if (headers['x-no-compression'] !== undefined || matchesEtag(headers['if-none-match'], cached.etag))
    return null;
  const encoding = negotiate(headers['accept-encoding'] ?? '', ['br', 'gzip']) as 'br' | 'gzip' | null;
  return encoding && cached.encoded?.[encoding] ? encoding : null;
}

/**
 * Public read answers kept in memory, emptied by the database's change notifications (see
 * lib/public-read-cache.ts). Register after the revalidation hooks (http-cache.ts) and before the routes.
 */
export function registerPublicReadCache(app: FastifyInstance, config: Config) {
  const cache = createPublicReadCache({ maxEntries: MAX_ENTRIES, maxChars: MAX_CHARS });
  app.decorate('publicReadCache', cache);
  app.decorateRequest('publicReadTicket', null);
  app.decorateRequest('publicReadAnswer', null);

  // after the route's own onRequest hooks (rate limit, line, guards) and validation: a cached answer
  // passes every check a fresh one does
  const serveCached: preHandlerHookHandler = (request, reply, done) => {
    const cached = cache.get(request.url);
    if (!cached) {
      request.publicReadTicket = cache.ticket();
      return done();
    }
    reply.header('etag', cached.etag).type('application/json; charset=utf-8');
    const encoding = keptEncoding(request, cached);
    if (encoding) {
      // sent as the compression plugin sent it last time (it leaves an encoded answer alone)
      reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .send(cached.encoded?.[encoding]);
      return;
    }
    request.publicReadAnswer = cached;
    reply.send(cached.body);
  };
  // first of the route's onSend hooks: the body as serialized, before a 304 or compression replace it
  const storeAnswer: onSendHookHandler = (request, reply, payload, done) => {
    const ticket = request.publicReadTicket;
    if (ticket !== null && reply.statusCode === 200 && typeof payload === 'string') {
      const answer: CachedAnswer = { body: payload, etag: etagOf(payload) };
      reply.header('etag', answer.etag);
      cache.store(request.url, ticket, answer);
      request.publicReadAnswer = answer;
    }
    done(null, payload);
  };
  // last of the route's onSend hooks, after compression: keeps the compressed body with its answer
  const keepEncoded: onSendHookHandler = (request, reply, payload, done) => {
    const answer = request.publicReadAnswer;
    const encoding = reply.getHeader('content-encoding');
    if (
      answer &&
      reply.statusCode === 200 &&
      Buffer.isBuffer(payload) &&
      (encoding === 'br' || encoding === 'gzip')
    ) {
      answer.encoded = { ...answer.encoded, [encoding]: payload };
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
      route.onSend = [storeAnswer, ...hooksOf(route.onSend), keepEncoded] as typeof route.onSend;
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

/** Decorates `app.publicReadCache`; registered after the revalidation hooks and before the routes. */
export const publicReadCachePlugin = fp(async (app) => registerPublicReadCache(app, app.config), {
  name: 'public-read-cache',
  dependencies: ['config', 'database', 'revalidation'],
});
