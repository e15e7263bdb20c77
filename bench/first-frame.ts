// The script the window runs before React's first frame (the page paints the frame the main
// process draws into it before any script, src-main/frame-shell.ts): the page's entry chunk and
// every chunk it imports statically (lazy screens are dynamic imports and wait).
// Read from the renderer build's manifest, minified bytes as the window gets them. `npm run build` first.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RENDERER_DIR } from '../test/e2e/harness';
import { fmt, report } from './measure';

const MANIFEST = join(RENDERER_DIR, '.vite', 'manifest.json');
/** Issue target: at most 400 KB minified before the first frame. */
const TARGET_KB = 400;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The entry chunk's file and its static imports, transitively: what the first frame waits for. */
function firstFrameFiles(manifest: Record<string, ManifestChunk>): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the renderer manifest names no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]?.file ?? key);
}

/** All the renderer's JS chunks: the first frame's share of the whole. */
async function allScriptBytes(manifest: Record<string, ManifestChunk>): Promise<number> {
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
  const sizes = await Promise.all([...files].map(async (file) => (await stat(join(RENDERER_DIR, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

export async function firstFrameBench(): Promise<void> {
  if (!existsSync(MANIFEST)) {
    console.log('\n## First frame: skipped, the renderer is not built with its manifest (npm run build)');
    return;
  }
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const files = firstFrameFiles(manifest);
  const sized = await Promise.all(files.map(async (file) => ({ file, bytes: (await stat(join(RENDERER_DIR, file))).size })));
  const first = sized.reduce((sum, { bytes }) => sum + bytes, 0);
  const whole = await allScriptBytes(manifest);
  const kb = (bytes: number) => fmt(bytes / 1000, 1);
  report("First frame: the script before React's first frame (minified)", [
    [`entry chunk and its static imports, KB (target <= ${TARGET_KB})`, kb(first)],
    ['baseline: the whole renderer script, KB', kb(whole)],
    ['first frame / whole', fmt(first / whole, 2)],
    ...sized.sort((a, b) => b.bytes - a.bytes).map(({ file, bytes }): [string, string] => [`  ${file}, KB`, kb(bytes)]),
  ]);
}
