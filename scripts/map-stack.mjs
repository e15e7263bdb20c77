// `npm run map-stack [-- FILE]`: a stack trace the window logged (from FILE, else stdin) with
// its places in the built, minified script (`assets/index-HASH.js:LINE:COLUMN`) put back to
// source lines, by the source maps `npm run build` leaves beside the script (out/renderer/assets;
// installers leave them out). Places without a map are kept as they were.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const ASSETS = join(ROOT, 'out', 'renderer', 'assets');
const PLACE = /(?:[a-z][\w+.-]*:\/\/[^\s()]*?\/)?assets\/([\w.-]+\.js):(\d+):(\d+)/g;

/**
 * @param {string} text a stack trace, or a log holding some
 * @param {(script: string) => SourceMap | undefined} mapOf the map of a built script, by file name
 * @returns {string} the text, each place the maps know given as `source:line:column`
 */
export function mapStack(text, mapOf) {
  return text.replace(PLACE, (place, script, line, column) => {
    const entry = mapOf(script)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (typeof entry?.originalSource !== 'string') return place;
    const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : entry.originalSource;
    return `${relative(ROOT, resolve(ASSETS, source))}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/** @type {Map<string, SourceMap | undefined>} */
const maps = new Map();

/** @param {string} script */
function builtMap(script) {
  if (!maps.has(script)) {
    const file = join(ASSETS, `${script}.map`);
    maps.set(script, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : undefined);
  }
  return maps.get(script);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  process.stdout.write(mapStack(readFileSync(file ?? 0, 'utf8'), builtMap));
}
