import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: { rollupOptions: { input: { index: resolve('src-main/index.ts') } } },
  },
  preload: {
    // One self-contained CJS file: a sandboxed preload cannot require anything but electron.
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
    build: { rollupOptions: { input: { index: resolve('src-renderer/index.html') } } },
    plugins: [react()],
  },
});
