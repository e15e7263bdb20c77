// The harness page's `window.desk`: the app's own preload, bundled for the page with
// electron-in-page.ts standing in for electron, so the harness cannot drift from the preload.
import { resolve } from 'node:path';
import { build } from 'vite';
import { preloadDefines } from '../../../src-shared/contract';

const ROOT = resolve(import.meta.dirname, '../../..');
const PRELOAD_ENTRY = resolve(ROOT, 'src-preload/index.ts');
const ELECTRON_IN_PAGE = resolve(import.meta.dirname, 'electron-in-page.ts');

export interface PreloadBundle {
  /** A script for `page.addInitScript`. */
  code: string;
  /** The source files in it, relative to the checkout, `/`-separated. */
  sources: string[];
}

async function bundle(): Promise<PreloadBundle> {
  const output = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    resolve: { alias: { electron: ELECTRON_IN_PAGE } },
    define: preloadDefines(),
    build: {
      write: false,
      minify: false,
      lib: { entry: PRELOAD_ENTRY, formats: ['iife'], name: 'deskPreload' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('the preload did not bundle');
  const chunk = result.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('the preload bundle has no script');
  const sources = Object.keys(chunk.modules).map((file) => resolve(file).slice(ROOT.length + 1).split('\\').join('/'));
  return { code: chunk.code, sources };
}

let built: Promise<PreloadBundle> | undefined;

/** Bundled once per process. */
export function preloadBundle(): Promise<PreloadBundle> {
  built ??= bundle();
  return built;
}
