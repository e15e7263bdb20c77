// `npm run bench [-- name ...]`: prints figures and ratios against baselines measured in
// the same run. Never fails on a figure.
import { auditLogBench } from './audit-log';
import { bankStatementBench, statementSizeBench } from './bank-statement';
import { clientOverheadBench } from './client-overhead';
import { distributionListBench } from './distribution-list';
import { farHostBench } from './far-host';
import { firstFrameBench } from './first-frame';
import { ordersTableBench } from './orders-table';
import { sandboxProcessBench } from './sandbox-process';
import { sandboxThroughputBench } from './sandbox-throughput';
import { screeningBench } from './screening';
import { screeningDeskBench } from './screening-desk';
import { signatureBench } from './signature';
import { statementTableBench } from './statement-table';
import { startBench } from './start';
import { teamSandboxBench } from './team-sandbox';
import bundleSandbox from '../test/support/sandbox-bundle';

const BENCHES: Record<string, () => Promise<void>> = {
  signature: signatureBench,
  'client-overhead': clientOverheadBench,
  'sandbox-throughput': sandboxThroughputBench,
  'distribution-list': distributionListBench,
  'orders-table': ordersTableBench,
  'sandbox-process': sandboxProcessBench,
  'first-frame': firstFrameBench,
  start: startBench,
  'bank-statement': bankStatementBench,
  'statement-size': statementSizeBench,
  'far-host': farHostBench,
  'statement-table': statementTableBench,
  'team-sandbox': teamSandboxBench,
  screening: screeningBench,
  'screening-desk': screeningDeskBench,
  'audit-log': auditLogBench,
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
console.log(`# Offering Desk benchmarks (node ${process.version}, ${new Date().toISOString()})`);
// The sandbox's process and CLI, bundled once as the tests bundle them: the benches that start
// a sandbox by its command line need them (test/support/sandbox-process.ts).
const dropBundle = await bundleSandbox();
try {
  for (const name of chosen.length > 0 ? chosen : Object.keys(BENCHES)) await BENCHES[name]?.();
} finally {
  await dropBundle();
}
