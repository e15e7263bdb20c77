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
/** The first screen's module, as the manifest names it. */
const TODAY = 'screens/today/TodayScreen.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A chunk's file and its static imports, transitively: what the window waits for once it asks for it. */
function staticFiles(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const visit = (next: string) => {
    if (seen.has(next)) return;
    seen.add(next);
    for (const imported of manifest[next]?.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((chunk) => manifest[chunk]?.file ?? chunk);
}

/** The entry chunk and its static imports: what the first frame waits for. */
function firstFrameFiles(manifest: Record<string, ManifestChunk>): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the renderer manifest names no entry');
  return staticFiles(manifest, entry);
}

/** The built files' bytes, added up. */
async function bytesOf(files: Iterable<string>): Promise<number> {
  const sizes = await Promise.all([...files].map(async (file) => (await stat(join(RENDERER_DIR, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** All the renderer's JS chunks: the first frame's share of the whole. */
function allScriptBytes(manifest: Record<string, ManifestChunk>): Promise<number> {
  return bytesOf(new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js'))));
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
  // Today, the screen a first start opens on: what its chunk adds to the frame's before it shows.
  const todayBytes = await bytesOf(staticFiles(manifest, TODAY).filter((file) => !files.includes(file)));
  const kb = (bytes: number) => fmt(bytes / 1000, 1);
  report("First frame: the script before React's first frame (minified)", [
    [`entry chunk and its static imports, KB (target <= ${TARGET_KB})`, kb(first)],
    ['baseline: the whole renderer script, KB', kb(whole)],
    ['first frame / whole', fmt(first / whole, 2)],
    ['Today, the first screen: its chunk and the static imports the first frame has not, KB', kb(todayBytes)],
    ...sized.sort((a, b) => b.bytes - a.bytes).map(({ file, bytes }): [string, string] => [`  ${file}, KB`, kb(bytes)]),
  ]);
}
