import type { FastifyInstance } from 'fastify';

export async function registerContact(_app: FastifyInstance) {}
