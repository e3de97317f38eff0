import { createHash } from 'node:crypto';
import { PAGE_MARKS_SCRIPT } from '@salones/shared/page-marks';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  apiHeadersFrom,
  registerSecurityHeaders,
  securityHeadersFor,
  securityHeadersPlugin,
} from './security-headers.ts';

describe('security headers', () => {
  const options = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
  };

  it("are helmet's headers for the options, worked out once", () => {
    const headers = securityHeadersFor(options);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it("let a page run its own files and the page marks' inline script, by its hash, and no other", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin);
    app.get('/carrito', async () => 'página');
    const policy = (await app.inject({ url: '/carrito' })).headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(PAGE_MARKS_SCRIPT).digest('base64');
    expect(policy.split(';').find((d) => d.startsWith('script-src'))).toBe(
      `script-src 'self' 'sha256-${hash}'`,
    );
  });

  it('go on every page answer: a route, an error and a not-found', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    const expected = securityHeadersFor(options);
    for (const url of ['/ok', '/fails', '/nothing-here']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();
  });
  it('are the API set on every API answer (a route, an error, a not-found) and the page set under /api/docs', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/api/ok', async () => ({ ok: true }));
    app.get('/api/fails', async () => {
      throw new Error('boom');
    });
    app.get('/api/docs/page', async () => 'docs');
    const page = securityHeadersFor(options);
    const api = apiHeadersFrom(page);
    expect(api).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': page['strict-transport-security'],
      'referrer-policy': page['referrer-policy'],
      'cross-origin-resource-policy': page['cross-origin-resource-policy'],
    });
    const pageOnly = Object.keys(page).filter((name) => !(name in api));
    expect(pageOnly).toEqual(
      expect.arrayContaining([
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]),
    );
    // /%61pi/ok is routed to /api/ok: it is an API answer too
    for (const url of ['/api/ok', '/%61pi/ok', '/api/fails', '/api/nothing-here']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(api))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      for (const name of pageOnly) expect(res.headers, `${url} ${name}`).not.toHaveProperty(name);
    }
    for (const url of ['/api/docs/page', '/%61pi/docs/page']) {
      const docs = await app.inject({ url });
      expect(docs.statusCode).toBe(200);
      for (const [name, value] of Object.entries(page))
        expect(docs.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();
  });
});
