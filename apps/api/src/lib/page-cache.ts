// Server-rendered pages kept, compressed, while nothing they show changes (a page answered at once
// is a page painted sooner). They live in the public read cache (plugins/public-read-cache.ts): the pages are
// made of the same public reads, so the same change notifications and content writes empty them, and
// nothing is kept while this instance may miss a notification.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { CachedAnswer, PublicReadCache } from './public-read-cache.ts';
import type { PageRenderer } from './server-render.ts';

export type Encoding = 'br' | 'gzip';

/** A page ready to send: its status and its body in the encoding asked for. */
export interface PageToSend {
  status: number;
  body: Buffer | string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const brotliAt = (html: Buffer, quality: number) =>
  brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

/** A page compressed for one visitor (a staff page: never kept), at brotli's quick level. */
export async function encodeOnce(html: string, encoding: Encoding | null | undefined) {
  if (!encoding) return html;
  const body = Buffer.from(html);
  return encoding === 'gzip' ? gzip(body, { level: 9 }) : brotliAt(body, 5);
}

/**
 * `render`, with each 200 page kept under `page:<url>` in `cache` (no longer than the page's `keptForMs`, when it
 * says one: a branch page shows a month's availability), its compressed bodies in the kept answer
 * (`encoded`, as the public reads keep theirs). A page sent for the first time is compressed quickly
 * (brotli 5); a kept one is compressed once more at brotli's best (11: ~0.2 s of a background thread for a
 * 150 KB page, ~20 % smaller), which later visitors get.
 */
export function cachedPages(cache: PublicReadCache, render: PageRenderer) {
  const bodyOf = async (key: string, page: CachedAnswer, encoding: Encoding | null | undefined) => {
    if (!encoding) return page.body;
    const kept = page.encoded?.[encoding];
    if (kept) return kept;
    const html = Buffer.from(page.body);
    if (encoding === 'gzip') {
      const body = await gzip(html, { level: 9 });
      page.encoded = { ...page.encoded, gzip: body };
      return body;
    }
    if (cache.get(key) === page)
      void brotliAt(html, 11).then((br) => {
        page.encoded = { ...page.encoded, br };
      });
    return brotliAt(html, 5);
  };

  /** The page at the request's URL, or null when the browser renders it (render's null). */
  return async (
    request: FastifyRequest,
    encoding: Encoding | null | undefined,
  ): Promise<PageToSend | null> => {
    const key = `page:${request.url}`;
    let page = cache.get(key);
    if (!page) {
      const ticket = cache.ticket();
      const rendered = await render(request);
      if (!rendered) return null;
      // pages go out with no ETag (cache-control: no-cache, rendered from the cache on each visit)
      page = { body: rendered.html, etag: '' };
      // a not-found page is not kept: any URL makes one
      if (rendered.status !== 200)
        return { status: rendered.status, body: await bodyOf(key, page, encoding) };
      cache.store(key, ticket, page, rendered.keptForMs);
    }
    return { status: 200, body: await bodyOf(key, page, encoding) };
  };
}
