import { PAGE_MARKS_SCRIPT } from '@salones/shared/page-marks';
import { islandOfEntry } from '../../components/island-list.ts';
import type { PageHead } from '../../components/page-meta.tsx';

/** Vite's build manifest (build.manifest): each source module → its built file, CSS and imported chunks. */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; dynamicImports?: string[] }
>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script>: '<' escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The manifest keys the entry loads for every page: itself, the app it imports dynamically (main.tsx →
 * app/boot.tsx, once the page has loaded) and the chunks those import statically.
 */
function entryChunks(manifest: ViteManifest): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (!manifest[k] || seen.has(k)) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) for (const k of [key, ...(chunk.dynamicImports ?? [])]) visit(k);
  return seen;
}

/** The CSS of every page (the entry's and the app's, see entryChunks): inlined by the server render. */
export const entryCss = (manifest: ViteManifest) => [
  ...new Set([...entryChunks(manifest)].flatMap((k) => manifest[k].css ?? [])),
];

/**
 * The app's files: its JS (app/boot.tsx and the chunks it imports, not the entry) and the CSS it loads before
 * hydrating (app/all-styles.ts). A page that starts its app at the visitor's first move prefetches them once
 * it has loaded (main.tsx), so that move waits for no download.
 */
export const appFiles = (manifest: ViteManifest) => [
  ...[...entryChunks(manifest)].filter((k) => !manifest[k].isEntry).map((k) => `/${manifest[k].file}`),
  ...cssOf(manifest[ALL_STYLES]).map((f) => `/${f}`),
];
/** A module's CSS files: its `css`, or itself when it is only CSS (then the manifest's `file` is the CSS). */
const cssOf = (chunk: ViteManifest[string] | undefined) =>
  chunk ? (chunk.css ?? (chunk.file.endsWith('.css') ? [chunk.file] : [])) : [];
const ALL_STYLES = 'src/app/all-styles.ts';

/** The built files (JS chunks and CSS) a module needs beyond what the entry already loads. */
export function moduleAssets(manifest: ViteManifest, key: string) {
  const loaded = entryChunks(manifest);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || loaded.has(k)) return;
    loaded.add(k);
    (chunk.file.endsWith('.css') ? css : js).add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** Where the islands' build (vite.islands.config.ts) writes its chunks and its manifest, in the web build. */
export const ISLANDS_DIR = 'assets/islands';
export const ISLANDS_MANIFEST = `${ISLANDS_DIR}/.vite/manifest.json`;

/**
 * Each island's chunk (`/assets/islands/add-to-cart-….js`) by its name, from the islands' manifest, whose
 * entries are components/island-list.ts's. Empty without the islands' build (the app then answers every control).
 */
export function islandChunks(manifest: ViteManifest | null): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const [key, chunk] of Object.entries(manifest ?? {})) {
    const name = chunk.isEntry ? islandOfEntry(key) : undefined;
    if (name) chunks[name] = `/${ISLANDS_DIR}/${chunk.file}`;
  }
  return chunks;
}

/**
 * The chunks the named islands' own chunks import (their shared code: Preact, the toasts…): the browser would
 * find them only once an island's chunk had arrived. Listed in the page, the entry asks for them with the
 * islands' — one round trip instead of two on a slow network (a press soon after the load waits for
 * them).
 */
export function islandImports(manifest: ViteManifest | null, names: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    for (const imported of manifest?.[key]?.imports ?? []) {
      const file = `/${ISLANDS_DIR}/${manifest![imported].file}`;
      if (files.has(file)) continue;
      files.add(file);
      visit(imported);
    }
  };
  for (const [key, chunk] of Object.entries(manifest ?? {}))
    if (chunk.isEntry && names.includes(islandOfEntry(key) ?? '')) visit(key);
  return [...files];
}

/** The chunks of the islands a page's HTML holds (components/island.tsx marks each with `data-island`). */
export const islandsIn = (appHtml: string, chunks: Record<string, string>) =>
  Object.fromEntries(Object.entries(chunks).filter(([name]) => appHtml.includes(`data-island="${name}"`)));

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** JSON-LD with every `url`/`image` that is a path on this site made absolute. */
function absoluteUrls(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absoluteUrls(v, origin));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      (k === 'url' || k === 'image') && typeof v === 'string' && v.startsWith('/')
        ? absolute(origin, v)
        : absoluteUrls(v, origin),
    ]),
  );
}

