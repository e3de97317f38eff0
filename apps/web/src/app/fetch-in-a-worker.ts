// Files fetched into the HTTP cache by a dedicated worker (app/prefetch-worker.ts), not run: the page's islands'
// files after the load, the app's at the visitor's first sign. A request and each piece of its answer are tasks
// on the thread that made it; in a worker a phone's main thread pays for none of them.

/** What the worker is asked: the files, and their priority against the page's own requests. */
export interface WorkerFetch {
  files: string[];
  priority: 'low' | 'auto';
}

/**
 * Fetches `files` in a worker: resolves for each once it is in the cache or could not be fetched (never
 * rejects). Null where no worker can start (a policy refusing it): the caller fetches them itself.
 */
export function fetchInAWorker(
  files: string[],
  priority: WorkerFetch['priority'],
): Map<string, Promise<void>> | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./prefetch-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  const done = new Map<string, () => void>();
  const fetched = new Map(
    files.map((href) => [href, new Promise<void>((resolve) => done.set(href, resolve))]),
  );
  const finish = (href: string) => done.get(href)?.();
  worker.onmessage = (event: MessageEvent<string[]>) => {
    for (const href of event.data) finish(href);
  };
  // the worker could not start or run: nothing of it is awaited
  worker.onerror = () => {
    for (const href of files) finish(href);
  };
  worker.postMessage({ files, priority } satisfies WorkerFetch);
  return fetched;
}
