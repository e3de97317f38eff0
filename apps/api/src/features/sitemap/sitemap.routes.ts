import type { FastifyInstance } from 'fastify';
import { buildSitemap } from './build-sitemap.ts';

/** GET /sitemap.xml for search engines (robots.txt points here). Read-only. */
export async function registerSitemap(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap({ db: app.db, publicUrl: app.config.publicUrl });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}
