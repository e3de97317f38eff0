// `npm run build`: bundles the API (apps/api/dist/server.js, esbuild) and builds the web app (Vite, into
// WEB_OUT_DIR or apps/web/dist). Each output gets a stamp (build-stamp.json: when its build started), which
// `npm start` (scripts/start.mjs) compares with the sources to rebuild only what is missing or stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const r = (...p) => path.join(root, ...p);

/** what each output is built from */
export const TARGETS = {
  api: {
    dir: () => r('apps/api/dist'),
    sources: [
      'apps/api/src',
      'apps/api/scripts',
      'apps/api/package.json',
      'packages/shared/src',
      'package-lock.json',
    ],
    async build() {
      const { buildApi } = await import(pathToFileURL(r('apps/api/scripts/build.mjs')).href);
      await buildApi();
    },
  },
  web: {
    // Vite resolves a relative WEB_OUT_DIR from apps/web (parallel e2e suites each build their own copy)
    dir: () => path.resolve(r('apps/web'), process.env.WEB_OUT_DIR ?? 'dist'),
    // the server render of the public pages, built beside it (`<dir>-ssr`) and loaded by the API;
    // the islands' chunks (decision 015), inside it
    outputs: () => [
      `${TARGETS.web.dir()}-ssr/entry-server.js`,
      path.join(TARGETS.web.dir(), '.vite/manifest.json'),
      path.join(TARGETS.web.dir(), 'assets/islands/.vite/manifest.json'),
    ],
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.islands.config.ts',
      'apps/web/package.json',
      'packages/shared/src',
      'package-lock.json',
    ],
    async build() {
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      // Vite lists every file it writes (~500 lines): kept back, and shown whole only when the build fails;
      // its warnings ('(!) …') are passed on
      const res = spawnSync(npm, ['run', 'build', '-w', '@salones/web'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
      const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
      if (res.status !== 0) {
        process.stderr.write(output);
        throw new Error('web build failed');
      }
      for (const line of output.split('\n')) if (line.startsWith('(!)')) console.warn(line);
    },
  },
};

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const stampFile = (name) => path.join(TARGETS[name].dir(), 'build-stamp.json');

/** why `name` needs building, or null when its build is newer than every source */
export function staleReason(name) {
  const file = stampFile(name);
  if (!existsSync(file)) return 'no build yet';
  if (TARGETS[name].outputs?.().some((f) => !existsSync(f))) return 'part of the build is missing';
  let builtAt = 0;
  try {
    builtAt = JSON.parse(readFileSync(file, 'utf8')).builtAt ?? 0;
  } catch {
    return 'unreadable build stamp';
  }
  const newest = Math.max(...TARGETS[name].sources.map((s) => newestMtime(r(s))));
  return newest > builtAt ? 'sources changed since the last build' : null;
}

export async function build(name) {
  const startedAt = Date.now(); // a source saved during the build makes the next start build again
  const t0 = performance.now();
  await TARGETS[name].build();
  writeFileSync(stampFile(name), `${JSON.stringify({ builtAt: startedAt })}\n`);
  console.log(buildSummary(name, (performance.now() - t0) / 1000));
}

/** what a folder holds: how many files and how many bytes */
function folderSize(p) {
  if (!existsSync(p)) return { files: 0, bytes: 0 };
  const st = statSync(p);
  if (!st.isDirectory()) return { files: 1, bytes: st.size };
  const total = { files: 0, bytes: 0 };
  for (const entry of readdirSync(p)) {
    const part = folderSize(path.join(p, entry));
    total.files += part.files;
    total.bytes += part.bytes;
  }
  return total;
}

/** The one line a build prints: what, how long, where, how much (e.g. `built web in 41.2 s → apps/web/dist (58 files, 2.1 MB)`). */
export function buildSummary(name, seconds) {
  const dir = TARGETS[name].dir();
  const { files, bytes } = folderSize(dir);
  const size =
    bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
  const where = path.relative(root, dir);
  const shown = where.startsWith('..') ? dir : where || '.';
  return `built ${name} in ${seconds.toFixed(1)} s → ${shown} (${files} files, ${size})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(TARGETS);
  for (const name of names) {
    if (!TARGETS[name]) throw new Error(`unknown build target ${name} (api, web)`);
    await build(name);
  }
}
