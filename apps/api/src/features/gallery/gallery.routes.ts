import type { FastifyInstance } from 'fastify';

export async function registerGallery(_app: FastifyInstance) {}
