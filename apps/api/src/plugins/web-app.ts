// The built web app served by the API: its files, the images, and pages rendered on the server
// (docs/decisions/006, 010) or the client-rendered app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { API_MSG } from '@salones/shared/api-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cachedPages, type Encoding, encodeOnce } from '../lib/page-cache.ts';
import { isApiPath } from '../lib/routed-path.ts';
import { loadPageRenderer, type PageRenderer } from '../lib/server-render.ts';
import { isStaffPath, staffSessionCookie } from '../lib/staff-session-cookie.ts';
import { registerImageRoute } from './image-store.ts';
import { registerPageFormPosts } from './page-form-posts.ts';

/**
 * The app page in its three encodings, made once: the not-found handler is no route, so the compression
 * plugin (which hooks routes) does not reach it, and the page is the same for every client route.
 */
function compressedPage(html: Buffer) {
  return { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

/**
 * The server render, loaded with the first page asked for rather than at start (the SSR bundle
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

/**
 * GET /uploads/* (the images), the built web app's files, and every other GET: a page rendered on the server
 * (public, kept in the public read cache; or a staff page for its session's cookie) or the client-rendered
 * app. Registered last: its not-found handler answers what no route did (unknown /api paths: JSON 404).
 */
export const webAppPlugin = fp(
  async (app) => {
    const { config } = app;
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
    // Public pages rendered on the server with their data, kept while their content holds; staff
    // pages rendered for their session's cookie (decision 010), never kept. null: the build has no SSR bundle.
    const renderer = web ? lazyPageRenderer(app, web, config.publicUrl) : null;
    const renderPublicPage = renderer ? cachedPages(app.publicReadCache, renderer) : null;
    // A public page's form posted without JavaScript, answered with the page
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
  },
  { name: 'web-app', dependencies: ['config', 'image-store', 'public-read-cache'] },
);
