// docs/architecture.md#images and docs/architecture.md#several-instances: `app.imageStore`, the app's one
// store (lib/image-store/: DATA_DIR/uploads or an S3-compatible bucket), and the one route that serves its
// images at /uploads/<key> from either, so any instance answers for any image.
import { API_MSG } from '@salones/shared/api-messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createImageStore, IMAGE_CACHE_CONTROL, type ImageStore } from '../lib/image-store/index.ts';

/** Only keys the product writes are ever served: 'slides/<32 hex>.webp' and its '-thumb' variant. */
const SERVED_KEY = /^(slides|gallery)\/[0-9a-f]{32}(-thumb)?\.webp$/;

/**
 * GET /uploads/<key>: the image's bytes, streamed, with a one-year immutable cache; 404 JSON for an
 * unknown key; 503 + retry-after when the storage does not answer.
 */
export function registerImageRoute(app: FastifyInstance, store: ImageStore) {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!SERVED_KEY.test(key)) return reply.callNotFound();
    let image: Awaited<ReturnType<ImageStore['get']>>;
    try {
      image = await store.get(key);
    } catch (err) {
      request.log.warn({ err: (err as Error).message, key }, 'image storage unavailable');
      return reply
        .header('retry-after', '2')
        .status(503)
        .send({ ok: false, msg: API_MSG.serviceUnavailable });
    }
    if (!image) return reply.callNotFound();
    reply.header('content-type', image.contentType).header('cache-control', IMAGE_CACHE_CONTROL);
    if (image.size !== null) reply.header('content-length', image.size);
    return reply.send(image.body);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** where images live: DATA_DIR/uploads or the S3 bucket */
    imageStore: ImageStore;
  }
}

/** Decorates `app.imageStore`, chosen once at start, and closes it with the app. */
export const imageStorePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const store = createImageStore(config);
    app.decorate('imageStore', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'image-store' },
);
