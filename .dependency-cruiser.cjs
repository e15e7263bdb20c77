// The layering of docs/architecture.md ("Layers and rules"); `npm test` fails on a wrong-way import.
// What both sides share (the wire shapes, the IPC contract, pure domain functions): the one
// folder the renderer and the preload import of the rest of the app.
const SHARED = '^src-shared/';
const SHELL_FILES = '^src-main/(index|window)\\.ts$|^src-main/ipc/electron\\.ts$|^src-main/keychain\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'wire-imports-nothing-ours',
      comment: 'src-shared/wire/ is the wire format of the API: it imports only libraries and itself.',
      severity: 'error',
      from: { path: '^src-shared/wire/' },
      to: { path: '^(src-|test/|bench/)', pathNot: '^src-shared/wire/' },
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
      comment: 'The client and the sandbox know nothing of profiles, workflows, IPC or the shell.',
      severity: 'error',
      from: { path: '^src-main/(client|sandbox)/' },
      to: { path: '^src-main/(profiles|workflows|ipc)/|^src-main/(index|window)\\.ts$' },
    },
    {
      name: 'screening-stands-alone',
      comment: 'The sanctions screening engine runs in a worker and a command: of ours it may use src-shared/, not the API client, the sandbox or IPC.',
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
      name: 'shared-is-pure',
      comment: 'src-shared/ runs in the window too: no Node.',
      severity: 'error',
      from: { path: SHARED },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-imports-shared',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^src-', pathNot: SHARED },
    },
    {
      name: 'renderer-imports-shared-only',
      comment: 'No Node, no network in the renderer: of the rest of the app it sees src-shared/ only.',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '^src-', pathNot: `^src-renderer/|${SHARED}` },
    },
    {
      name: 'renderer-no-node',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'preload-imports-shared-only',
      severity: 'error',
      from: { path: '^src-preload/' },
      to: { path: '^src-', pathNot: `^src-preload/|${SHARED}` },
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
    // The layering fixture holds wrong-way imports on purpose; its own test cruises it with its own aliases.
    exclude: { path: '^(out|dist)/|^test/fixtures/layering/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
