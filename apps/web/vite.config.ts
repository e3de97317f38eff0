import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

const outDir = (process.env.WEB_OUT_DIR ?? 'dist').replace(/[/\\]+$/, '');

/**
 * The browser's copy of the typed API contract (packages/shared/src/contract/*): each route as its method and
 * path only. `callApi` needs no more to make a call, and the types still come from the real module (tsc
 * reads the source), so the request/response schemas — and zod — stay out of the browser's bundle.
 * The module is run once at build time and its route maps written out as plain objects; a module
 * exporting anything else is left as it is. The server render keeps the real module.
 */
function contractRoutesOnly(): Plugin {
  const contractModule = /[\\/]packages[\\/]shared[\\/]src[\\/]contract[\\/](?!route\.ts$)[\w-]+\.ts$/;
  const isRoute = (v: unknown): v is { method: string; path: string } =>
    !!v && typeof v === 'object' && typeof (v as { path?: unknown }).path === 'string';
  return {
    name: 'salones:contract-routes-only',
    apply: 'build',
    async load(id, options) {
      if (options?.ssr || !contractModule.test(id)) return null;
      const mod = (await tsImport(id, import.meta.url)) as Record<string, unknown>;
      const exports: string[] = [];
      for (const [name, value] of Object.entries(mod)) {
        if (!value || typeof value !== 'object' || !Object.values(value).every(isRoute)) return null;
        const routes = Object.fromEntries(
          Object.entries(value as Record<string, { method: string; path: string }>).map(([k, r]) => [
            k,
            { method: r.method, path: r.path },
          ]),
        );
        exports.push(`export const ${name} = ${JSON.stringify(routes)};`);
      }
      return exports.join('\n');
    },
  };
}

// Two builds from this file (package.json "build"): the browser's app into `outDir`, and the server render
// (`vite build --ssr src/entry-server.tsx`) into `<outDir>-ssr`, which the API imports. The
// server bundle carries its npm packages inside (noExternal), so the API's production install needs none
// of the web app's.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    contractRoutesOnly(),
    // Every text asset over 1 KB also as .br and .gz, made once at build time and served as they are
    // (@fastify/static's preCompressed) — no compression work per request.
    !isSsrBuild &&
      compression({
        threshold: 1024,
        include: /\.(js|css|html|svg|json|txt|xml|webmanifest)$/,
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      }),
  ],
  // zod, set up for the CSP before any schema is made (src/lib/zod-setup.ts)
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-setup.ts', import.meta.url)) }],
  },
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  ssr: { noExternal: true },
  // WEB_OUT_DIR: parallel browser suites on one machine each build their own copy (e2e/support/env.ts).
  build: {
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // the server render reads which CSS and chunks each page needs (app/ssr/document.ts)
    manifest: !isSsrBuild,
  },
}));
