import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FuseV1Options } from '@electron/fuses';
import { afterEach, describe, expect, it, vi } from 'vitest';

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

interface BuilderConfig {
  mac: { hardenedRuntime: boolean; entitlements: string; entitlementsInherit: string };
  win: { signtoolOptions?: { certificateSha1?: string; rfc3161TimeStampServer: string } };
}
/** The config as electron-builder reads it, under the environment of the moment. */
function builderConfig(): BuilderConfig {
  const path = require.resolve('../../electron-builder.config.cjs');
  delete require.cache[path];
  return require(path) as BuilderConfig;
}

describe('installers', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sign macOS apps with the hardened runtime and only the JIT entitlement', () => {
    const { mac } = builderConfig();
    expect(mac.hardenedRuntime).toBe(true);
    expect(mac.entitlementsInherit).toBe(mac.entitlements);
    const keys = [...readFileSync(mac.entitlements, 'utf8').matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1]);
    expect(keys).toEqual(['com.apple.security.cs.allow-jit']);
  });

  it('build unsigned for Windows unless the environment names a certificate', () => {
    vi.stubEnv('WIN_CSC_LINK', '');
    vi.stubEnv('WIN_CSC_SHA1', '');
    expect(builderConfig().win.signtoolOptions).toBeUndefined();
    vi.stubEnv('WIN_CSC_SHA1', 'ab'.repeat(20));
    vi.stubEnv('WIN_CSC_TIMESTAMP_URL', 'http://timestamp.example');
    expect(builderConfig().win.signtoolOptions).toMatchObject({ certificateSha1: 'ab'.repeat(20), rfc3161TimeStampServer: 'http://timestamp.example' });
  });
});
