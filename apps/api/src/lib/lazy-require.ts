// Packages only some instances or some requests use (the S3 client, Redis, the PDF library,
// the SMTP client) are loaded on first use, not at start, so an idle embedded-database server does not
// keep their code and state in memory.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The package `id`, required the first time the returned function is called (synchronously, so callers keep
 * their signatures). Type it with `typeof import('<id>')`: a type-only import is not loaded at start.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(id) as T;
    return loaded;
  };
}
