import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

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
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error(err);
        process.exit(1);
      },
    );
  });
}
