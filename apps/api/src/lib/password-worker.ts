// The threads that hash passwords (logins never starve other routes). Each is a worker thread at
// the lowest scheduling priority, hashing synchronously on itself — not on libuv's shared pool, whose threads
// run at the event loop's priority. When the cores are busy, the operating system then runs the event loop
// first, and a login waits instead of every other request. On Linux the thread takes the SCHED_IDLE policy
// (util-linux's chrt; Node has no call for it): a request arriving then preempts the hash at once, where at
// nice 19 (the fallback) the hash may finish its time slice first.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The worker's code, evaluated as CommonJS: argon2 is required from the path the main thread resolved. */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(19); } catch {}
try {
  const tid = require('node:fs').readlinkSync('/proc/thread-self').split('/').pop();
  require('node:child_process').execFileSync('chrt', ['--idle', '-p', '0', tid], { stdio: 'ignore' });
} catch {}
const argon2 = require(workerData.argon2);
parentPort.on('message', ({ id, op, args }) => {
  try {
    const value = op === 'hash' ? argon2.hashSync(...args) : argon2.verifySync(...args);
    parentPort.postMessage({ id, value });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

/** One low-priority hashing thread; `run` sends it one job at a time (the caller limits concurrency). */
export function createHashingThread() {
  const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: { argon2 } });
  worker.unref(); // an idle hashing thread never keeps the process alive
  const pending = new Map<number, Pending>();
  let nextId = 0;
  worker.on('message', ({ id, value, error }: { id: number; value?: unknown; error?: string }) => {
    const job = pending.get(id);
    pending.delete(id);
    if (error !== undefined) job?.reject(new Error(error));
    else job?.resolve(value);
  });
  // Node 26's types give the worker's error as `unknown` (a thread may throw anything)
  worker.on('error', (thrown: unknown) => {
    const err = thrown instanceof Error ? thrown : new Error(String(thrown));
    for (const job of pending.values()) job.reject(err);
    pending.clear();
  });
  return {
    threadId: worker.threadId,
    run<T>(op: 'hash' | 'verify', args: unknown[]): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        worker.postMessage({ id, op, args });
      });
    },
  };
}
