import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    // Every text asset over 1 KB also as .br and .gz, made once at build time and served as they are
    // (@fastify/static's preCompressed) — no compression work per request (issue #10).
    compression({
      threshold: 1024,
      include: /\.(js|css|html|svg|json|txt|xml|webmanifest)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  // WEB_OUT_DIR: parallel browser suites on one machine each build their own copy (e2e/support/env.ts).
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
