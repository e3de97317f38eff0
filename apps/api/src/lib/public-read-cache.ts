import { LRUCache } from 'lru-cache';

/** The channel the triggers of migration 0010 notify on every change of the public content's tables. */
export const PUBLIC_CONTENT_CHANNEL = 'public_content';

/** A public read's answer as it was sent: the serialized JSON body, its ETag, and its compressed forms. */
export interface CachedAnswer {
  body: string;
  etag: string;
  /** the body as the compression plugin encoded it, kept once it was sent that way */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

/**
 * Answers of the public reads, by URL, kept while nothing they are made from changed.
 *
 * It only works while this instance hears the database's change notifications (`setListening(true)`):
 * until then, and from the moment the connection is lost, nothing is served from it or stored in it.
 * Every change, and every gain or loss of the connection, empties it and starts a new generation; a
 * read stores its answer only if the generation it started in is still the current one, so an answer
 * read before a change can never be stored after that change's notification emptied the cache.
 */
export function createPublicReadCache(opts: { maxEntries: number; maxChars: number }) {
  // bounded in count and in size (server-rendered pages are kept here too: lib/page-cache.ts)
  const answers = new LRUCache<string, CachedAnswer>({
    max: opts.maxEntries,
    maxSize: opts.maxChars,
    sizeCalculation: (answer) => answer.body.length + 1,
  });
  let generation = 0;
  let isListening = false;

  const clear = () => {
    generation += 1;
    answers.clear();
  };

  return {
    get isListening() {
      return isListening;
    },
    get size() {
      return answers.size;
    },
    /** The stored answer of `url`, if the cache is in use. */
    get(url: string): CachedAnswer | undefined {
      return isListening ? answers.get(url) : undefined;
    },
    /** Taken before a read starts: the generation it belongs to, or null when it may not be stored. */
    ticket(): number | null {
      return isListening ? generation : null;
    },
    /**
     * Stores a read's answer, unless something changed (or the connection came or went) since its ticket;
     * `keptForMs`: for an answer made of what changes without a notification, the longest it is kept.
     */
    store(url: string, ticket: number | null, answer: CachedAnswer, keptForMs?: number) {
      if (ticket === null || ticket !== generation || !isListening) return;
      answers.set(url, answer, keptForMs ? { ttl: keptForMs } : undefined);
    },
    /** Something the answers are made from changed (a notification, or a write answered here). */
    clear,
    /** The change notifications are heard (true) or may be missed (false): either way, start empty. */
    setListening(listening: boolean) {
      isListening = listening;
      clear();
    },
  };
}

export type PublicReadCache = ReturnType<typeof createPublicReadCache>;
