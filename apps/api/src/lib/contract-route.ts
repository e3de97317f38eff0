// Registers a route from its contract in packages/shared/src/contract/, so its method, path and
// schemas are declared once and the handler's request and reply types come from them.
import { type RouteContract, toFastifyPath } from '@salones/shared/contract/route';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type Part<C, K extends string> = C extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of a contract (querystring is the contract's `query`). */
export type ContractSchema<C extends RouteContract> = {
  params: Part<C, 'params'>;
  querystring: Part<C, 'query'>;
  body: Part<C, 'body'>;
  response: C['response'];
};

export type ContractHandler<C extends RouteContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<C>,
  ZodTypeProvider
>;

type Hook = (request: FastifyRequest) => Promise<void>;

export function routeFrom<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  opts: {
    handler: ContractHandler<C>;
    tags?: string[];
    onRequest?: Hook;
    preHandler?: Hook;
    config?: Record<string, unknown>;
    /** false: @fastify/compress adds no hooks to this route (for answers always under its 1 KB threshold) */
    compress?: false;
  },
) {
  const { method, path, params, query, body, consumes, produces, response } = contract;
  // only the parts the contract declares, so the OpenAPI document is the same as a hand-written route's
  const schema = Object.fromEntries(
    Object.entries({
      tags: opts.tags,
      params,
      querystring: query,
      body,
      consumes,
      produces,
      response,
    }).filter(([, value]) => value !== undefined),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url: toFastifyPath(path),
    schema,
    ...(opts.onRequest && { onRequest: opts.onRequest }),
    ...(opts.preHandler && { preHandler: opts.preHandler }),
    ...(opts.config && { config: opts.config }),
    ...(opts.compress === false && { compress: false as const }),
    handler: opts.handler as RouteHandlerMethod,
  });
}
