// docs/architecture.md#images and docs/architecture.md#several-instances: one interface for where images
// live, chosen once at start — DATA_DIR/uploads, or an S3-compatible bucket when S3_* is set. The app's store
// is `app.imageStore` (plugins/image-store.ts, which also serves the images at /uploads/<key> from either, so
// any instance answers for any image).
import type { Config } from '../../config.ts';
import { createDiskImageStore } from './disk.ts';
import { createS3ImageStore } from './s3.ts';
import type { ImageStore } from './types.ts';

export { IMAGE_CACHE_CONTROL } from './s3.ts';
export type { ImageStore, StoredImage } from './types.ts';

export function createImageStore(config: Pick<Config, 's3' | 'dataDir'>): ImageStore {
  return config.s3 ? createS3ImageStore(config.s3) : createDiskImageStore(config.dataDir);
}
