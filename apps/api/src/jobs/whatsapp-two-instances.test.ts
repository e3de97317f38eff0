// Two instances of the app on one PostgreSQL database send a WhatsApp notice once: both queue it at the same
// moment and both run a job for it. (The embedded database belongs to one process: PostgreSQL pass only.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { whatsappMessages } from '../db/schema/index.ts';
import { migratedTestDatabase } from '../test/helper.ts';
import {
  startWhatsAppCompatibleServer,
  type WhatsAppTestServer,
} from '../test/whatsapp-compatible-server.ts';
import { e164, whatsappFamily } from '../test/whatsapp-world.ts';
import { testJobSettings } from './jobs.test-support.ts';
import { queueWhatsAppNotice } from './queue-whatsapp.ts';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('WhatsApp with two instances on one PostgreSQL', () => {
  let graph: WhatsAppTestServer;
  let database: Awaited<ReturnType<typeof migratedTestDatabase>>;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    graph = await startWhatsAppCompatibleServer();
    database = await migratedTestDatabase();
    const instance = () => {
      const config = loadConfig(
        {
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salones-wa-')),
          SEED_DEMO: 'false',
          JWT_SECRET: 'x'.repeat(48),
          ...graph.env,
        },
        { databaseUrl: database.url, logLevel: 'silent', webDistDir: null, jobs: testJobSettings() },
      );
      return buildApp(config, { logger: false });
    };
    apps = await Promise.all([instance(), instance()]);
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await database?.drop();
    await graph?.close();
  });

  it('sends each notice once when both queue it and both run its job', async () => {
    const [a, b] = apps;
    const families = await Promise.all(Array.from({ length: 4 }, () => whatsappFamily(a)));
    const notice = (userId: string) => ({
      template: 'pago_recibido' as const,
      params: ['Lupita', '$1.00', 'Efectivo', '$0.00'],
      userId,
      key: 'two-instances',
    });
    const queued = await Promise.all(
      families.flatMap((f) =>
        [a, b].map((app) => queueWhatsAppNotice({ ...app, log: app.log }, notice(f.id))),
      ),
    );
    expect(queued.filter(Boolean)).toHaveLength(families.length);
    // a second job for every message, on the other instance
    const messages = await a.db.select().from(whatsappMessages);
    await Promise.all(messages.map((m) => b.jobs.send('whatsapp-send', { messageId: m.id })));
    await expect
      .poll(
        async () =>
          (await a.db.select().from(whatsappMessages).where(eq(whatsappMessages.state, 'enviado'))).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(families.length);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const f of families) expect(graph.calls.filter((c) => c.to === e164(f.phone))).toHaveLength(1);
  });
});
