// The signed client's GET against raw undici GET of the same sandbox URL, same process,
// same run. Target: ratio <= 1.05.
import { Pool } from 'undici';
import { startDemoSandbox } from './demo-sandbox';
import { alternate, fmt, report } from './measure';

export async function clientOverheadBench(): Promise<void> {
  const demo = await startDemoSandbox();
  const pool = new Pool(new URL(demo.baseUrl).origin);
  try {
    const raw = async () => {
      const response = await pool.request({ method: 'GET', path: demo.path, headers: demo.headers });
      return response.body.json();
    };
    const { a: signed, b: bare } = await alternate(() => demo.client.projects.get(demo.project.id), raw);
    report('Client overhead: GET /projects/{id} (sequential; medians of 5,000 alternating calls)', [
      ['signed client, ms/request', fmt(signed.median, 3)],
      ['baseline: raw undici, ms/request', fmt(bare.median, 3)],
      ['ratio of medians (target <= 1.05)', fmt(signed.median / bare.median, 3)],
      ['ratio of means', fmt(signed.mean / bare.mean, 3)],
      ['client CPU per request, signed / raw, ms', `${fmt(signed.cpu, 3)} / ${fmt(bare.cpu, 3)}`],
    ]);
  } finally {
    await pool.close();
    await demo.stop();
  }
}
