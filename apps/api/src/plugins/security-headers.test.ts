import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeadersFor } from './security-headers.ts';

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

  it('go on every answer: a route, an error and a not-found', async () => {
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
});
