import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { ConfigError } from './config-env.ts';
import type { GeneratedLogin } from './seed/prepare-database.ts';
import { startBanner } from './start-banner.ts';

// Stack traces of the bundled server (dist/server.js) point at the TypeScript sources.
process.setSourceMapsEnabled(true);

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // a bad setting: say which and why, and do not start
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
/** SIGTERM: how long to keep serving while /api/ready says 503, so load balancers stop sending work */
const DRAIN_DELAY_MS = config.shutdown.delayMs;
/** then at most this long for requests in flight to finish before the process exits anyway */
const SHUTDOWN_TIMEOUT_MS = config.shutdown.timeoutMs;

/**
 * On a terminal, log lines are made readable by pino-pretty (loaded only then); anywhere else (a service, a
 * pipe, a file) they stay one JSON object a line.
 */
async function terminalLogStream(): Promise<NodeJS.WritableStream | undefined> {
  if (!process.stdout.isTTY) return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  } catch {
    return undefined; // not installed (npm install --omit=dev): JSON
  }
}
const logStream = await terminalLogStream();

let announcePrepared: (login: GeneratedLogin | null) => void = () => {};
const prepared = new Promise<GeneratedLogin | null>((resolve) => {
  announcePrepared = resolve;
});
// The server listens at once; while the database is not ready, /api answers 503 and it keeps retrying.
const app = await buildApp(config, { waitForDatabase: false, logStream, onPrepared: announcePrepared });
const url = await app.listen({ port: config.port, host: config.host });

// Once the database is ready: on a terminal, a banner with the address, the first login and where mail goes;
// elsewhere the same as log lines.
void prepared.then((generatedLogin) => {
  if (logStream) {
    const publicUrl = config.publicUrl !== url ? config.publicUrl : null;
    const banner = startBanner({
      clubName: config.clubName,
      url,
      publicUrl,
      generatedLogin,
      adminEmail: config.admin?.email ?? null,
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
    });
    process.stdout.write(`\n${banner.join('\n')}\n\n`);
    return;
  }
  if (generatedLogin) {
    app.log.warn(
      `super_admin created — e-mail: ${generatedLogin.email}  password: ${generatedLogin.password}  (set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own)`,
    );
  }
  app.log.info({ url, publicUrl: config.publicUrl }, 'ready');
});

// A promise rejected where nobody awaited it is a bug to log, not a reason to stop serving everyone.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainDelayMs: DRAIN_DELAY_MS }, 'shutting down');
    // Not ready any more (GET /api/ready → 503) while still serving; then app.close() stops accepting,
    // answers requests in flight, and its onClose hooks close the database pool.
    app.startDraining();
    const deadline = setTimeout(() => {
      app.log.error(`requests still in flight after ${SHUTDOWN_TIMEOUT_MS} ms; exiting anyway`);
      process.exit(1);
    }, DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    new Promise((resolve) => setTimeout(resolve, DRAIN_DELAY_MS))
      .then(() => app.close())
      .then(
        () => {
          app.log.info('shut down cleanly');
          process.exit(0);
        },
        (err) => {
          app.log.error(err);
          process.exit(1);
        },
      );
  });
}
