// Every API route declares its request and response schemas, and the OpenAPI document built
// from them is valid — so a typed client could be generated from /api/docs/json.
import { validate } from '@readme/openapi-parser';
import { authRoutes } from '@salones/shared/contract/accounts';
import { auditRoutes } from '@salones/shared/contract/audit';
import { bookingRequestRoutes } from '@salones/shared/contract/booking-requests';
import { closureRoutes } from '@salones/shared/contract/closures';
import { contactRoutes } from '@salones/shared/contract/contact';
import { eventRoutes } from '@salones/shared/contract/events';
import { facturaRoutes } from '@salones/shared/contract/facturas';
import { fiscalDataRoutes } from '@salones/shared/contract/fiscal-data';
import { footerRoutes } from '@salones/shared/contract/footer';
import { galleryRoutes } from '@salones/shared/contract/gallery';
import { invitationRoutes } from '@salones/shared/contract/invitations';
import { packageRoutes } from '@salones/shared/contract/packages';
import { paymentRoutes, termsRoutes } from '@salones/shared/contract/payments';
import { placeRoutes } from '@salones/shared/contract/places';
import { pricingRoutes } from '@salones/shared/contract/pricing';
import { productRoutes } from '@salones/shared/contract/products';
import { recursoRoutes } from '@salones/shared/contract/recursos';
import { reportRoutes } from '@salones/shared/contract/reports';
import { toFastifyPath } from '@salones/shared/contract/route';
import { salonRoutes } from '@salones/shared/contract/salones';
import { siteRoutes } from '@salones/shared/contract/site';
import { slideRoutes } from '@salones/shared/contract/slides';
import { turnoRoutes } from '@salones/shared/contract/turnos';
import { userRoutes } from '@salones/shared/contract/users';
import { whatsappRoutes } from '@salones/shared/contract/whatsapp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TAGS } from '../lib/api-tags.ts';
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

  it('registers exactly the routes of the shared contract, each once', () => {
    const contracts = [
      authRoutes,
      bookingRequestRoutes,
      closureRoutes,
      auditRoutes,
      contactRoutes,
      eventRoutes,
      footerRoutes,
      galleryRoutes,
      invitationRoutes,
      packageRoutes,
      placeRoutes,
      pricingRoutes,
      productRoutes,
      recursoRoutes,
      reportRoutes,
      salonRoutes,
      turnoRoutes,
      siteRoutes,
      slideRoutes,
      userRoutes,
      termsRoutes,
      paymentRoutes,
      whatsappRoutes,
      fiscalDataRoutes,
      facturaRoutes,
    ].flatMap((routes) => Object.values(routes).map((c) => `${c.method} ${toFastifyPath(c.path)}`));
    const registered = apiRoutes().map(({ method, route }) => `${method} ${route.url}`);
    expect(registered.sort()).toEqual(contracts.sort());
  });

  it('gives every route a response schema for its success status', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .filter(({ route }) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        // a browser form's route succeeds with its redirect (303, POST-redirect-GET)
        return !Object.keys(response).some((status) => /^(2\d\d|303)$/.test(status));
      })
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it("declares in the OpenAPI document a 2xx answer (or a form's 303) for every operation, a file in its own media type", async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> };
    const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
      ([url, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method} ${url}`, op })),
    );
    expect(operations.length).toBe(apiRoutes().length);
    const missing = operations
      .filter(({ op }) => {
        const responses = Object.entries(op.responses ?? {});
        if (responses.some(([status]) => status === '303')) return false;
        const success = responses.find(([status]) => /^2\d\d$/.test(status));
        return !success || Object.keys(success[1].content ?? {}).length === 0;
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    // the CSV reports answer text/csv, declared as such (not as JSON)
    const csv = doc.paths['/api/reportes/adeudos.csv'].get.responses['200'].content;
    expect(Object.keys(csv)).toEqual(['text/csv']);
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

  it('files every route under one of the sections the OpenAPI document declares', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const declared = (doc.tags as { name: string; description: string }[]).map((tag) => tag.name);
    expect(declared).toEqual(Object.values(API_TAGS).map((tag) => tag.name));
    const outside = apiRoutes()
      .filter(({ route }) => {
        const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
        return tags.length !== 1 || !declared.includes(tags[0]);
      })
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(outside).toEqual([]);
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
