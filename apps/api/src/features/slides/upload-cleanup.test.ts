import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipartPlugin from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@salones/shared/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskImageStore } from '../../lib/image-store/disk.ts';
import { saveUploadedImage } from '../../lib/storage.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { multipart, png, uploadedFiles } from '../../test/upload.ts';

// The row insert is the last step of an upload; when it fails, the files already written must go.
describe('an upload whose row cannot be stored', () => {
  let app: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salones-upload-'));
  const written: string[][] = [];

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await app.register(multipartPlugin, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    app.post('/upload', async (request) =>
      saveUploadedImage({
        request,
        store: createDiskImageStore(dataDir),
        kind: 'gallery',
        insert: async () => {
          written.push(await uploadedFiles(dataDir));
          throw new Error('insert failed');
        },
      }),
    );
  });
  afterAll(() => app.close());

  it('answers 500 and removes both files it had written', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      ...(await multipart({ imagen: await png() })),
    });
    expect(res.statusCode).toBe(500);
    expect(written[0]).toHaveLength(2);
    expect(await uploadedFiles(dataDir)).toEqual([]);
  });
});
