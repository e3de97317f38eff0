// Bundles the API into one ES module, dist/server.js (+ source map), with esbuild: the API's and
// packages/shared's TypeScript are compiled in; every npm package stays an import that Node resolves
// from node_modules at run time (so native/WASM packages — sharp, argon2, PGlite — load as usual).
// `node scripts/build.mjs [outfile]`; the file is written under a temporary name and renamed, so a server
// starting meanwhile, or two builds at once, never see half a file.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const apiRoot = path.resolve(import.meta.dirname, '..');
const sharedSrc = path.resolve(apiRoot, '../../packages/shared/src');
export const DEFAULT_OUTFILE = path.join(apiRoot, 'dist', 'server.js');

/** `@salones/shared/x` is TypeScript source (its package.json exports ./src/*.ts): bundle it, don't import it. */
const sharedAsSource = {
  name: 'salones-shared-as-source',
  setup(build) {
    build.onResolve({ filter: /^@salones\/shared\// }, (args) => ({
      path: path.join(sharedSrc, `${args.path.slice('@salones/shared/'.length)}.ts`),
    }));
  },
};

/**
 * The outfile must sit one folder below apps/api (src/paths.ts finds the migrations and the web app
 * from the bundle's own folder).
 */
export async function buildApi(outfile = DEFAULT_OUTFILE) {
  const { build } = await import('esbuild');
  if (path.dirname(path.dirname(path.resolve(outfile))) !== apiRoot) {
    throw new Error(`the API bundle must be one folder below ${apiRoot}, not ${outfile}`);
  }
  const result = await build({
    entryPoints: [path.join(apiRoot, 'src', 'server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node26',
    // the mail templates (src/mail/templates/*.tsx) are React components rendered by react-email
    jsx: 'automatic',
    packages: 'external',
    plugins: [sharedAsSource],
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(path.dirname(outfile), { recursive: true });
  // the .map first, so server.js never points at a map that is not there yet
  const files = [...result.outputFiles].sort(
    (a, b) => (a.path.endsWith('.map') ? -1 : 1) - (b.path.endsWith('.map') ? -1 : 1),
  );
  for (const file of files) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, file.path);
  }
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outfile = await buildApi(process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_OUTFILE);
  console.log(`API built: ${path.relative(process.cwd(), outfile)}`);
}
