import type { FastifyInstance } from 'fastify';
import { registerEventReadRoutes } from './event-read.routes.ts';
import { registerEventWriteRoutes } from './event-write.routes.ts';

/** docs/product.md#events: /api/event/… (reads and writes kept in two files). */
export async function registerEvents(app: FastifyInstance) {
  registerEventReadRoutes(app);
  registerEventWriteRoutes(app);
}
