import type { FastifyInstance } from 'fastify';

export async function registerAccounts(_app: FastifyInstance) {}
