import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_MSG } from '@salones/shared/api-messages';
import { MAX_UPLOAD_BYTES } from '@salones/shared/constants';
import { siteRoutes } from '@salones/shared/contract/site';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import { registerFeatures } from './features/index.ts';
import { API_TAGS, tagsOf } from './lib/api-tags.ts';
import { routeFrom } from './lib/contract-route.ts';
import { setHashingConcurrency } from './lib/password.ts';
import { isApiPath } from './lib/routed-path.ts';
import { registerAuth, tokensPlugin } from './plugins/auth.ts';
import { configPlugin } from './plugins/config.ts';
import { databasePlugin } from './plugins/database.ts';
import { createReadiness, registerReadinessGate, registerReadyRoute } from './plugins/database-readiness.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRevalidation } from './plugins/http-cache.ts';
import { imageStorePlugin, registerImageRoute } from './plugins/image-store/index.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { cachedPages, type Encoding, encodeOnce } from './plugins/page-cache.ts';
import { registerPageFormPosts } from './plugins/page-form-posts.ts';
import { registerPublicReadCache } from './plugins/public-read-cache.ts';
import { accountLimitsPlugin, registerRateLimit } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { createRequestQueue, registerRequestQueue } from './plugins/request-queue.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { loadPageRenderer, type PageRenderer } from './plugins/server-render.ts';
import { isStaffPath, staffSessionCookie } from './plugins/staff-session-cookie.ts';
import { type GeneratedLogin, prepareDatabase } from './seed/prepare-database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteOptions[];
  }
}

/** Builds the whole app (never listens): server.ts and the tests both use it. */
// Zod's own messages (wrong type, etc.) in Spanish; the spec's messages are set on each schema.
z.config(z.locales.es());

