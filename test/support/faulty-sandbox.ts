// A test sandbox behind a fault proxy, with a scratch folder: what the fault suites share.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FaultProxy, startFaultProxy } from './fault-proxy';
import { type TestSandbox, startTestSandbox } from './sandbox';

export interface FaultySandbox {
  t: TestSandbox;
  proxy: FaultProxy;
  /** A fresh folder for drafts files and audit logs. */
  dir: string;
  close(): Promise<void>;
}

export async function startFaultySandbox(folderPrefix: string): Promise<FaultySandbox> {
  const t = await startTestSandbox();
  const proxy = await startFaultProxy(t.sandbox.baseUrl);
  const dir = await mkdtemp(join(tmpdir(), folderPrefix));
  return {
    t,
    proxy,
    dir,
    close: async () => {
      await proxy.close();
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
