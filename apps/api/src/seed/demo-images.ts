import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { IMAGE_VARIANTS } from '../lib/storage.ts';

// Runs in the child process: reads the pictures (SVG text, a JSON array) on stdin and writes each one's
// variants, WebP as base64, on stdout (a JSON array of arrays, in IMAGE_VARIANTS' order).
const ENCODE_IMAGES = `
const w = JSON.parse(process.env.SALONES_DEMO_IMAGES);
const sharp = require(w.sharp);
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  try {
    const out = [];
    for (const svg of JSON.parse(input)) {
      const variants = [];
      for (const v of w.variants) {
        const webp = await sharp(Buffer.from(svg))
          .resize({ width: v.width, withoutEnlargement: true })
          .webp({ quality: v.quality, effort: w.effort })
          .toBuffer();
        variants.push(webp.toString('base64'));
      }
      out.push(variants);
    }
    process.stdout.write(JSON.stringify(out));
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
});`;

/**
 * The demo pictures as WebP variants, encoded by sharp in a child process. libvips loaded in the server
 * would stay mapped, with its threads and the memory glibc gave them, for the life of the process: ~30 MB
 * of a first start's idle RSS, for work done once. A server that has stored no image keeps
 * no libvips.
 */
export async function encodeDemoImages(svgs: string[]): Promise<{ web: Buffer; thumb: Buffer }[]> {
  const settings = {
    sharp: createRequire(import.meta.url).resolve('sharp'),
    variants: IMAGE_VARIANTS,
    // the demo trades a few bytes for speed (uploads use sharp's default, 4)
    effort: 0,
  };
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', ENCODE_IMAGES], {
      env: { ...process.env, SALONES_DEMO_IMAGES: JSON.stringify(settings) },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`encoding the demo images failed (${code})`)),
    );
    // a child that failed early closes its stdin: its exit code says so (above)
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify(svgs));
  });
  return (JSON.parse(output) as string[][]).map(([web, thumb]) => ({
    web: Buffer.from(web, 'base64'),
    thumb: Buffer.from(thumb, 'base64'),
  }));
}
