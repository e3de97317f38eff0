// Issue #22: /api/terminos — the contract's terms (versions) and their acceptance.

import { termsRoutes } from '@salones/shared/contract/payments';
import { PAYMENT_MSG } from '@salones/shared/payments';
import { mayPayOnline, mayPublishTerms } from '@salones/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { tagsOf } from '../../lib/api-tags.ts';
import { routeFrom } from '../../lib/contract-route.ts';
import { acceptTerms, getTerms, publishTerms } from './terms.ts';

const tags = tagsOf('payments');

export async function registerTerms(app: FastifyInstance) {
  const { db, config } = app;

  routeFrom(app, termsRoutes.current, {
    tags,
    handler: async () => ({ ok: true as const, terminos: await getTerms(db) }),
  });

  routeFrom(app, termsRoutes.version, {
    tags,
    handler: async (request) => ({ ok: true as const, terminos: await getTerms(db, request.params.version) }),
  });

  routeFrom(app, termsRoutes.publish, {
    tags,
    onRequest: app.allow(mayPublishTerms),
    handler: async (request) => {
      const out = await publishTerms(db, request.body.texto, request.currentUser!);
      return { ok: true as const, ...out, msg: out.nueva ? PAYMENT_MSG.published : PAYMENT_MSG.unchanged };
    },
  });

  routeFrom(app, termsRoutes.accept, {
    tags,
    onRequest: app.allow(mayPayOnline),
    handler: async (request, reply) => {
      const aceptacion = await acceptTerms(db, {
        ...request.body,
        currentUser: request.currentUser!,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now: config.now(),
      });
      return reply.status(201).send({ ok: true, aceptacion });
    },
  });
}
