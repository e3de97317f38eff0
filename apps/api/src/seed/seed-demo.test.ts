// The demo pictures are encoded in a child process, so a server whose only images are the
// demo's never loads libvips (sharp), which would stay mapped, with its threads, for the life of the process.
// (test/upload.ts is not imported here: it loads sharp itself.)
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';

describe('seeding the demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
  });
  afterAll(() => t.close());

  it('stores each picture in both variants, served as WebP, without loading sharp in this process', async () => {
    const files = await readdir(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength((3 + 6) * 2);
    const { slide } = (await call(t.app, { url: '/api/slide' })).json();
    const [web, thumb] = await Promise.all(
      [slide[0].imagen, slide[0].thumb].map((url) => t.app.inject({ url })),
    );
    expect([web.headers['content-type'], thumb.headers['content-type']]).toEqual([
      'image/webp',
      'image/webp',
    ]);
    // RIFF....WEBP
    expect(web.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(thumb.rawPayload.length).toBeLessThan(web.rawPayload.length);

    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => /[\\/]sharp[\\/]/.test(file))).toEqual([]);
  });
});
