// `npm run test:e2e [-- playwright args]`: the browser suite in E2E_SHARDS parts run at once (default 2), each
// against its own server started the README's way (`npm start`, by playwright.config.ts) on its own port, embedded
// database, mailbox and Stripe-compatible server, so no part sees another's data. A browser test spends most of
// its time waiting for pages, not computing: two parts on two cores take about half the time of one.
// The web app is built once first, and every part's server serves that build. Each part's report is
// .reports/e2e-<n>.json; its output is printed with its number. Exit code: non-zero when any part failed.
// E2E_SHARDS=1 runs the suite as one part, on port 3100 (E2E_PORT), as `playwright test` alone does. The
// WhatsApp journeys run against a server with WhatsApp on (.reports/e2e-whatsapp.json) once a part has ended.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build, staleReason } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const baseSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const args = process.argv.slice(2);

for (const target of ['api', 'web']) {
  const reason = staleReason(target);
  if (reason) {
    console.log(`building ${target}: ${reason}`);
    await build(target);
  }
}
mkdirSync(path.join(root, '.reports'), { recursive: true });

/** Runs `npx playwright test` with `env` and `playwrightArgs`, its output prefixed; resolves with its exit code. */
function runPart(prefix, env, playwrightArgs) {
  const child = spawn('npx', ['playwright', 'test', ...playwrightArgs], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, E2E_SHARED_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/**
 * Each part's share of the tests. Playwright splits them by count, in file order, and the first part holds the
 * heaviest file (the accessibility pass): with equal counts it ended 6 minutes after the second. For two parts,
 * 39:61 halves CI run 9's seconds (docs/perf/ci-time.md). E2E_SHARD_WEIGHTS='a:b:…' sets others; Playwright reads
 * them from PWTEST_SHARD_WEIGHTS, and a Playwright that did not would split by count again.
 */
const shardWeights = process.env.E2E_SHARD_WEIGHTS ?? (shards === 2 ? '39:61' : undefined);
if (shardWeights && shardWeights.split(':').length !== shards) {
  console.error(`E2E_SHARD_WEIGHTS=${shardWeights} needs ${shards} weights, one per part`);
  process.exit(2);
}

/** Part `n` of the suite (WhatsApp off). */
const runShard = (n) =>
  runPart(
    shards > 1 ? `[${n}/${shards}] ` : '',
    {
      E2E_REPORT_FILE: path.join(root, `.reports/e2e-${n}.json`),
      ...(shards > 1 && {
        ...(shardWeights && { PWTEST_SHARD_WEIGHTS: shardWeights }),
        E2E_DATA_TAG: `shard-${n}`,
        E2E_PORT: String(basePort + (n - 1) * 10),
        E2E_SMTP_PORT: String(baseSmtpPort + n - 1),
      }),
    },
    [...(shards > 1 ? [`--shard=${n}/${shards}`] : []), ...args],
  );

/**
 * The WhatsApp journeys (e2e/whatsapp/), against a server started with WhatsApp on and its Graph-compatible
 * server (E2E_WHATSAPP=1, support/whatsapp-server.ts): once one part has ended, on ports of its own. Run with the whole
 * suite, or when asked for by name.
 */
const whatsappAsked = args.length === 0 || args.some((a) => a.includes('whatsapp'));
const runWhatsApp = () =>
  runPart(
    '[whatsapp] ',
    {
      E2E_WHATSAPP: '1',
      E2E_DATA_TAG: 'whatsapp',
      E2E_PORT: String(basePort + 50),
      E2E_SMTP_PORT: String(baseSmtpPort + 20),
      E2E_REPORT_FILE: path.join(root, '.reports/e2e-whatsapp.json'),
    },
    args.length === 0 ? ['whatsapp/'] : args,
  );

// The WhatsApp part starts as soon as one part has ended, so no more than `shards` run at once (a part beside
// two others on two cores slowed all three: docs/perf/ci-time.md).
const onlyWhatsApp = args.length > 0 && args.every((a) => a.includes('whatsapp'));
const parts = onlyWhatsApp ? [] : Array.from({ length: shards }, (_, i) => runShard(i + 1));
const whatsapp = whatsappAsked
  ? (parts.length > 0 ? Promise.race(parts) : Promise.resolve()).then(runWhatsApp)
  : null;
const codes = await Promise.all(whatsapp ? [...parts, whatsapp] : parts);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
