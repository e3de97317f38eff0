import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth.routes.ts';
import { registerUserRoutes } from './users.routes.ts';

export async function registerAccounts(app: FastifyInstance) {
  registerAuthRoutes(app);
  registerUserRoutes(app);
}
