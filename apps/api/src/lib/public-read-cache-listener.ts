import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PUBLIC_CONTENT_CHANNEL } from './public-read-cache.ts';

/** What a listener reports: the notifications are heard from now on / may be missed; something changed. */
export interface ListenerEvents {
  onListening(listening: boolean): void;
  onChange(table: string): void;
  onError?(err: Error): void;
}

export interface Listener {
  stop(): Promise<void>;
}

/** How often the PostgreSQL listener proves its connection alive, and how long it waits for the answer. */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const MAX_RECONNECT_WAIT_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be given back and lose it). When the connection
 * fails or ends, the cache is told at once, and a new one is made, waiting a little longer after each
 * failure. Every 15 s the LISTEN is sent again (it is idempotent, and the connection's query stays
 * 'LISTEN …'): a connection that silently stopped answering is dropped within 20 s instead of leaving
 * this instance deaf to changes.
 */
export function listenOnPostgres(connectionString: string, events: ListenerEvents): Listener {
  let client: pg.Client | null = null;
  let isStopped = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lose = (current: pg.Client, err?: Error) => {
    if (client !== current) return;
    client = null;
    clearInterval(heartbeat);
    events.onListening(false);
    if (err) events.onError?.(err);
    current.removeAllListeners('notification');
    current.end().catch(() => {});
    if (isStopped) return;
    const waitMs = Math.min(MAX_RECONNECT_WAIT_MS, 100 * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(connect, waitMs);
    reconnectTimer.unref();
  };

  const listen = (current: pg.Client) => current.query(`LISTEN ${PUBLIC_CONTENT_CHANNEL}`);

  const connect = async () => {
    if (isStopped) return;
    const current = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: 'salones public-read-cache',
    });
    client = current;
    current.on('error', (err) => lose(current, err));
    current.on('end', () => lose(current));
    current.on('notification', (message) => {
      if (message.channel === PUBLIC_CONTENT_CHANNEL) events.onChange(message.payload ?? '');
    });
    try {
      await current.connect();
      await listen(current);
    } catch (err) {
      lose(current, err as Error);
      return;
    }
    if (client !== current) return;
    failures = 0;
    events.onListening(true);
    heartbeat = setInterval(() => {
      const timeout = setTimeout(
        () => lose(current, new Error('LISTEN heartbeat: no answer')),
        HEARTBEAT_TIMEOUT_MS,
      );
      listen(current)
        .catch((err: Error) => lose(current, err))
        .finally(() => clearTimeout(timeout));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  void connect();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      events.onListening(false);
      await current?.end().catch(() => {});
    },
  };
}

/**
 * The embedded database is in this process and its connection cannot be lost: LISTEN once. PGlite hands
 * a notification over when the statement that committed it has run.
 */
export async function listenOnPglite(client: PGlite, events: ListenerEvents): Promise<Listener> {
  const unlisten = await client.listen(PUBLIC_CONTENT_CHANNEL, (payload) => events.onChange(payload));
  events.onListening(true);
  return {
    async stop() {
      events.onListening(false);
      if (!client.closed) await unlisten().catch(() => {});
    },
  };
}
