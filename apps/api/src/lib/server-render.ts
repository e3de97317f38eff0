// Public pages are rendered on the server by the web app's own SSR bundle
// (apps/web/dist-ssr/entry-server.js, built by Vite beside the browser build). The API only loads it and
// answers its API calls in-process (app.inject: the same routes, validation and rules as over the network,
// without a socket). A rendered page is kept while nothing it shows changes (lib/page-cache.ts: emptied by
// the database's change notifications), so a staff edit shows on the next visit. See
// docs/decisions/006-server-rendering.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageFormAnswers } from '@salones/shared/page-forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RenderedPage {
  status: number;
  html: string;
  /** the longest the page may be kept rendered (it shows what changes without a notification); none: until its content changes */
  keptForMs?: number;
}

/** What the SSR bundle exports (apps/web/src/entry-server.tsx); typed here so the API does not import web code. */
interface SsrEntry {
  createRenderer(options: {
    template: string;
    manifest: unknown;
    readAsset: (file: string) => string;
    transport: (path: string, init: RequestInit) => Promise<Response>;
  }): (args: {
    url: string;
    origin: string;
    token?: string;
    formAnswers?: PageFormAnswers;
  }) => Promise<RenderedPage | null>;
}

/** The SSR bundle built with a web build in `webDir` (Vite's `<outDir>-ssr`). */
export const ssrEntryOf = (webDir: string) =>
  path.join(path.dirname(webDir), `${path.basename(webDir)}-ssr`, 'entry-server.js');

/**
 * `token`: the session a staff page is rendered for (its cookie, decision 010); none for public pages.
 * `formAnswers`: the page is the answer to its form posted without JavaScript (page-form-posts.ts).
 */
export type PageRenderer = (
  request: FastifyRequest,
  token?: string,
  formAnswers?: PageFormAnswers,
) => Promise<RenderedPage | null>;

/**
 * Loads the server render of the web build in `webDir`, or null when that build has none (then every page
 * is the client-rendered app, as before).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDir: string,
  publicUrl: string,
): Promise<PageRenderer | null> {
  const entryFile = ssrEntryOf(webDir);
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
  // The page's own API calls count against the visitor's per-IP limit and carry their session, as they
  // would from the browser.
  const visitor = new AsyncLocalStorage<{ ip: string; token?: string }>();
  const render = entry.createRenderer({
    template: readFileSync(path.join(webDir, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
    readAsset: (file) => readFileSync(path.join(webDir, file), 'utf8'),
    transport: async (url, init) => {
      const { ip, token } = visitor.getStore() ?? { ip: '127.0.0.1' };
      const headers = { ...(init.headers as Record<string, string> | undefined) };
      if (token) headers['x-auth-token'] = token;
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers,
        payload: init.body as string | undefined,
        remoteAddress: ip,
      });
      return new Response(res.statusCode === 204 ? null : res.rawPayload, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    },
  });
  return async (request, token, formAnswers) => {
    try {
      return await visitor.run({ ip: request.ip, token }, () =>
        render({ url: request.url, origin: publicUrl, token, formAnswers }),
      );
    } catch (err) {
      // a page that cannot be rendered here is still served: the browser renders it (and shows its error)
      request.log.error({ err, url: request.url }, 'server render failed; sending the client-rendered app');
      return null;
    }
  };
}
