// Fetches files into the HTTP cache (a dedicated worker shares its page's cache) without running them: off the
// page's main thread, where each fetch and each piece of its answer is a task a phone pays for while the visitor
// reads the page. Says which files are in (or failed), a batch at a time, and closes once all are (app/fetch-in-a-worker.ts).
import type { WorkerFetch } from './fetch-in-a-worker.ts';

/** How many files are fetched at once: a few, so the page's own requests keep the bandwidth. */
const BATCH = 6;

self.onmessage = async (event: MessageEvent<WorkerFetch>) => {
  const { files, priority } = event.data;
  for (let i = 0; i < files.length; i += BATCH) {
    const batch = files.slice(i, i + BATCH);
    // offline or going away: the page fetches them itself when it runs them
    await Promise.allSettled(
      batch.map(async (href) => {
        const response = await fetch(href, { priority, credentials: 'same-origin' } as RequestInit);
        await response.blob(); // read to the end, so the cache keeps it
      }),
    );
    // one message a batch: each is a task on the page's main thread
    self.postMessage(batch);
  }
  self.close();
};
