import type { FastifyInstance } from 'fastify';

export async function registerSlides(_app: FastifyInstance) {}
