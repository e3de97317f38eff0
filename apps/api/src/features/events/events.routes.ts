import type { FastifyInstance } from 'fastify';

export async function registerEvents(_app: FastifyInstance) {}
