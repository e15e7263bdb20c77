// The signed client's GET against raw undici GET of the same sandbox URL, same process,
// same run. Target: ratio <= 1.10.
import { Pool } from 'undici';
import { createClient } from '../src-main/client';
import { sign, signatureDate } from '../src-main/wire/signature';
import { startSandboxProcess } from '../test/support/sandbox-process';
import { alternate, fmt, report } from './measure';

export async function clientOverheadBench(): Promise<void> {
  const sandbox = await startSandboxProcess(['--memory', '--port', '0', '--seed', 'demo']);
  const { base_url: baseUrl, key, secret } = sandbox.lines;
  const client = createClient({ baseUrl, key, secret });
  try {
    const [project] = await client.projects.list();
    if (!project) throw new Error('the demo seed has no project');
    const path = `${new URL(baseUrl).pathname}/projects/${project.id}`;
    const headers = {
      authorization: `Bearer ${key}`,
      'x-signature': sign(secret, { method: 'GET', path, date: signatureDate(new Date()) }),
      accept: 'application/json',
    };
    const pool = new Pool(new URL(baseUrl).origin);
    const raw = async () => {
      const response = await pool.request({ method: 'GET', path, headers });
      return response.body.json();
    };
    const { a: signed, b: bare } = await alternate(() => client.projects.get(project.id), raw);
    await pool.close();
    report('Client overhead: GET /projects/{id} (sequential; medians of 5,000 alternating calls)', [
      ['signed client, ms/request', fmt(signed.median, 3)],
      ['baseline: raw undici, ms/request', fmt(bare.median, 3)],
      ['ratio of medians (target <= 1.10)', fmt(signed.median / bare.median, 3)],
      ['ratio of means', fmt(signed.mean / bare.mean, 3)],
      ['client CPU per request, signed / raw, ms', `${fmt(signed.cpu, 3)} / ${fmt(bare.cpu, 3)}`],
    ]);
  } finally {
    await client.close();
    await sandbox.stop();
  }
}
