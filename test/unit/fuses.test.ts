import { createRequire } from 'node:module';
import { FuseV1Options } from '@electron/fuses';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { FUSES } = require('../../scripts/fuses.cjs') as { FUSES: Record<number, boolean> };
const builder = require('../../electron-builder.config.cjs') as { afterPack: string; asar: boolean };

describe('packaged builds', () => {
  it('blow the fuses that would turn the app into a plain Node', () => {
    expect(FUSES[FuseV1Options.RunAsNode]).toBe(false);
    expect(FUSES[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(FUSES[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(FUSES[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
  });

  it('load the app only from an asar whose integrity is checked', () => {
    expect(FUSES[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(FUSES[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(builder.asar).toBe(true);
    expect(builder.afterPack).toBe('scripts/fuses.cjs');
  });
});
