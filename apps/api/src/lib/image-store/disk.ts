import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './types.ts';

/** Images as files under `<dataDir>/uploads` (one machine). */
export function createDiskImageStore(dataDir: string): ImageStore {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (key: string) => path.join(root, key);
  return {
    kind: 'disk',
    async put(key, body) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), body, { flag: 'wx' });
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
    async get(key) {
      const info = await stat(fileOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
        throw err;
      });
      if (!info?.isFile()) return null;
      return { body: createReadStream(fileOf(key)), contentType: contentTypeOf(key), size: info.size };
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return [];
          throw err;
        },
      );
      for (const entry of entries) {
        if (entry.isFile())
          yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
    close() {},
  };
}

export const contentTypeOf = (key: string) =>
  key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
