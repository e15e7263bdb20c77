// `npm run package`: installers for Windows and macOS from `npm run build`'s output, with the
// electron-builder pinned in package.json.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const ENTITLEMENTS = join(__dirname, 'build', 'entitlements.mac.plist');

/**
 * Windows code signing, read from the environment so that no certificate lives in the repo:
 * WIN_CSC_LINK (a .pfx file; its password in WIN_CSC_KEY_PASSWORD, both read by electron-builder
 * itself) or WIN_CSC_SHA1 (a certificate in the Windows store or on a hardware token), and
 * WIN_CSC_TIMESTAMP_URL (default DigiCert's). Neither set: an unsigned build.
 */
function windowsSigning(env) {
  if (!env.WIN_CSC_LINK && !env.WIN_CSC_SHA1) return {};
  return {
    signtoolOptions: {
      signingHashAlgorithms: ['sha256'],
      rfc3161TimeStampServer: env.WIN_CSC_TIMESTAMP_URL || 'http://timestamp.digicert.com',
      ...(env.WIN_CSC_SHA1 ? { certificateSha1: env.WIN_CSC_SHA1 } : {}),
    },
  };
}

module.exports = {
  appId: 'app.offering-desk',
  productName: 'Offering Desk',
  directories: { output: 'dist' },
  // The window's source maps stay with the build (npm run map-stack), out of the installers.
  // The renderer's build manifest is for the first-frame bench, not for the app.
  files: ['out/**', '!out/**/*.map', '!out/renderer/.vite/**', 'package.json'],
  asar: true,
  afterPack: 'scripts/fuses.cjs',
  // The update channel's feed and public key (docs/it.md); without the file, updates are off.
  extraResources: existsSync(join(__dirname, 'build', 'update-feed.json')) ? [{ from: 'build/update-feed.json', to: 'update-feed.json' }] : [],
  mac: {
    target: ['dmg'],
    category: 'public.app-category.finance',
    // Signed with the hardened runtime and nothing but the entitlements in this file.
    hardenedRuntime: true,
    entitlements: ENTITLEMENTS,
    entitlementsInherit: ENTITLEMENTS,
  },
  win: { target: ['nsis'], ...windowsSigning(process.env) },
};
