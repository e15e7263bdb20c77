import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { preloadDefines } from './src-shared/contract';

/**
 * The dev server's React refresh needs an inline script, which the page's strict CSP
 * refuses: in `npm start` only, the meta tag goes. Builds keep it.
 */
const devWithoutCsp: Plugin = {
  name: 'offering-desk:dev-without-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/s, ''),
};

export default defineConfig({
  main: {
    // The built-in sandbox's process has an entry of its own (out/main/sandbox.js), and so has
    // the thread that reads bank statements (out/main/statement-reader.js), and the sanctions
    // screener's thread (out/main/screening-worker.js, beside the module that starts it).
    build: {
      rollupOptions: {
        input: {
          index: resolve('src-main/index.ts'),
          sandbox: resolve('src-main/sandbox/process.ts'),
          'statement-reader': resolve('src-main/workflows/bank-statements/parse-worker.ts'),
          'screening-worker': resolve('src-main/screening/screening-worker.ts'),
        },
      },
    },
  },
  preload: {
    // One self-contained CJS file: a sandboxed preload cannot require anything but electron.
    define: preloadDefines(),
    build: {
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('src-preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    // `@contract` and `@wire/*`: what the renderer imports of src-shared/, named in tsconfig.base.json.
    resolve: { tsconfigPaths: true },
    // Minified: the window compiles less before its first frame. Source maps beside the script,
    // not named in it (`hidden`): the page never loads them, packages leave them out, and
    // `npm run map-stack` turns a logged stack trace back into source lines. The manifest
    // (out/renderer/.vite/manifest.json) names each chunk's static imports: the first-frame
    // bench adds up the script the window runs before React's first frame from it.
    // No `modulepreload` links in index.html: the window compiled the chunks they name before
    // its first paint (the frame the main process draws into the page, src-main/frame-shell.ts),
    // ~25 ms of ~115 measured; the entry's own imports are fetched once it is. A screen's chunks
    // are still preloaded together when it is loaded.
    build: {
      minify: true,
      sourcemap: 'hidden',
      manifest: true,
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
      rollupOptions: { input: { index: resolve('src-renderer/index.html') } },
    },
    plugins: [react(), devWithoutCsp],
  },
});
