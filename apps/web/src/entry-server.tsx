// The server render: built by Vite as an SSR bundle (dist-ssr/entry-server.js, see
// vite.config.ts and scripts/build.mjs) and loaded by the API, which hands it the built index.html, Vite's
// manifest and a transport that answers API calls in-process. See docs/decisions/006-server-rendering.md.

import { todayInMexicoCity } from '@salones/shared/dates';
import type { PageFormAnswers } from '@salones/shared/page-forms';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import {
  appFiles,
  entryCss,
  headTags,
  ISLANDS_MANIFEST,
  islandChunks,
  islandImports,
  islandsIn,
  moduleAssets,
  renderDocument,
  type ViteManifest,
} from './app/ssr/document.ts';
import {
  prefetchPage,
  prefetchStaffPage,
  SERVER_RENDERED_PAGES,
  STAFF_LAYOUT,
  STAFF_RENDERED_PAGES,
} from './app/ssr/prefetch.ts';
import { type PageHead, PageHeadContext } from './components/page-meta.tsx';
import { DEFAULT_CLUB_NAME, siteInfoQueryOptions } from './lib/api/site.ts';
import { type ApiTransport, setApiTransport } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { queryKeys } from './lib/query-keys.ts';
import { sessionQueryOptions } from './lib/session.ts';

export interface RendererOptions {
  /** the built index.html */
  template: string;
  /** the built .vite/manifest.json */
  manifest: ViteManifest;
  /** the text of a built asset ('assets/index-….css') */
  readAsset: (file: string) => string;
  /** answers the web app's API calls without the network (the API's own routes, in-process) */
  transport: ApiTransport;
}

export interface RenderResult {
  status: 200 | 404;
  html: string;
  /** the longest the page may be kept rendered (PageHead.keptForMs); none: until its content changes */
  keptForMs?: number;
}

/** Inline the entry's CSS when it is this small; a bigger one stays a (cached) stylesheet link. */
const MAX_INLINE_CSS_BYTES = 128 * 1024;

/**
 * The page a URL shows when it is one the server renders, else null: a public page (SERVER_RENDERED_PAGES),
 * or with a session a staff page (STAFF_RENDERED_PAGES).
 */
function serverRenderedPage(pathname: string, withSession: boolean) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const section = matches[0]?.route.path;
  const leaf = matches[matches.length - 1];
  const page = leaf?.route.index ? '' : (leaf?.route.path ?? null);
  if (page === null) return null;
  if (section === '/' && page in SERVER_RENDERED_PAGES) return { staff: false, page, params: leaf.params };
  if (section === '/admin' && withSession && page in STAFF_RENDERED_PAGES)
    return { staff: true, page, params: leaf.params };
  return null;
}

/** The islands' build manifest (vite.islands.config.ts), or null when the build has none (decision 015). */
function readIslandsManifest(readAsset: (file: string) => string): ViteManifest | null {
  try {
    return JSON.parse(readAsset(ISLANDS_MANIFEST)) as ViteManifest;
  } catch {
    return null;
  }
}

export function createRenderer(options: RendererOptions) {
  setApiTransport(options.transport);
  const handler = createStaticHandler(routes);
  const entryCssText = entryCss(options.manifest).map((href) => ({
    href: `/${href}`,
    text: options.readAsset(href),
  }));
  const appOwnFiles = appFiles(options.manifest);
  const islandsManifest = readIslandsManifest(options.readAsset);
  const islands = islandChunks(islandsManifest);
  const inlineCss =
    entryCssText.reduce((n, c) => n + c.text.length, 0) <= MAX_INLINE_CSS_BYTES ? entryCssText : [];
  /** each page's own chunks, and its CSS to inline (read once) */
  const pageAssets = new Map<string, { js: string[]; css: { href: string; text: string }[] }>();
  /** A staff page's modules: the layout's (with its components' CSS) and the page's. */
  const staffModules = (page: string) => [STAFF_LAYOUT, STAFF_RENDERED_PAGES[page]];
  const assetsOf = (target: { staff: boolean; page: string }) => {
    const key = `${target.staff ? 'staff' : 'public'}:${target.page}`;
    let assets = pageAssets.get(key);
    if (!assets) {
      const modules = target.staff ? staffModules(target.page) : [SERVER_RENDERED_PAGES[target.page]];
      const js = new Set<string>();
      const css = new Set<string>();
      for (const m of modules) {
        const found = moduleAssets(options.manifest, m);
        for (const f of found.js) js.add(f);
        for (const f of found.css) css.add(f);
      }
      assets = {
        js: [...js],
        css: [...css].map((href) => ({ href: `/${href}`, text: options.readAsset(href) })),
      };
      pageAssets.set(key, assets);
    }
    return assets;
  };

  /**
   * The page at `url` rendered with its data, or null when the browser should render it (account pages, staff
   * pages without a staff session, or a page whose data could not be read now: the app then loads it and
   * shows its own loading and error states). `token`: the session of a request for a staff page (its cookie);
   * the transport sends it with the page's API calls. `formAnswers`: the answers to a form the page posted
   * without JavaScript, shown by its form and handed to the app with the page's data.
   */
  return async function render({
    url,
    origin,
    token,
    formAnswers,
  }: {
    url: string;
    origin: string;
    token?: string;
    formAnswers?: PageFormAnswers;
  }): Promise<RenderResult | null> {
    const { pathname } = new URL(url, origin);
    const target = serverRenderedPage(pathname, !!token);
    if (!target) return null;
    const client: QueryClient = createQueryClient();
    const today = todayInMexicoCity();
    client.setQueryData(queryKeys.pageDay, today);
    try {
      if (target.staff) {
        if (!token || !(await prefetchStaffPage(client, target.page, token, target.params))) return null;
      } else await prefetchPage(client, target.page, target.params, today);
    } catch {
      return null;
    }
    if (formAnswers) client.setQueryData(queryKeys.formAnswers.all, formAnswers);
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);

    let head: PageHead = { title: DEFAULT_CLUB_NAME };
    const appHtml = renderToString(
      <StrictMode>
        <PageHeadContext.Provider value={(h) => (head = h)}>
          <Providers client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </PageHeadContext.Provider>
      </StrictMode>,
    );
    const siteName = client.getQueryData(siteInfoQueryOptions().queryKey)?.clubName || DEFAULT_CLUB_NAME;
    const pageIslands = islandsIn(appHtml, islands);
    const html = renderDocument(options.template, {
      appHtml,
      head,
      // a staff page is nobody's to share or index: its title only
      headTags: target.staff ? '' : headTags(head, { origin, url: pathname, siteName }),
      entryCss: inlineCss,
      pageAssets: assetsOf(target),
      appFiles: appOwnFiles,
      islands: pageIslands,
      islandImports: islandImports(islandsManifest, Object.keys(pageIslands)),
      state: dehydrate(client),
      sessionUser: target.staff ? client.getQueryData(sessionQueryOptions().queryKey)?.uid : undefined,
    });
    return { status: head.notFound ? 404 : 200, html, keptForMs: head.keptForMs };
  };
}
