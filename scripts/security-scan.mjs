// Electronegativity over the app's sources (main, preload, renderer together, so the
// global checks see the whole app). Fails on any finding above LOW severity that is not in
// REVIEWED below, where each accepted finding says why it is safe.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const ELECTRON_VERSION = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
// The scanner's own entry run by this Node (no shell shim, so the same on Windows), offline.
const SCANNER = join(dirname(require.resolve('@doyensec/electronegativity/package.json')), 'dist', 'index.js');
const OFFLINE = join(ROOT, 'scripts', 'electronegativity-offline.cjs');

/** Findings the scanner marks for manual review, reviewed: [check, file, why it is safe]. */
const REVIEWED = [
  ['PRELOAD_JS_CHECK', 'src-main/window.ts', 'the preload exposes only invoke/on, refusing channels and events outside the contract'],
  [
    'OPEN_EXTERNAL_JS_CHECK',
    'src-main/window.ts',
    'reached only through the shell.openExternal channel: openableUrl (https, or the sandbox video page), then the user confirms',
  ],
];

/** One row per finding; a check id and a severity first, else the row is garbled. */
function parseReport(csv) {
  return csv
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g).map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '')));
}
const wellFormed = (rows) => rows.every(([issue, severity]) => /^[A-Z0-9_]+$/.test(issue) && /^[A-Z]+$/.test(severity));

const scanDir = mkdtempSync(join(tmpdir(), 'od-scan-'));
try {
  for (const dir of ['src-main', 'src-preload', 'src-renderer']) cpSync(join(ROOT, dir), join(scanDir, dir), { recursive: true });
  const report = join(scanDir, 'report.csv');
  // Without the release-list check: it needs the network, and the Electron line is kept
  // supported by hand (docs/releasing.md, "Electron and Node versions").
  const scan = spawnSync(
    process.execPath,
    ['--require', OFFLINE, SCANNER, '-i', scanDir, '-e', ELECTRON_VERSION, '-o', report, '-r', '-x', 'AvailableSecurityFixesGlobalCheck'],
    { encoding: 'utf8' },
  );
  let rows;
  try {
    rows = parseReport(readFileSync(report, 'utf8'));
  } catch {
    console.error(`electronegativity produced no report:\n${scan.stdout}\n${scan.stderr}`);
    process.exit(1);
  }
  if (!wellFormed(rows)) {
    console.error(`electronegativity's report has a row without a check and a severity:\n${readFileSync(report, 'utf8')}`);
    process.exit(1);
  }
  const findings = rows.map(([issue, severity, confidence, file, location]) => ({
    issue,
    severity,
    confidence,
    file: file === 'N/A' ? file : relative(scanDir, join(scanDir, file)).split(sep).join('/').replace(/^\.\.\/.*?src-/, 'src-'),
    location,
  }));
  const serious = findings.filter((f) => !['LOW', 'INFORMATIONAL'].includes(f.severity));
  const unreviewed = serious.filter((f) => !REVIEWED.some(([issue, file]) => issue === f.issue && f.file.endsWith(file)));
  for (const f of findings) {
    const reviewed = REVIEWED.find(([issue, file]) => issue === f.issue && f.file.endsWith(file));
    console.log(`${f.severity.padEnd(6)} ${f.issue} ${f.file}:${f.location}${reviewed ? ` (reviewed: ${reviewed[2]})` : ''}`);
  }
  if (unreviewed.length > 0) {
    console.error(`\n${unreviewed.length} finding(s) above LOW severity are not reviewed.`);
    process.exit(1);
  }
  console.log(`\nelectronegativity: ${findings.length} finding(s), none above LOW unreviewed.`);
} finally {
  rmSync(scanDir, { recursive: true, force: true });
}
