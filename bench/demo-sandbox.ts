// A demo sandbox in a child process, a project of it, and valid headers for GETting that
// project by hand (a GET's signature holds for the whole UTC day).
import { createClient } from '../src-main/client';
import { sign, signatureDate } from '../src-main/signature';
import { startSandboxProcess } from '../test/support/sandbox-process';

/** `store`: where it keeps its data; in memory unless given (`['--database', URL]`). */
export async function startDemoSandbox(store: string[] = ['--memory']) {
  const sandbox = await startSandboxProcess([...store, '--port', '0', '--seed', 'demo']);
  const { base_url: baseUrl, key, secret } = sandbox.lines;
  const client = createClient({ baseUrl, key, secret });
  const [project] = await client.projects.list();
  if (!project) throw new Error('the demo seed has no project');
  const path = `${new URL(baseUrl).pathname}/projects/${project.id}`;
  return {
    baseUrl,
    client,
    project,
    /** Path of `GET /projects/{id}`, as signed. */
    path,
    headers: {
      authorization: `Bearer ${key}`,
      'x-signature': sign(secret, { method: 'GET', path, date: signatureDate(new Date()) }),
      accept: 'application/json',
    },
    async stop() {
      await client.close();
      await sandbox.stop();
    },
  };
}
