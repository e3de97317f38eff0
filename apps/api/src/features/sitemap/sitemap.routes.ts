import type { FastifyInstance } from 'fastify';

export async function registerSitemap(_app: FastifyInstance) {}
