import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * JSON and HTML answers over 1 KB compressed (brotli quality 4 or gzip, as the client accepts); built assets
 * are already compressed at build time and served as they are (web-app.ts). Registered before the routes.
 */
export const compressionPlugin = fp(
  async (app) => {
    // A GET or HEAD request's body is never read (Fastify parses none), so those routes get no request
    // decompression hook from the compression plugin (one hook less on each read).
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (methods.every((m) => m === 'GET' || m === 'HEAD')) route.decompress ??= false;
    });
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
