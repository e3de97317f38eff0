import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** every route, as registered: a test checks each declares its request and response schemas */
    routeList: RouteOptions[];
  }
}

/**
 * Decorates `app.routeList`, and gives every answer its request's id in `x-request-id` (on each of its log
 * lines too, as `reqId`): registered first, so answers refused by a later hook carry it as well.
 */
export const routeListPlugin = fp(
  async (app) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.decorate('routeList', routes);
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'route-list' },
);
