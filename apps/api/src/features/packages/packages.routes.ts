import type { FastifyInstance } from 'fastify';

export async function registerPackages(_app: FastifyInstance) {}
