import { hash } from 'node:crypto';
import { footerRoutes } from '@salones/shared/contract/footer';
import { galleryRoutes } from '@salones/shared/contract/gallery';
import { packageRoutes } from '@salones/shared/contract/packages';
import { placeRoutes } from '@salones/shared/contract/places';
import { productRoutes } from '@salones/shared/contract/products';
import { type RouteContract, toFastifyPath } from '@salones/shared/contract/route';
import { siteRoutes } from '@salones/shared/contract/site';
import { slideRoutes } from '@salones/shared/contract/slides';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** The public reads of the storefront: what every visitor may read, whoever asks. */
export const PUBLIC_READS: readonly RouteContract[] = [
  siteRoutes.info,
  placeRoutes.list,
  placeRoutes.byName,
  placeRoutes.get,
  packageRoutes.listOfPlace,
  packageRoutes.get,
  productRoutes.list,
  slideRoutes.list,
  galleryRoutes.list,
  footerRoutes.get,
];

/** Whether an If-None-Match header names `etag` (a list, `*`, weak or not: RFC 9110 weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** A weak ETag of an answer's body. */
export const etagOf = (payload: string) => `W/"${hash('sha1', payload, 'base64url')}"`;

/**
 * Revalidation of the public reads: each 200 answer carries an ETag (a hash of its body) and
 * `cache-control: no-cache`, so a browser keeps it but asks every time; when nothing changed it gets an
 * empty 304 instead of the body again. The answer is made fresh, or taken from the public read cache that
 * every change empties (plugins/public-read-cache.ts), so a staff edit shows at once. Signed-in requests get
 * `private` (never kept by a shared cache). An ETag already set (the public read cache's, made with `etagOf`
 * when it stored the body) is taken as it is.
 */
export function registerRevalidation(app: FastifyInstance) {
  const routes = new Set(PUBLIC_READS.map((c) => toFastifyPath(c.path)));
  /** one hook per route, which remembers its last body's ETag: an unchanged answer is not hashed again */
  const revalidation = (): onSendHookHandler => {
    let last = { payload: '', etag: '' };
    return (request, reply, payload, done) => {
      if (reply.statusCode !== 200) return done(null, payload);
      const known = reply.getHeader('etag');
      let etag: string;
      if (typeof known === 'string') etag = known;
      else if (typeof payload === 'string') {
        if (payload !== last.payload) last = { payload, etag: etagOf(payload) };
        etag = last.etag;
        reply.header('etag', etag);
      } else return done(null, payload);
      reply.header('cache-control', request.headers['x-auth-token'] ? 'private, no-cache' : 'no-cache');
      if (!matchesEtag(request.headers['if-none-match'], etag)) return done(null, payload);
      reply.code(304);
      done(null, '');
    };
  };
  // only on the public reads' own routes: every other request pays nothing
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET') || !routes.has(route.url)) return;
    route.onSend = [revalidation(), ...(route.onSend ? [route.onSend].flat() : [])];
  });
}

/** ETag revalidation of the public reads as a plugin; registered before the routes it hooks. */
export const revalidationPlugin = fp(async (app) => registerRevalidation(app), { name: 'revalidation' });
