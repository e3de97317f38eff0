import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@salones/shared/constants';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import { registerFeatures } from './features/index.ts';
import { setHashingConcurrency } from './lib/password.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin, tokensPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { configPlugin } from './plugins/config.ts';
import { databasePlugin } from './plugins/database.ts';
import { readinessPlugin } from './plugins/database-readiness.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { revalidationPlugin } from './plugins/http-cache.ts';
import { imageStorePlugin } from './plugins/image-store.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { publicReadCachePlugin } from './plugins/public-read-cache.ts';
import { accountLimitsPlugin, rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { requestQueuePlugin } from './plugins/request-queue.ts';
import { routeListPlugin } from './plugins/route-list.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { siteRoutesPlugin } from './plugins/site-routes.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { type GeneratedLogin, prepareDatabase } from './seed/prepare-database.ts';

// Zod's own messages (wrong type, etc.) in Spanish; the spec's messages are set on each schema.
z.config(z.locales.es());

/**
 * Builds the whole app (never listens): server.ts and the tests both use it. Each part is a plugin
 * (plugins/*.ts) that declares its decorators and the plugins it needs; the order below is the order of
 * their hooks: what every request meets first comes first, then the services, then the routes.
 */
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
    // x-request-id; unique across instances and restarts, unlike Fastify's counter
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // TRUST_PROXY (docs/configuration.md#accounts-sessions-and-limits): off by default, so X-Forwarded-For
    // cannot dodge per-IP limits.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // a new embedded database is created and migrated (in a worker) while its plugin starts: on a busy
    // 2-core machine that can take longer than Fastify's default 10 s
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(routeListPlugin);
  await app.register(errorHandlerPlugin);

  // The services: app.config, app.db, app.metrics, app.redis, app.imageStore, app.mailer, app.jobs,
  // app.tokens, app.loginLockout, app.resetMailLimit.
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

  // Several instances may start at once on one PostgreSQL: they take turns (advisory lock) to migrate
  // and seed, so the schema is migrated and the demo content added exactly once.
  let generatedLogin: GeneratedLogin | null = null;
  const prepare = async () => {
    await app.database.withStartupLock(async () => {
      await app.database.migrate();
      generatedLogin ??= await prepareDatabase(app, app.log);
      // the job queue's schema, workers and schedule; under the lock too: two pg-boss instances creating
      // its schema at once collide
      await app.jobs.start();
    });
    opts.onPrepared?.(generatedLogin);
  };
  await app.register(readinessPlugin, { prepare, waitForDatabase: opts.waitForDatabase !== false });

  // What each route meets, registered before the routes (their onRoute hooks reach every route after them).
  await app.register(requestQueuePlugin);
  await app.register(compressionPlugin);
  await app.register(revalidationPlugin);
  await app.register(publicReadCachePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 4, parts: 6 } });
  await app.register(apiDocsPlugin);
  await app.register(authPlugin);

  // The routes, then the web app and its not-found handler.
  await app.register(siteRoutesPlugin);
  await registerFeatures(app);
  await app.register(webAppPlugin);
  return app;
}
