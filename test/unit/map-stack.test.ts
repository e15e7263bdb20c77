// `npm run map-stack`: places in the built window script put back to source lines by its map.
import { SourceMap } from 'node:module';
import { describe, expect, it } from 'vitest';
import { mapStack } from '../../scripts/map-stack.mjs';

// Generated line 1 column 1 → a.tsx line 1 column 1; line 2 column 1 → a.tsx line 2 column 3.
const map = new SourceMap({ version: 3, file: 'index-x.js', sources: ['../../../src-renderer/a.tsx'], names: [], mappings: 'AAAA;AACE', sourceRoot: '', sourcesContent: [] });
const mapOf = (script: string) => (script === 'index-x.js' ? map : undefined);

describe('map-stack', () => {
  it('puts each place the map knows back to its source line, from the app scheme or the harness', () => {
    const trace = ['TypeError: x is undefined', '    at f (app://offering-desk/assets/index-x.js:2:1)', '    at http://127.0.0.1:4000/assets/index-x.js:1:1'].join('\n');
    expect(mapStack(trace, mapOf)).toBe(['TypeError: x is undefined', '    at f (src-renderer/a.tsx:2:3)', '    at src-renderer/a.tsx:1:1'].join('\n'));
  });

  it('keeps places it has no map for', () => {
    const trace = '    at g (app://offering-desk/assets/vendor-y.js:1:5)\n    at node:internal/process:1:1';
    expect(mapStack(trace, mapOf)).toBe(trace);
  });
});