export async function buildApp(
  config: Config,
  opts: {
    logger?: boolean;
    /** false: answer 503 while the database is prepared in the background (server.ts); tests wait */
    waitForDatabase?: boolean;
    /** where log lines go instead of stdout as JSON (server.ts: pino-pretty on a terminal) */
    logStream?: { write(line: string): void };
    /** called once the database is prepared, with the super_admin login made on this start (if any) */
    onPrepared?: (generatedLogin: GeneratedLogin | null) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, ...(opts.logStream && { stream: opts.logStream }) },
    // a request's id is on each of its log lines (`reqId`, through request.log) and in its answer's
    // x-request-id; unique across instances and restarts, unlike Fastify's counter (issue #26.5)
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // docs/architecture.md §2 TRUST_PROXY: off by default, so X-Forwarded-For cannot dodge per-IP limits (issue #8.2).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // a new embedded database is created and migrated (in a worker) while its plugin starts: on a busy
    // 2-core machine that can take longer than Fastify's default 10 s
    pluginTimeout: 120_000,
  });
  // Every route, as registered: a test checks each declares its request and response schemas.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeList', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // first hook of all: every answer carries its request id, those refused by a later hook too
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // The services, each a plugin declaring its decorator (plugins/*.ts): app.config, app.db, app.redis,
  // app.imageStore, app.mailer, app.tokens, app.loginLockout, app.resetMailLimit.
  await app.register(configPlugin, { config });
  setHashingConcurrency(config.passwordHashConcurrency);
  await app.register(databasePlugin, { config });
  // first of the hooks that count: a request refused by a later hook (not ready, busy, rate limit) counts too
  await app.register(metricsPlugin, { config });
  await app.register(redisPlugin, { config });
  await app.register(imageStorePlugin, { config });
  await app.register(mailerPlugin, { config });
  await app.register(jobsPlugin, { config });
  await app.register(tokensPlugin, { config });
  await app.register(accountLimitsPlugin, { config });
  const { database, redis } = app;
  const readiness = createReadiness();
  app.addHook('onClose', async () => readiness.stop());

  // Several instances may start at once on one PostgreSQL: they take turns (advisory lock) to migrate
  // and seed, so the schema is migrated and the demo content added exactly once (issue #12).
  let generatedLogin: GeneratedLogin | null = null;
  const prepare = async () => {
    await database.withStartupLock(async () => {
      await database.migrate();
      generatedLogin ??= await prepareDatabase(app, app.log);
      // the job queue's schema, workers and schedule; under the lock too: two pg-boss instances creating
      // its schema at once collide
      await app.jobs.start();
    });
    opts.onPrepared?.(generatedLogin);
  };
  if (opts.waitForDatabase === false) void readiness.prepare(prepare, { log: app.log, retry: true });
  else await readiness.prepare(prepare, { log: app.log, retry: false });
  registerReadinessGate(app, readiness);
  if (database.kind === 'pglite') {
    const queue = createRequestQueue(config.embeddedQueue);
    registerRequestQueue(app, queue);
    app.metrics.watchRequestQueue(queue, config.embeddedQueue.concurrency);
  }

  // A GET or HEAD request's body is never read (Fastify parses none), so those routes get no request
  // decompression hook from the compression plugin below (one hook less on each read; issue #12.6).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => m === 'GET' || m === 'HEAD')) route.decompress ??= false;
  });
  // JSON and HTML answers over 1 KB compressed (brotli quality 4 or gzip, as the client accepts); built
  // assets are already compressed at build time and served as they are (preCompressed below).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerRevalidation(app);
  registerPublicReadCache(app, config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://www.google.com',
          'https://maps.google.com',
        ],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerRateLimit(app, config, app.redis);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 4, parts: 6 } });
  await app.register(swagger, {
    openapi: { info: { title: `${config.clubName} API`, version: '1.0.0' }, tags: Object.values(API_TAGS) },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerAuth(app, { db: app.db, tokens: app.tokens });

  routeFrom(app, siteRoutes.health, {
    tags: tagsOf('site'),
    handler: async () => {
      await app.db.execute('select 1');
      return { ok: true as const };
    },
  });
  // Readiness, distinct from liveness: 503 while the database is being prepared or the instance drains.
  registerReadyRoute(app, readiness, [redis && (() => redis.ping()), config.s3 && app.imageStore]);
  // Public site settings the web app needs (club name, intro videos: configurable per docs/architecture.md §2 / issue #3).
  // The answer never changes while the process runs: checked against its schema and serialized once, then
  // sent as it is (no database, so no place in the embedded database's line either; issue #12.6).
  const siteInfo = siteRoutes.info.response[200].parse({
    ok: true,
    clubName: config.clubName,
    introVideos: config.introVideos,
  });
  const siteInfoJson = JSON.stringify(siteInfo);
  const serializeSiteInfo = () => siteInfoJson;
  routeFrom(app, siteRoutes.info, {
    tags: tagsOf('site'),
    config: { database: false },
    // ~170 bytes, under the compression threshold: the plugin's hooks would only look and pass
    compress: false,
    // sent at once: an async handler's promise is a microtask more per request
    handler: (_request, reply) => {
      reply.type('application/json; charset=utf-8').serializer(serializeSiteInfo).send(siteInfo);
    },
  });
  await registerFeatures(app);
  await registerStaticAndFallback(app, config);
  return app;
}

/**
 * The app page in its three encodings, made once: the not-found handler is no route, so the compression
 * plugin (which hooks routes) does not reach it, and the page is the same for every client route.
 */
function compressedPage(html: Buffer) {
  return { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

/**
 * The server render, loaded with the first page asked for rather than at start (issue #12.6: the SSR bundle
 * and React's server renderer are a large part of an idle server's memory, and an API-only instance never
 * needs them). A bundle that cannot be loaded is logged once and every page is the client-rendered app.
 */
function lazyPageRenderer(app: FastifyInstance, web: string, publicUrl: string): PageRenderer {
  let loading: Promise<PageRenderer | null> | undefined;
  return async (request, token, formAnswers) => {
    loading ??= loadPageRenderer(app, web, publicUrl).catch((err: unknown) => {
      app.log.error({ err }, 'the server render could not be loaded; pages are rendered in the browser');
      return null;
    });
    const render = await loading;
    return render ? render(request, token, formAnswers) : null;
  };
}

async function registerStaticAndFallback(app: FastifyInstance, config: Config) {
  registerImageRoute(app, app.imageStore);
  const web =
    config.webDistDir && existsSync(path.join(config.webDistDir, 'index.html')) ? config.webDistDir : null;
  if (web) {
    await app.register(fastifyStatic, {
      root: web,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // hashed assets forever; anything else (index.html, robots.txt…) revalidated on each visit
      cacheControl: false,
      setHeaders: (res, file) => {
        const isHashedAsset = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const appPage = web ? compressedPage(readFileSync(path.join(web, 'index.html'))) : null;
  // Public pages rendered on the server with their data (issue #10.1), kept while their content holds; staff
  // pages rendered for their session's cookie (decision 010), never kept. null: the build has no SSR bundle.
  const renderer = web ? lazyPageRenderer(app, web, config.publicUrl) : null;
  const renderPublicPage = renderer ? cachedPages(app.publicReadCache, renderer) : null;
  // issue #24: a public page's form posted without JavaScript, answered with the page
  if (renderer && appPage) await registerPageFormPosts(app, renderer, appPage.identity);
  const renderStaffPage = async (request: FastifyRequest, token: string, encoding: Encoding | null) => {
    const page = renderer ? await renderer(request, token) : null;
    return page ? { status: page.status, body: await encodeOnce(page.html, encoding) } : null;
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (
      !isApiPath(request.url) &&
      appPage &&
      request.method === 'GET' &&
      !request.url.startsWith('/uploads/')
    ) {
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      const token = staffSessionCookie(request);
      reply
        .header('cache-control', token ? 'private, no-store' : 'no-cache')
        .header('vary', isStaffPath(request.url) ? 'accept-encoding, cookie' : 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      const page = token
        ? await renderStaffPage(request, token, encoding)
        : renderPublicPage
          ? await renderPublicPage(request, encoding)
          : null;
      if (page) return reply.status(page.status).send(page.body);
      // The client-rendered app (account and admin pages, or a page whose data could not be read now):
      // it loads its data and shows its own not-found page.
      return reply.send(encoding ? appPage[encoding] : appPage.identity);
    }
    return reply.status(404).send({ ok: false, msg: API_MSG.routeNotFound });
  });
}