/**
 * The preload of the page's LCP image (fetchpriority=high), written first in <head> (renderDocument), so it is
 * the first request after the page itself.
 */
export function preloadImageTag(head: PageHead) {
  if (!head.preloadImage) return '';
  const { src, srcSet, sizes } = head.preloadImage;
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : ''}${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''} fetchpriority="high" />`;
}

/** The <head> tags of a rendered page: description, Open Graph, canonical address, JSON-LD. */
export function headTags(head: PageHead, opts: { origin: string; url: string; siteName: string }) {
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`);
  const pageUrl = absolute(opts.origin, opts.url);
  if (!head.notFound) tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}" />`);
  meta('property', 'og:type', 'website');
  meta('property', 'og:locale', 'es_MX');
  meta('property', 'og:site_name', opts.siteName);
  meta('property', 'og:title', head.title);
  if (head.description) meta('property', 'og:description', head.description);
  meta('property', 'og:url', pageUrl);
  if (head.image) meta('property', 'og:image', absolute(opts.origin, head.image));
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  // a data block, not a script the browser runs: no nonce needed under the CSP
  for (const item of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${scriptJson(absoluteUrls(item, opts.origin))}</script>`);
  return tags.join('\n    ');
}

/**
 * The page's HTML from Vite's index.html: the rendered app inside #root, its title and description, the LCP
 * image's preload first in <head>, the head tags, the entry's and the page's CSS inline (no render-blocking
 * request before the first paint), the page's JS chunks as a list the entry preloads when it starts the app
 * (main.tsx: no script competes with the content) with the app's own chunks and the page's islands' (app/islands.ts), and the query cache the browser hydrates from, as JSON
 * data blocks.
 */
export function renderDocument(
  template: string,
  parts: {
    appHtml: string;
    head: PageHead;
    headTags: string;
    entryCss: { href: string; text: string }[];
    pageAssets: { js: string[]; css: { href: string; text: string }[] };
    /** the app's own files (appFiles) */
    appFiles: string[];
    /** the chunks of the page's islands, by name (islandsIn) */
    islands?: Record<string, string>;
    /** the chunks those import (islandImports) */
    islandImports?: string[];
    state: unknown;
    /** a staff page: the user it was rendered for (the browser checks it is still its session's) */
    sessionUser?: string;
  },
): string {
  let html = template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(parts.head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      parts.head.description
        ? `<meta name="description" content="${escapeHtml(parts.head.description)}" />`
        : '',
    );
  if (parts.sessionUser)
    html = html.replace('<html ', () => `<html data-session-user="${escapeHtml(parts.sessionUser!)}" `);
  // the page's marks before its first paint (packages/shared/src/page-marks.ts), then the LCP image's preload
  const first = [`<script>${PAGE_MARKS_SCRIPT}</script>`, preloadImageTag(parts.head)].filter(Boolean);
  html = html.replace(/<meta charset="[^"]*"\s*\/?>/, (charset) => `${charset}\n    ${first.join('\n    ')}`);
  // the entry's stylesheet links become <style>; the app's CSS (not linked by the template) joins the page's
  const styles: string[] = [];
  for (const css of parts.entryCss) {
    const style = `<style data-entry-css="${css.href}">${css.text}</style>`;
    const link = new RegExp(
      `<link rel="stylesheet"[^>]*href="${css.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
    );
    if (link.test(html)) html = html.replace(link, () => style);
    else styles.push(style);
  }
  for (const c of parts.pageAssets.css) styles.push(`<style data-page-css="${c.href}">${c.text}</style>`);
  html = html.replace('</head>', () => `    ${[parts.headTags, ...styles].join('\n    ')}\n  </head>`);
  const chunks = {
    page: parts.pageAssets.js.map((f) => `/${f}`),
    app: parts.appFiles,
    ...(parts.islands && Object.keys(parts.islands).length > 0
      ? { islands: parts.islands, islandImports: parts.islandImports ?? [] }
      : {}),
  };
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${parts.appHtml}</div>\n    <script type="application/json" id="app-state">${scriptJson(parts.state)}</script>\n    <script type="application/json" id="page-chunks">${scriptJson(chunks)}</script>`,
  );
}
