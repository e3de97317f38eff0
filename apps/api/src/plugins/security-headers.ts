import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_MARKS_SCRIPT } from '@salones/shared/page-marks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath, routedPath } from '../lib/routed-path.ts';

/**
 * The headers helmet would set with `options`, worked out once. (@fastify/helmet builds helmet's
 * middleware — parsing the CSP directives — again for every request: ~8 % of the CPU of a small answer.)
 */
export function securityHeadersFor(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

/**
 * What an API answer (JSON, never rendered as a page) needs, after OWASP's REST Security Cheat Sheet:
 * nothing may load from it or frame it, no MIME sniffing, HTTPS only, no referrer, same-origin reads. The
 * page-only headers (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection, the page's CSP) are not sent: half the headers on
 * the busiest answers.
 */
export function apiHeadersFrom(
  pageHeaders: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const kept = ['strict-transport-security', 'referrer-policy', 'cross-origin-resource-policy'];
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...Object.fromEntries(
      kept.filter((name) => name in pageHeaders).map((name) => [name, pageHeaders[name]]),
    ),
  });
}

/** The API's own answers: /api/*, except the OpenAPI viewer's pages and assets under /api/docs. */
export const isApiAnswer = (url: string) => isApiPath(url) && !routedPath(url).startsWith('/api/docs');

/**
 * Every answer (pages, assets, errors) carries the security headers
 * (docs/architecture.md#decisions-on-the-open-points: CSP etc.); API answers the smaller set that fits JSON
 * (apiHeadersFrom).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const pageHeaders = securityHeadersFor(options);
  const apiHeaders = apiHeadersFrom(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}

/** The one inline script of a page (it marks <html> before the first paint), allowed by its hash. */
const PAGE_MARKS_HASH = `'sha256-${createHash('sha256').update(PAGE_MARKS_SCRIPT).digest('base64')}'`;

/**
 * The site's policy: its own scripts only (and the page marks' inline script); images from anywhere over https;
 * videos and maps embedded.
 */
const SITE_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", PAGE_MARKS_HASH],
      frameSrc: [
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://www.google.com',
        'https://maps.google.com',
      ],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The site's security headers on every answer. */
export const securityHeadersPlugin = fp(async (app) => registerSecurityHeaders(app, SITE_HEADERS), {
  name: 'security-headers',
});
