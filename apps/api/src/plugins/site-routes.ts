import { siteRoutes } from '@salones/shared/contract/site';
import fp from 'fastify-plugin';
import { tagsOf } from '../lib/api-tags.ts';
import { routeFrom } from '../lib/contract-route.ts';
import { registerReadyRoute } from './database-readiness.ts';

/** GET /api/health (liveness), GET /api/ready (readiness) and GET /api/site (the public site settings). */
export const siteRoutesPlugin = fp(
  async (app) => {
    const { config, redis } = app;
    routeFrom(app, siteRoutes.health, {
      tags: tagsOf('site'),
      handler: async () => {
        await app.db.execute('select 1');
        return { ok: true as const };
      },
    });
    // Readiness, distinct from liveness: 503 while the database is being prepared or the instance drains.
    registerReadyRoute(app, app.readiness, [redis && (() => redis.ping()), config.s3 && app.imageStore]);
    // Public site settings the web app needs (club name, intro videos: configurable per
    // docs/configuration.md). The answer never changes while the process runs: checked against its schema and
    // serialized once, then sent as it is (no database, so no place in the embedded database's line either).
    const siteInfo = siteRoutes.info.response[200].parse({
      ok: true,
      clubName: config.clubName,
      introVideos: config.introVideos,
      whatsapp: config.whatsapp !== null,
      facturas: config.invoicing !== null,
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
  },
  { name: 'site-routes', dependencies: ['config', 'database', 'redis', 'image-store', 'readiness'] },
);
