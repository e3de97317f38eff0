// Fetches the app's files into the HTTP cache (a dedicated worker shares its page's cache) without running
// them: off the page's main thread, where each fetch and each piece of its answer is a task a phone pays
// for while the visitor reads the page.

/** How many files are fetched at once: a few, so the page's own requests keep the bandwidth. */
const BATCH = 6;

self.onmessage = async (event: MessageEvent<string[]>) => {
  const files = event.data;
  for (let i = 0; i < files.length; i += BATCH) {
    try {
      await Promise.all(
        files.slice(i, i + BATCH).map(async (href) => {
          const response = await fetch(href, { priority: 'low', credentials: 'same-origin' } as RequestInit);
          await response.blob(); // read to the end, so the cache keeps it
        }),
      );
    } catch {
      break; // offline or going away: the app fetches them itself when it starts
    }
  }
  self.close();
};
