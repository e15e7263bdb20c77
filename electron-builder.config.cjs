// `npm run package`: installers for Windows and macOS from `npm run build`'s output.
module.exports = {
  appId: 'app.offering-desk',
  productName: 'Offering Desk',
  directories: { output: 'dist' },
  files: ['out/**', 'package.json'],
  asar: true,
  afterPack: 'scripts/fuses.cjs',
  mac: { target: ['dmg'], category: 'public.app-category.finance', hardenedRuntime: true },
  win: { target: ['nsis'] },
};
