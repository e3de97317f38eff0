import type { Readable } from 'node:stream';
import type { S3Settings } from '../../multi-instance-settings.ts';
import { lazyRequire } from '../lazy-require.ts';
import type { ImageStore } from './types.ts';

/** loaded only when S3_* is set */
const s3 = lazyRequire<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');

/** Public cache header of every image (keys are never reused, so the bytes never change). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const isMissing = (err: unknown) =>
  err instanceof s3().S3ServiceException &&
  (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Images as objects in an S3-compatible bucket (AWS S3, MinIO, …): every instance reads the same. */
export function createS3ImageStore(settings: S3Settings): ImageStore {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = s3();
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // a few quick tries, not minutes, when the storage is away
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? 'application/octet-stream',
          size: out.ContentLength ?? null,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
