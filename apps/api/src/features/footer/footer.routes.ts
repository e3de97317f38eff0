import type { FastifyInstance } from 'fastify';

export async function registerFooter(_app: FastifyInstance) {}
