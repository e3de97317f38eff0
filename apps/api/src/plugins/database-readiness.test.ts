import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createReadiness, registerReadinessGate } from './database-readiness.ts';

describe('the readiness gate', () => {
  it('answers 503 to every API request until the database is prepared, however its path is encoded', async () => {
    const app = Fastify();
    const readiness = createReadiness();
    registerReadinessGate(app, readiness);
    app.get('/api/site', async () => ({ ok: true }));
    app.get('/salones', async () => 'page');
    // /%61pi/site and /api/%73ite are routed to /api/site
    for (const url of ['/api/site', '/%61pi/site', '/api/%73ite']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('2');
    }
    expect((await app.inject({ url: '/salones' })).statusCode).toBe(200);
    await readiness.prepare(async () => {}, { log: app.log, retry: false });
    for (const url of ['/api/site', '/%61pi/site'])
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    await app.close();
  });
});
