import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

// Stack traces of the bundled server (dist/server.js) point at the TypeScript sources.
process.setSourceMapsEnabled(true);

const int = (v: string | undefined, fallback: number) =>
  v && Number.isFinite(Number(v)) ? Number(v) : fallback;
/** SIGTERM: how long to keep serving while /api/ready says 503, so load balancers stop sending work */
const DRAIN_DELAY_MS = int(process.env.SHUTDOWN_DELAY_MS, 0);
/** then at most this long for requests in flight to finish before the process exits anyway */
const SHUTDOWN_TIMEOUT_MS = int(process.env.SHUTDOWN_TIMEOUT_MS, 10_000);

const config = loadConfig();
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
