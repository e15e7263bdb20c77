// The layering rules fire on wrong-way imports (a fixture full of them) and pass the app.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
// The command's own entry, run by this Node: the .bin shim is a .cmd file on Windows.
const DEPCRUISE = resolve(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const CONFIG = resolve(ROOT, '.dependency-cruiser.cjs');

function cruise(cwd: string, paths: string[]) {
  const result = spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, ...paths], { cwd, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('layering', () => {
  it('refuses every wrong-way import of the fixture', () => {
    const { status, output } = cruise(resolve(ROOT, 'test/fixtures/layering'), ['src-main', 'src-shared', 'src-renderer']);
    expect(status).not.toBe(0);
    for (const line of [
      'wire-imports-nothing-ours: src-shared/wire/bad.ts → src-main/client/api.ts',
      'shared-imports-shared: src-shared/wire/bad.ts → src-main/client/api.ts',
      'client-not-sandbox: src-main/client/api.ts → src-main/sandbox/db.ts',
      'electron-only-in-the-shell: src-main/sandbox/db.ts',
      'renderer-no-node: src-renderer/view.ts → fs',
      'renderer-imports-shared-only: src-renderer/view.ts → src-main/signature.ts',
      // The same module by an alias (tsconfig paths) is refused too.
      'renderer-imports-shared-only: src-renderer/aliased.ts → src-main/signature.ts',
    ]) {
      expect(output).toContain(line);
    }
    expect(output).not.toContain('src-main/index.ts →');
  });
});
