// Helpers for the upload tests (not itself a test file). Real images made with sharp; real multipart bodies.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import multipartPlugin from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@salones/shared/constants';
import Fastify from 'fastify';
import sharp from 'sharp';
import type { ImageStore } from '../lib/image-store/index.ts';
import { saveUploadedImage } from '../lib/storage.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';

export type FilePart = { data: Buffer; filename: string; type: string };

/**
 * A multipart/form-data body (as a browser's FormData would send it) for `app.inject`. A list of
 * [name, value] pairs may repeat a name.
 */
export async function multipart(
  fields: Record<string, string | FilePart> | Array<[string, string | FilePart]>,
) {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export const png = async (width = 800, height = 600): Promise<FilePart> => ({
  data: await sharp({ create: { width, height, channels: 3, background: '#ff6900' } })
    .png()
    .toBuffer(),
  filename: 'foto.png',
  type: 'image/png',
});

export const jpeg = async (width = 800, height = 600, orientation?: number): Promise<FilePart> => {
  let img = sharp({ create: { width, height, channels: 3, background: '#0693e3' } }).jpeg();
  if (orientation)
    img = img.withMetadata({ orientation, exif: { IFD0: { Copyright: 'Cámara de pruebas' } } });
  return { data: await img.toBuffer(), filename: 'foto.jpg', type: 'image/jpeg' };
};

/** Random pixels do not compress: a PNG of about `megabytes` MB. */
export async function noisyPng(megabytes: number): Promise<FilePart> {
  const width = 1000;
  const height = Math.ceil((megabytes * 1024 * 1024) / (width * 3));
  const data = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { data, filename: 'grande.png', type: 'image/png' };
}

export const textAsPng = (): FilePart => ({
  data: Buffer.from('esto no es una imagen\n'.repeat(50)),
  filename: 'falsa.png',
  type: 'image/png',
});

/** Every file under DATA_DIR/uploads (relative paths). */
export async function uploadedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * The row insert is the last step of an upload: posts one image to a bare app whose insert fails, and answers
 * the status, what `stored()` listed while the insert ran, and what it lists after (disk or S3 alike).
 */
export async function uploadWhoseInsertFails(store: ImageStore, stored: () => Promise<string[]>) {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(multipartPlugin, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  let duringInsert: string[] = [];
  app.post('/upload', async (request) =>
    saveUploadedImage({
      request,
      store,
      kind: 'gallery',
      insert: async () => {
        duringInsert = await stored();
        throw new Error('insert failed');
      },
    }),
  );
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      ...(await multipart({ imagen: await png() })),
    });
    return { statusCode: res.statusCode, duringInsert, after: await stored() };
  } finally {
    await app.close();
  }
}
