import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { ConfigError } from './config-env.ts';

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

// The server listens at once; while the database is not ready, /api answers 503 and it keeps retrying.
const app = await buildApp(config, { waitForDatabase: false });
await app.listen({ port: config.port, host: config.host });

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
