// The site's own endpoints: public settings the web app needs, liveness and readiness
// (docs/configuration.md#health-and-api-documents).
import { z } from 'zod';
import { defineRoute } from './route.ts';

export const siteRoutes = {
  /**
   * the club's name and the home page's two intro videos (configurable); `whatsapp`: the site sends WhatsApp
   * notices (the four WhatsApp settings are set), so the screens offer them; `facturas`: the site issues facturas
   * (CFDI through Facturapi: FACTURAPI_KEY is set), so the screens offer 'Solicitar factura' and staff's 'Facturas'
   */
  info: defineRoute({
    method: 'GET',
    path: '/api/site',
    response: {
      200: z.object({
        ok: z.literal(true),
        clubName: z.string(),
        introVideos: z.tuple([z.string(), z.string()]),
        whatsapp: z.boolean(),
        facturas: z.boolean(),
      }),
    },
  }),
  /** liveness: the database answers */
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    response: { 200: z.object({ ok: z.literal(true) }) },
  }),
  /** readiness: 503 + retry-after while starting, draining or a configured dependency is away */
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    response: {
      200: z.object({ ok: z.literal(true) }),
      503: z.object({ ok: z.literal(false), msg: z.string() }),
    },
  }),
};
