import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

const outDir = (process.env.WEB_OUT_DIR ?? 'dist').replace(/[/\\]+$/, '');

// Two builds from this file (package.json "build"): the browser's app into `outDir`, and the server render
// (`vite build --ssr src/entry-server.tsx`) into `<outDir>-ssr`, which the API imports (issue #10.1). The
// server bundle carries its npm packages inside (noExternal), so the API's production install needs none
// of the web app's.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Every text asset over 1 KB also as .br and .gz, made once at build time and served as they are
    // (@fastify/static's preCompressed) — no compression work per request (issue #10).
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
