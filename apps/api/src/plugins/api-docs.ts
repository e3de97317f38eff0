import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TAGS } from '../lib/api-tags.ts';

/** The OpenAPI document of every route registered after it, and its page at /api/docs. */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: `${app.config.clubName} API`, version: '1.0.0' },
        tags: Object.values(API_TAGS),
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'api-docs', dependencies: ['config'] },
);
