// Electron fuses for packaged builds (electron-builder's afterPack hook): the packaged
// binary cannot be turned into a plain Node (no RunAsNode, no NODE_OPTIONS, no --inspect),
// loads the app only from its asar, and checks the asar's integrity where the platform
// supports it (macOS, Windows).
const { join } = require('node:path');
const { FuseV1Options, FuseVersion, flipFuses } = require('@electron/fuses');

const FUSES = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

const EXTENSIONS = { darwin: '.app', win32: '.exe', linux: '' };

async function afterPack(context) {
  const platform = context.electronPlatformName;
  const binary = join(context.appOutDir, `${context.packager.appInfo.productFilename}${EXTENSIONS[platform] ?? ''}`);
  // arm64 macOS refuses a binary whose ad-hoc signature no longer matches.
  await flipFuses(binary, { ...FUSES, resetAdHocDarwinSignature: platform === 'darwin' });
}

module.exports = { FUSES, default: afterPack };
