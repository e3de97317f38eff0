// Issue #9.2: every API route declares its request and response schemas, and the OpenAPI document built
// from them is valid — so a typed client could be generated from /api/docs/json.
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

describe('API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeList
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, route: r })),
      );

  it('gives every route a response schema for its success status', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .filter(({ route }) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        return !Object.keys(response).some((status) => /^2\d\d$/.test(status));
      })
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('gives every route with path parameters a params schema, and every JSON write a body schema', () => {
    const missing: string[] = [];
    for (const { method, route } of apiRoutes()) {
      const schema = route.schema ?? {};
      if (route.url.includes(':') && !schema.params) missing.push(`${method} ${route.url} params`);
      const isMultipart = (schema as { consumes?: string[] }).consumes?.includes('multipart/form-data');
      if ((method === 'POST' || method === 'PUT') && !schema.body && !isMultipart)
        missing.push(`${method} ${route.url} body`);
    }
    expect(missing).toEqual([]);
  });

  it('hides no route from the OpenAPI document, and the document validates', async () => {
    const hidden = apiRoutes()
      .filter(({ route }) => (route.schema as { hide?: boolean } | undefined)?.hide)
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(hidden).toEqual([]);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const result = await validate(doc);
    expect(result.valid ? [] : result.errors).toEqual([]);
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/event/{id}');
    expect(doc.paths['/api/event'].post.responses['201'].content['application/json'].schema).toBeDefined();
  });
});
