// The sandbox's own start, its baseline: a Node process that opens the same database folder with
// PGlite alone (its defaults) and runs one query, timed from its start until it answers, as the
// sandbox's process is timed until it answers (bench/start.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = join(import.meta.dirname, '..');
const SCRIPT = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[1]);
await db.query('select count(*) from schema_migrations');
process.stdout.write('ready\\n');
await db.close();
`;

/** ms from starting the process until the query's answer; the database is closed before it resolves. */
export function pgliteAlone(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    let answered = Number.NaN;
    const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => {
      if (Number.isNaN(answered) && chunk.toString().includes('ready')) answered = performance.now() - began;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 && !Number.isNaN(answered) ? resolve(answered) : reject(new Error(`PGlite alone exited with ${code}`))));
  });
}
