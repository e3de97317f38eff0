// Helpers shared by the bench scripts (scripts/bench*.mts): figures, data, and servers started as
// `npm start` starts them.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The Chromium the bench drives (Debian's by default). */
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile throttling (simulated slow 4G, 4× CPU), for the parts that apply it for real */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Spanish names with accents and ñ, for the accent-insensitive user search ('maria nunez' → 'María Núñez').
 */
export const FIRST_NAMES = [
  'María',
  'José',
  'Ángel',
  'Sofía',
  'Iñaki',
  'Andrés',
  'Lucía',
  'Raúl',
  'Mónica',
  'Jesús',
];
export const LAST_NAMES = [
  'Núñez',
  'Pérez',
  'Gómez',
  'Ibáñez',
  'Martínez',
  'López',
  'Muñoz',
  'Álvarez',
  'Jiménez',
  'Peña',
];

/**
 * A server process (`command`: the program and its arguments) on 127.0.0.1:`port`, with MALLOC_ARENA_MAX and
 * NODE_OPTIONS as `npm start` sets them (fewer glibc arenas: sharp's and argon2's threads fragment less; Node
 * 20's 16 MB young generation, docs/architecture.md#the-embedded-database) and `env` on top of
 * this process's environment (an undefined value removes the variable). Resolves once `readyPath` answers.
 * `cwd`: the checkout it runs in (another build's, for a reference); this one's by default.
 */
export async function startServer(
  command: string[],
  {
    port,
    env,
    readyPath,
    cwd,
  }: { port: number; env: Record<string, string | undefined>; readyPath: string; cwd?: string },
): Promise<{ base: string; child: ChildProcess }> {
  const merged = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    MALLOC_ARENA_MAX: '2',
    NODE_OPTIONS: '--max-semi-space-size=16',
    ...env,
  };
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    const ok = await fetch(base + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server on ${port} did not become ready`);
}

/** Stops a server of startServer and waits for it to exit. */
export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * Whether the module at `moduleUrl` (its import.meta.url) is the script being run: `tsx scripts/bench-x.mts`.
 */
export const isMain = (moduleUrl: string) =>
  process.argv[1] !== undefined && pathToFileURL(path.resolve(process.argv[1])).href === moduleUrl;

/** Run by itself, a bench section reports alone and exits 1 when it missed a target. */
export async function runAlone(moduleUrl: string, section: () => Promise<number>) {
  if (!isMain(moduleUrl)) return;
  const missed = await section();
  if (missed) console.log(`${missed} target(s) missed`);
  process.exit(missed ? 1 : 0);
}
