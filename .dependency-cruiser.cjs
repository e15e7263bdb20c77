// The layering of docs/architecture.md ("Layers and rules"); `npm test` fails on a wrong-way import.
// Modules the renderer may reach (through the contract): zod schemas and plain types.
const PURE_MODULES = '^src-main/wire/(?!signature)|^src-main/.+\\.schema\\.ts$|^src-main/errors\\.ts$|^src-main/ipc/contract/';
// The contract: contract.ts and the areas it is assembled from (contract/<area>.ts).
const CONTRACT = '^src-main/ipc/contract(\\.ts$|/)';
const SHELL_FILES = '^src-main/(index|window)\\.ts$|^src-main/ipc/electron\\.ts$|^src-main/keychain\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'wire-imports-nothing-ours',
      comment: 'wire/ is the shared wire format: it imports only libraries and itself.',
      severity: 'error',
      from: { path: '^src-main/wire/' },
      to: { path: '^(src-|test/|bench/)', pathNot: '^src-main/wire/' },
    },
    {
      name: 'client-not-sandbox',
      comment: 'The client and the sandbox meet only over HTTP.',
      severity: 'error',
      from: { path: '^src-main/client/' },
      to: { path: '^src-main/sandbox/' },
    },
    {
      name: 'sandbox-not-client',
      severity: 'error',
      from: { path: '^src-main/sandbox/' },
      to: { path: '^src-main/client/' },
    },
    {
      name: 'lower-layers-not-higher',
      comment: 'wire, client and sandbox know nothing of profiles, workflows, IPC or the shell.',
      severity: 'error',
      from: { path: '^src-main/(wire|client|sandbox)/' },
      to: { path: '^src-main/(profiles|workflows|ipc)/|^src-main/(index|window)\\.ts$' },
    },
    {
      name: 'screening-stands-alone',
      comment: 'The sanctions screening engine runs in a worker and a command: of ours it may use wire/, not the API client, the sandbox or IPC.',
      severity: 'error',
      from: { path: '^src-main/screening/' },
      to: { path: '^src-main/(client|sandbox|ipc)/|^src-main/(index|window)\\.ts$' },
    },
    {
      name: 'workflows-not-ipc',
      severity: 'error',
      from: { path: '^src-main/(profiles|workflows)/' },
      to: { path: '^src-main/ipc/|^src-main/(index|window)\\.ts$' },
    },
    {
      name: 'electron-only-in-the-shell',
      comment: 'Everything but the shell files runs in plain Node under vitest.',
      severity: 'error',
      from: { path: '^src-', pathNot: `${SHELL_FILES}|^src-preload/` },
      to: { path: '(^|/)node_modules/electron/' },
    },
    {
      name: 'contract-is-pure',
      comment: 'The renderer and the preload import the contract: it may import only pure modules.',
      severity: 'error',
      from: { path: CONTRACT },
      to: { path: '^src-', pathNot: PURE_MODULES },
    },
    {
      name: 'pure-modules-stay-pure',
      comment: 'wire/, *.schema.ts, errors.ts and contract/ reach the renderer: no Node, nothing impure of ours.',
      severity: 'error',
      from: { path: PURE_MODULES },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'pure-modules-import-pure-modules',
      severity: 'error',
      from: { path: PURE_MODULES, pathNot: '^src-main/wire/signature\\.ts$' },
      to: { path: '^src-', pathNot: PURE_MODULES },
    },
    {
      name: 'renderer-imports-contract-and-wire-only',
      comment: 'No Node, no network in the renderer: of main it sees only the pure modules.',
      severity: 'error',
      from: { path: '^src-renderer/' },
      // Of main, only the contract and the wire format (pure schemas) are visible to the renderer.
      to: { path: '^src-(main|preload)/', pathNot: `${CONTRACT}|^src-main/wire/(?!signature)` },
    },
    {
      name: 'renderer-no-node',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'preload-imports-contract-only',
      severity: 'error',
      from: { path: '^src-preload/' },
      to: { path: '^src-', pathNot: `^src-preload/|${CONTRACT}|${PURE_MODULES}` },
    },
    {
      name: 'main-not-renderer',
      severity: 'error',
      from: { path: '^src-main/' },
      to: { path: '^src-(renderer|preload)/' },
    },
    {
      name: 'no-tests-in-the-app',
      severity: 'error',
      from: { path: '^src-' },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
