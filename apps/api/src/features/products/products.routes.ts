import type { FastifyInstance } from 'fastify';

export async function registerProducts(_app: FastifyInstance) {}
