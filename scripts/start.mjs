// `npm start`: builds what is missing or older than its sources (scripts/build.mjs), then runs the built
// server, apps/api/dist/server.js, in this same process (so SIGTERM reaches it directly).
// On a production install without dev dependencies (no esbuild/Vite) a stale build is run as it is.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, staleReason, TARGETS } from './build.mjs';

const server = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');

async function canBuild(name) {
  try {
    await import(name === 'api' ? 'esbuild' : 'vite');
    return true;
  } catch {
    return false;
  }
}

for (const name of Object.keys(TARGETS)) {
  const reason = staleReason(name);
  if (!reason) continue;
  if (await canBuild(name)) {
    console.log(`building ${name}: ${reason}`);
    await build(name);
  } else if (name === 'api' && !existsSync(server)) {
    console.error(
      'apps/api/dist/server.js is missing and the build tools are not installed: run `npm install && npm run build`.',
    );
    process.exit(1);
  } else {
    console.warn(
      `${name}: ${reason}, but the build tools are not installed (npm install --omit=dev?); running the existing build`,
    );
  }
}

await import(pathToFileURL(server).href);
