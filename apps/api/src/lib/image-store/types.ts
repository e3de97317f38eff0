import type { Readable } from 'node:stream';

/**
 * Where uploaded images live (docs/architecture.md#images, docs/architecture.md#several-instances): files
 * under DATA_DIR/uploads by default, or an S3-compatible bucket (S3_*) so that every instance sees every
 * image. Chosen once at start. Keys look like 'slides/<random>.webp' and are checked by the caller
 * (lib/storage.ts).
 */
export interface ImageStore {
  readonly kind: 'disk' | 's3';
  /** writes a new object; a key is never reused */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** removes the object; one already gone is fine */
  delete(key: string): Promise<void>;
  /** the object's bytes as a stream, or null when there is none */
  get(key: string): Promise<StoredImage | null>;
  /** every key held, in no particular order (backups: ops/backup.ts) */
  list(): AsyncIterable<string>;
  /** whether the store answers (readiness) */
  check(): Promise<void>;
  close(): void;
}

export interface StoredImage {
  body: Readable;
  contentType: string;
  size: number | null;
}
