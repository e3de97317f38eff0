// `npm start` with WhatsApp on (E2E_WHATSAPP=1, playwright.config.ts): a Graph-API-compatible server of our own
// first (apps/api/src/test/whatsapp-compatible-server.ts), then the real server pointed at it with its four
// settings. The WhatsApp journey reads those settings from WHATSAPP_FILE to sign the webhook notices Meta would send.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startWhatsAppCompatibleServer } from '../../apps/api/src/test/whatsapp-compatible-server.ts';
import { BASE_URL, WHATSAPP_FILE } from './env.ts';

const graph = await startWhatsAppCompatibleServer({ webhookTarget: `${BASE_URL}/api/whatsapp/webhook` });
mkdirSync(path.dirname(WHATSAPP_FILE), { recursive: true });
writeFileSync(
  WHATSAPP_FILE,
  JSON.stringify({ phoneNumberId: graph.phoneNumberId, appSecret: graph.appSecret, url: graph.url }),
);
const server = spawn('npm', ['start'], { stdio: 'inherit', env: { ...process.env, ...graph.env } });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await graph.close();
  process.exit(code ?? 0);
});
