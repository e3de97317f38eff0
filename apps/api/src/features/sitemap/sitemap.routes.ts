import type { FastifyInstance } from 'fastify';
import { buildSitemap } from './build-sitemap.ts';

/** The pages search engines should not index; robots.txt names the sitemap by its absolute address. */
export const robotsTxt = (publicUrl: string) =>
  ['User-agent: *', 'Disallow: /admin', 'Disallow: /pedidos', 'Disallow: /pdf/', 'Disallow: /api/']
    .concat(`Sitemap: ${publicUrl}/sitemap.xml`, '')
    .join('\n');

/** GET /sitemap.xml and /robots.txt for search engines. Read-only. */
export async function registerSitemap(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap({ db: app.db, publicUrl: app.config.publicUrl });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}
