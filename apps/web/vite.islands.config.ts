import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { ISLAND_ENTRIES } from './src/components/island-list.ts';

// The islands' build (docs/decisions/015), after the app's (package.json "build"): one chunk per island
// (src/islands/<name>.ts), with Preact in place of React (`preact/compat` keeps React's API; ~10 KB gzip
// instead of React DOM's ~55), into `<outDir>/assets/islands` (hashed, cached a year like the app's assets).
// The server render reads its manifest to list a page's islands' chunks (app/ssr/document.ts).
const outDir = (process.env.WEB_OUT_DIR ?? 'dist').replace(/[/\\]+$/, '');

export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom(\/client)?$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  plugins: [
    compression({
      threshold: 1024,
      include: /\.js$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  publicDir: false,
  build: {
    outDir: `${outDir}/assets/islands`,
    assetsDir: '', // the chunks straight in it: /assets/islands/add-to-cart-….js
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // the entry imports an island's chunk itself (app/islands.ts), after the load: no preload tags to write
    modulePreload: false,
    rolldownOptions: {
      // one chunk per island, named as the page names it (components/island-list.ts)
      input: ISLAND_ENTRIES,
      // each island's chunk exports its hydrate function
      preserveEntrySignatures: 'exports-only',
      output: {
        // the code two or more islands share (Preact, the toasts, the API call…) in one chunk, not one per module:
        // a page's islands are then a handful of requests that go at once (HTTP/1.1 asks six at a time), not
        // a queue of small files on a slow phone network (a press soon after the load waits for them)
        codeSplitting: { groups: [{ name: 'islands-shared', minShareCount: 2 }] },
        // V8's explicit compile hint: a chunk's functions compiled with it, off the main thread as it streams in,
        // not one by one on it in the task a tap waits for (an island's chunk runs for a press that needs most of
        // it, and the calendar's at the first sign)
        postBanner: '//# allFunctionsCalledOnLoad',
      },
    },
  },
});
