// docs/architecture.md#images: uploaded images are checked by content, stripped of metadata and stored as
// WebP variants in the image store — DATA_DIR/uploads or an S3 bucket (lib/image-store/) — and served at
// /uploads/ with a one-year immutable cache.
import { randomBytes } from 'node:crypto';
import { API_MSG } from '@salones/shared/api-messages';
import { IMAGE_FIELD, MEDIA_MSG } from '@salones/shared/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Metadata } from 'sharp';
import { AppError, badRequest, notFound } from './app-error.ts';
import type { ImageStore } from './image-store/index.ts';
import { lazyRequire } from './lazy-require.ts';

/** libvips, loaded with the first image (an idle server that stores none does not keep it) */
const sharp = lazyRequire<typeof import('sharp').default>('sharp');

export type ImageKind = 'slides' | 'gallery';

/** The two WebP variants of every stored image: web-sized, then the thumbnail (seed/demo-images.ts too). */
export const IMAGE_VARIANTS = [
  { width: 1600, quality: 80 },
  { width: 480, quality: 70 },
] as const;
/** A 5 MB PNG can still unpack to gigabytes: refuse images over 40 megapixels before decoding. */
const MAX_PIXELS = 40_000_000;
const KEY_PATTERN = /^(slides|gallery)\/[0-9a-f]{32}\.webp$/;

const tooLarge = () => new AppError(413, MEDIA_MSG.tooLarge);
const thumbKeyOf = (key: string) => key.replace(/\.webp$/, '-thumb.webp');

/** The row stores one key ('slides/<random>.webp'); both public addresses derive from it. */
export function imageUrls(key: string): { imagen: string; thumb: string } {
  return { imagen: `/uploads/${key}`, thumb: `/uploads/${thumbKeyOf(key)}` };
}

function isFileTooLarge(err: unknown): boolean {
  const e = err as { code?: unknown; statusCode?: unknown } | null;
  return e?.code === 'FST_REQ_FILE_TOO_LARGE' || (e?.statusCode === 413 && !isPartLimit(err));
}

/** More parts, files or fields than an upload may have (limits set in app.ts). */
function isPartLimit(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT';
}

/**
 * Reads an upload: exactly one file, in field `imagen`, plus at most one of each field in `fields`.
 * Anything else — a second file, another field, a malformed or cut-off body — is a 400 and
 * nothing is stored. Returns the file and the text fields.
 */
export async function readImageUpload(
  request: FastifyRequest,
  fields: readonly string[] = [],
): Promise<{ buffer: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(MEDIA_MSG.missing);
  let buffer: Buffer | null = null;
  let problem: string | null = null;
  const values: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // every file is read to the end (the next part comes only after it), within the 5 MB limit
        const content = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === IMAGE_FIELD && buffer === null) buffer = content;
        else problem ??= MEDIA_MSG.onlyOneFile;
      } else if (!fields.includes(part.fieldname) || part.fieldname in values) {
        problem ??= MEDIA_MSG.unexpectedField;
      } else {
        values[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isPartLimit(err)) throw badRequest(MEDIA_MSG.onlyOneFile);
    if (isFileTooLarge(err)) throw tooLarge();
    // A body that is not multipart as declared (no boundary, garbage, cut off): the client's fault.
    request.log.info({ err: (err as Error).message }, 'malformed multipart upload');
    throw badRequest(MEDIA_MSG.malformed);
  }
  if (!buffer || buffer.length === 0) throw badRequest(MEDIA_MSG.missing);
  if (problem) throw badRequest(problem);
  return { buffer, fields: values };
}

/** The content decides, not the file name or the declared type: jpeg or png only. */
export async function assertJpegOrPng(buffer: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp()(buffer).metadata();
  } catch {
    throw badRequest(MEDIA_MSG.wrongType);
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw badRequest(MEDIA_MSG.wrongType);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw badRequest(MEDIA_MSG.tooManyPixels);
}

/**
 * Writes the web-sized and thumbnail WebP variants (auto-rotated, no metadata) and returns the key.
 * Undecodable input is a 400; a failed write leaves no file behind.
 */
