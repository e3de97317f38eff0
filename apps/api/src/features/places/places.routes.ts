import type { FastifyInstance } from 'fastify';

export async function registerPlaces(_app: FastifyInstance) {}
