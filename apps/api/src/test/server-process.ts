// The built server (dist/server.js) as real processes, for the tests that need more than app.inject:
// build the bundle into a folder of its own, start it, wait for /api/ready, stop it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../paths.ts';

export const TEST_JWT_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * Bundles the API like `npm run build`, but into a temporary folder one level below apps/api (as dist/
 * is), so a running `npm start` is untouched. `remove()` deletes it.
 */
export async function buildTestBundle(): Promise<{ bundle: string; remove(): void }> {
  const outDir = mkdtempSync(path.join(API_ROOT, '.test-build-'));
  const bundle = path.join(outDir, 'server.js');
  // @ts-expect-error: a plain .mjs build script without type declarations
  const { buildApi } = await import('../../scripts/build.mjs');
  await buildApi(bundle);
  return { bundle, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  child: ChildProcess;
  /** the port it listens on, once it says so in its log */
  port: Promise<number>;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts `node <bundle>` with a minimal environment plus `env` (PORT 0 unless given: any free port). */
export function startServer(bundle: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST_DIR: path.join(tmpdir(), 'salones-no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited before listening:\n${out}`)));
  });
  port.catch(() => {}); // a test that never asks for the port is not an unhandled rejection
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, exited, output: () => out };
}

/** Waits until GET /api/ready answers 200; returns its body. */
export async function waitReady(server: ServerProcess, ms = 45_000) {
  const port = await server.port;
  const until = Date.now() + ms;
  let last = '';
  while (Date.now() < until) {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    if (res?.status === 200) return res.json();
    last = res ? `${res.status} ${await res.text()}` : 'no answer';
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready after ${ms} ms (${last}):\n${server.output()}`);
}

/** SIGTERM, then SIGKILL after 15 s; the exit code (or 'timeout'). */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000).unref());
  const code = await Promise.race([server.exited, timeout]);
  if (code === 'timeout') server.child.kill('SIGKILL');
  return code;
}