export async function storeImage(opts: {
  store: ImageStore;
  kind: ImageKind;
  input: Buffer;
}): Promise<string> {
  let web: Buffer;
  let thumb: Buffer;
  try {
    const base = sharp()(opts.input, { limitInputPixels: MAX_PIXELS }).autoOrient();
    [web, thumb] = await Promise.all(
      IMAGE_VARIANTS.map(({ width, quality }) =>
        base.clone().resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer(),
      ),
    );
  } catch {
    throw badRequest(MEDIA_MSG.wrongType);
  }
  return storeEncodedImage({ store: opts.store, kind: opts.kind, web, thumb });
}

/** Stores both variants, already encoded, under a new key and returns it; a failed write leaves neither. */
export async function storeEncodedImage(opts: {
  store: ImageStore;
  kind: ImageKind;
  web: Buffer;
  thumb: Buffer;
}): Promise<string> {
  const key = `${opts.kind}/${randomBytes(16).toString('hex')}.webp`;
  try {
    await opts.store.put(key, opts.web, 'image/webp');
    await opts.store.put(thumbKeyOf(key), opts.thumb, 'image/webp');
  } catch (err) {
    await removeImage(opts.store, key).catch(() => {});
    throw err;
  }
  return key;
}

/** Deletes both variants of a stored image; one already gone is fine. */
export async function removeImage(store: ImageStore, key: string): Promise<void> {
  if (!KEY_PATTERN.test(key)) return;
  for (const k of [key, thumbKeyOf(key)]) await store.delete(k);
}

/**
 * Deleting a slide or gallery image: both variants go first, then the caller deletes the row. If the
 * storage does not answer, this is a 503 (with retry-after) and the row stays, so the client can try again —
 * never a row gone with its images left behind, or a 500 after the row is gone.
 */
export async function removeImageBeforeRow(opts: {
  store: ImageStore;
  key: string;
  request: FastifyRequest;
  reply: FastifyReply;
}): Promise<void> {
  try {
    await removeImage(opts.store, opts.key);
  } catch (err) {
    opts.request.log.warn({ err: (err as Error).message, key: opts.key }, 'image storage unavailable');
    opts.reply.header('retry-after', '2');
    throw new AppError(503, API_MSG.serviceUnavailable);
  }
}

/**
 * Deleting an image's row (slide, gallery image): 404 when it is not there, the images first (see
 * `removeImageBeforeRow`), then the row — 404 as well if someone else deleted it meanwhile.
 */
export async function deleteImageRow<Row extends { image: string }>(opts: {
  store: ImageStore;
  request: FastifyRequest;
  reply: FastifyReply;
  find: () => Promise<Row | undefined>;
  remove: (row: Row) => Promise<Row | undefined>;
}): Promise<Row> {
  const row = await opts.find();
  if (!row) throw notFound(MEDIA_MSG.notFound);
  await removeImageBeforeRow({ store: opts.store, key: row.image, request: opts.request, reply: opts.reply });
  const deleted = await opts.remove(row);
  if (!deleted) throw notFound(MEDIA_MSG.notFound);
  return deleted;
}

/**
 * The whole upload: read, check, store the images, then `insert` the row. If the insert fails the
 * images are deleted again, so a failed upload leaves neither a row nor a file or object.
 */
export async function saveUploadedImage<T>(opts: {
  request: FastifyRequest;
  store: ImageStore;
  kind: ImageKind;
  /** text fields the form may send beside the file (e.g. the gallery's `sucursal`) */
  fields?: readonly string[];
  insert: (key: string) => Promise<T>;
}): Promise<T> {
  const { buffer } = await readImageUpload(opts.request, opts.fields);
  await assertJpegOrPng(buffer);
  let key: string;
  try {
    key = await storeImage({ store: opts.store, kind: opts.kind, input: buffer });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // the disk or the object storage refused the write: nothing was kept, the client may try again
    opts.request.log.warn({ err: (err as Error).message }, 'image storage unavailable');
    throw new AppError(503, API_MSG.serviceUnavailable);
  }
  try {
    return await opts.insert(key);
  } catch (err) {
    await removeImage(opts.store, key);
    throw err;
  }
}
