// `npm run test:repeat -- [N] [specs…]`: the end-to-end suite (or the named specs) N times
// (default 3), to find a test that fails only now and then. Builds once, then runs Playwright
// with --repeat-each=N through scripts/test.mjs (its browser and keychain), reads its JSON
// report and lists every test that failed at least once, with how often. Exit code 1 if any
// did (or the run itself failed), 0 when every run of every test passed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST = fileURLToPath(new URL('test.mjs', import.meta.url));
const FAILED = new Set(['failed', 'timedOut', 'interrupted']);

const args = process.argv.slice(2);
const times = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 3;
if (times < 1) {
  console.error('test:repeat: N must be at least 1');
  process.exit(2);
}
// Without specs, what `npm test` runs: every test but those tagged @full.
const selection = args.length > 0 ? args : ['--grep-invert', '@full'];

/** One pass of scripts/test.mjs; its exit code. */
function step(env) {
  const result = spawnSync(process.execPath, [TEST], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Every test of the report (suites nest), as `file › title` with the statuses of its runs. */
function runsOf(report) {
  const runs = new Map();
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const name = [spec.file, ...titles, spec.title].filter(Boolean).join(' › ');
      const statuses = runs.get(name) ?? [];
      for (const test of spec.tests ?? []) for (const result of test.results ?? []) statuses.push(result.status);
      runs.set(name, statuses);
    }
    for (const child of suite.suites ?? []) visit(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return runs;
}

/** Builds, runs the selection `times` times with its report in `reportFile`, lists what failed; the exit code. */
function repeat(reportFile) {
  const built = step({ TEST_STEPS: 'build' });
  if (built !== 0) return built;
  console.log(`\n== test:repeat: ${selection.join(' ')}, ${times} times each`);
  const code = step({
    TEST_STEPS: 'e2e',
    TEST_E2E_ARGS: JSON.stringify([...selection, `--repeat-each=${times}`, '--reporter=list,json']),
    PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
  });
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch (error) {
    console.error(`\n== test:repeat: no report to read (${error.message}); the run ended with exit code ${code}`);
    return code === 0 ? 1 : code;
  }
  const runs = runsOf(report);
  const flaky = [...runs].filter(([, statuses]) => statuses.some((s) => FAILED.has(s)));
  const total = [...runs.values()].reduce((n, statuses) => n + statuses.length, 0);
  if (flaky.length === 0) {
    console.log(`\n== test:repeat: ${runs.size} tests, ${total} runs, none failed`);
    // Playwright's own exit code still counts a failure outside any test (a crashed worker).
    return code;
  }
  console.error(`\n== test:repeat: ${flaky.length} of ${runs.size} tests failed at least once (${total} runs):`);
  for (const [name, statuses] of flaky) console.error(`  ${statuses.filter((s) => FAILED.has(s)).length} of ${statuses.length} failed: ${name}`);
  return 1;
}

const dir = mkdtempSync(join(tmpdir(), 'od-repeat-'));
let code;
try {
  code = repeat(join(dir, 'report.json'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
