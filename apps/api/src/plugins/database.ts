import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the query builder (drizzle) over PGlite or PostgreSQL */
    db: Db;
    /** which database, its migrations and start-up lock, and closing it */
    database: Database;
  }
}

/**
 * Decorates `app.db` and `app.database` and closes the database with the app. Nothing is migrated here:
 * app.ts prepares the database (migrations, demo seed) once every service is registered.
 */
export const databasePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (err) => app.log.warn({ err: err.message }, 'database connection lost'),
    });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => database.close());
  },
  { name: 'database' },
);
