// The integration tests' setup: the sandbox's process and CLI bundled once for the run (as
// `npm run build` bundles the process for the app), so no spawn compiles TypeScript on the way.
// In out/, two levels down like their sources: their packages resolve from the checkout's
// node_modules, and the CLI finds the prepared database where it looks from src-main/sandbox.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');

/** The run's bundle folder, for the test files' processes (vitest's workers inherit it). */
export const SANDBOX_BUNDLE_ENV = 'OFFERING_DESK_TEST_SANDBOX_BUNDLE';

export default async function setup(): Promise<() => Promise<void>> {
  await mkdir(join(ROOT, 'out'), { recursive: true });
  const dir = await mkdtemp(join(ROOT, 'out', 'test-sandbox-'));
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    // A Node build: the packages stay where they are installed (PGlite reads its WASM beside its module).
    build: {
      ssr: true,
      outDir: dir,
      emptyOutDir: false,
      minify: false,
      target: 'node22',
      rollupOptions: {
        input: { process: join(ROOT, 'src-main/sandbox/process.ts'), cli: join(ROOT, 'src-main/sandbox/cli.ts') },
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  process.env[SANDBOX_BUNDLE_ENV] = dir;
  return () => rm(dir, { recursive: true, force: true });
}
