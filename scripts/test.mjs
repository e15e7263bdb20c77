// `npm test`: the whole suite. First, side by side (as many at once as the machine has cores):
// typecheck, lint, layering, the Electron security scan and the build; then the unit and
// integration tests (vitest); then the renderer driven in Chromium (Playwright). Plain Node,
// the same under cmd.exe, PowerShell, zsh and bash; a failing step ends the run with that
// step's exit code (steps already running side by side finish first). Each step's wall time
// and the total are printed at the end. TEST_STEPS=typecheck,lint runs only those steps;
// arguments go to vitest (`TEST_STEPS=vitest npm test -- test/unit/x.test.ts`).
// The keychain tests get a keychain of the run's own (scripts/run-keychain.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_BROWSER, findBrowser } from './browser.mjs';
import { inSessionBus, ownKeychain, probeKeychain, run } from './run-keychain.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** A package's command-line entry, run by this Node: no shell shims, so no shell needed. */
function bin(pkg, name = pkg) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: entries } = require(manifest);
  return join(dirname(manifest), typeof entries === 'string' ? entries : entries[name]);
}

const node = (script, args = [], options) => run(process.execPath, [script, ...args], options);

/** `npm run <script>` through the npm that started this run, else the one on PATH. */
function npmCommand(script) {
  const npm = process.env.npm_execpath;
  if (npm && /\.c?js$/.test(npm)) return { command: process.execPath, args: [npm, 'run', '--silent', script] };
  return { command: 'npm', args: ['run', '--silent', script], options: { shell: process.platform === 'win32' } };
}

/**
 * Runs a command with its output kept, for steps that run side by side: printed whole when it
 * ends, so the steps' lines do not interleave. `quiet`: its standard output is dropped.
 */
function runKept({ command, args, options = {} }, quiet = false) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    if (!quiet) child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', (error) => chunks.push(Buffer.from(`Could not run ${command}: ${error.message}\n`)));
    child.once('close', (code) => resolveRun({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** Chromium for the E2E: found, or Playwright's own fetched, or a message naming the ways. */
function e2e() {
  let browser;
  try {
    browser = findBrowser();
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  if (!browser) {
    console.log("No Chromium or Chrome found: fetching Playwright's own (`npx playwright install chromium`).");
    if (node(bin('@playwright/test', 'playwright'), ['install', 'chromium']) === 0) browser = findBrowser();
  }
  if (!browser) {
    console.error(`\n${NO_BROWSER}`);
    return 1;
  }
  console.log(`Chromium: ${browser.path} (${browser.source})`);
  const env = { ...process.env, CHROMIUM_PATH: browser.path };
  // TEST_E2E_ARGS: more Playwright arguments as a JSON array (specs, --grep), to run a part of the E2E suite.
  // Without it, every test but those tagged @full (`npm run test:full` runs them).
  const more = process.env.TEST_E2E_ARGS ? JSON.parse(process.env.TEST_E2E_ARGS) : ['--grep-invert', '@full'];
  return node(bin('@playwright/test', 'playwright'), ['test', '-c', join('test', 'e2e', 'playwright.config.ts'), ...more], { env });
}

/** `npm run typecheck`'s projects, each its own `tsc` so they can run side by side. */
const TYPECHECKED = ['tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.e2e.json'];

/**
 * `jobs`: the step's commands, run side by side with the other such steps (they read the
 * sources; the build writes only out/, which none of them reads). `run`: a step that has the
 * machine to itself, in order after them. The longest jobs are listed first.
 */
const STEPS = [
  { name: 'lint', title: 'lint', jobs: () => [npmCommand('lint')] },
  {
    name: 'typecheck',
    title: 'typecheck',
    jobs: () => TYPECHECKED.map((project) => ({ command: process.execPath, args: [bin('typescript', 'tsc'), '-p', project, '--noEmit'] })),
  },
  { name: 'build', title: 'build', jobs: () => [npmCommand('build')], quiet: true },
  { name: 'layers', title: 'layering', jobs: () => [npmCommand('layers')] },
  { name: 'security', title: 'security scan (electronegativity)', jobs: () => [{ command: process.execPath, args: [join(ROOT, 'scripts', 'security-scan.mjs')] }] },
  { name: 'vitest', title: 'unit and integration tests', run: () => node(bin('vitest'), ['run', ...process.argv.slice(2)]), keychain: true },
  { name: 'e2e', title: 'end-to-end tests in Chromium', run: e2e, keychain: true },
];

const seconds = (ms) => Math.round(ms / 1000);
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${seconds(ms % 60_000)} s`;

/**
 * The side-by-side steps' jobs, as many at once as the machine has cores; a job's output is
 * printed when it ends. A failure starts no further job. Its exit code; each step's wall time
 * (its first job's start to its last job's end) goes into `times`.
 */
async function runSideBySide(steps, times) {
  const queue = steps.flatMap((step) => {
    const jobs = step.jobs();
    const state = { step, left: jobs.length, started: 0 };
    return jobs.map((job) => ({ state, job }));
  });
  let code = 0;
  const worker = async () => {
    for (let next = queue.shift(); next && code === 0; next = queue.shift()) {
      const { state, job } = next;
      state.started ||= Date.now();
      const result = await runKept(job, state.step.quiet);
      state.left -= 1;
      if (result.output) console.log(`\n== ${state.step.title}\n${result.output.trimEnd()}`);
      if (result.code !== 0) {
        code ||= result.code;
        console.error(`\n== ${state.step.title} failed (exit code ${result.code})`);
      } else if (state.left === 0) {
        const ms = Date.now() - state.started;
        times.push({ title: state.step.title, ms });
        console.log(`\n== ${state.step.title}: passed (${seconds(ms)} s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
  return code;
}

/** The steps in order: those that run side by side first, together; then the others one by one. */
async function runSteps(steps, times) {
  const sideBySide = steps.filter((step) => step.jobs);
  if (sideBySide.length > 0) {
    const started = Date.now();
    const code = await runSideBySide(sideBySide, times);
    if (sideBySide.length > 1) times.push({ title: 'side by side, together', ms: Date.now() - started });
    if (code !== 0) return code;
  }
  for (const step of steps.filter((s) => s.run)) {
    console.log(`\n== ${step.title}`);
    const started = Date.now();
    const code = step.run();
    times.push({ title: step.title, ms: Date.now() - started });
    if (code !== 0) {
      console.error(`\n== ${step.title} failed (exit code ${code})`);
      return code;
    }
  }
  return 0;
}

function selectedSteps() {
  const wanted = process.env.TEST_STEPS?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!wanted) return STEPS;
  const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(`TEST_STEPS: no step ${unknown.join(', ')}; the steps are ${STEPS.map((s) => s.name).join(', ')}.`);
    process.exit(2);
  }
  return STEPS.filter((step) => wanted.includes(step.name));
}

const steps = selectedSteps();
const needsKeychain = steps.some((step) => step.keychain);
if (needsKeychain) inSessionBus(fileURLToPath(import.meta.url), process.argv.slice(2));
const dir = mkdtempSync(join(tmpdir(), 'od-test-'));
// Ctrl+C reaches the step's process too; this one waits for it, then cleans up.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
let code = 0;
const started = Date.now();
const times = [];
try {
  const cleanUp = needsKeychain ? ownKeychain(dir) : () => {};
  try {
    if (needsKeychain) code = await probeKeychain();
    if (code === 0) code = await runSteps(steps, times);
  } finally {
    cleanUp();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\n== wall times: ${times.map((t) => `${t.title} ${seconds(t.ms)} s`).join(', ')}; total ${minutes(Date.now() - started)}`);
process.exit(code);
