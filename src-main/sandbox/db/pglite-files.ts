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

/**
 * The file-system bundle as read, for PGlite, which asks it for `arrayBuffer()` alone. A Blob made
 * of the bytes would copy its 6 MB in and out again: ~80 ms of the process's main thread, the
 * thread its start waits on (measured on the 2-core build machine).
 */
class ReadBundle extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: ArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

export async function readPgliteFiles(): Promise<PgliteFiles> {
  const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
  const [code, bundle] = await Promise.all([readFile(new URL('pglite.wasm', dist)), readFile(new URL('pglite.data', dist))]);
  // readFile gives a file this large a buffer of its own: its whole ArrayBuffer is the file.
  const bytes = bundle.byteOffset === 0 && bundle.byteLength === bundle.buffer.byteLength ? bundle.buffer : bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.byteLength);
  return { pgliteWasmModule: await wasm.compile(code), fsBundle: new ReadBundle(bytes) };
}
