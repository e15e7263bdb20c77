// PGlite's own files, read and compiled ahead of opening it: its ~9 MB WASM and ~6 MB file-system
// bundle. Node's own modules only, so the sandbox's process begins this while the rest loads.
import { readFile } from 'node:fs/promises';

/** Named as PGlite's options take them. */
export interface PgliteFiles {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** Node has it; the main process's type library (no DOM) names only its types. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;

export async function readPgliteFiles(): Promise<PgliteFiles> {
  const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
  const [code, bundle] = await Promise.all([readFile(new URL('pglite.wasm', dist)), readFile(new URL('pglite.data', dist))]);
  return { pgliteWasmModule: await wasm.compile(code), fsBundle: new Blob([bundle]) };
}
