// The built-in sandbox's process dies under the desk: the window says so, the desk starts it
// again on its own, and the screen shows its data again without the user doing anything; a
// project made in the new process then shows too, so the screen reads from it, not from before.
import { expect, test } from '@playwright/test';
import type { SandboxChild, SandboxStarter } from '../../src-main/sandbox/supervisor';
import { liveProject, unique } from '../support/fixtures';
import { clientsOn } from '../support/sandbox';
import { sandboxProcess } from '../support/sandbox-process';
import { startHarness } from './harness';
import { goTo, openDesk } from './support';

test('a crashed sandbox is reported, restarts on its own, and the screen recovers', async ({ browser }) => {
  test.setTimeout(180_000);
  const children: SandboxChild[] = [];
  const recorded: SandboxStarter = () => {
    const child = sandboxProcess();
    children.push(child);
    return child;
  };
  const harness = await startHarness({ sandboxProcess: recorded });
  const page = await openDesk(browser, harness);
  try {
    await goTo(page, /Projects/);
    const table = page.getByRole('table', { name: 'Projects' });
    await expect(table.getByRole('button', { name: 'SOLAR-26' })).toBeVisible({ timeout: 90_000 });
    expect(children).toHaveLength(1);
    children[0]?.kill();
    await expect(page.getByText('The sandbox stopped unexpectedly and is restarting.')).toBeVisible();
    // A second process, started by the desk, not by a click.
    await expect.poll(() => children.length, { timeout: 30_000 }).toBe(2);
    await expect(page.getByText('Opening the sandbox…')).toBeHidden({ timeout: 90_000 });
    await expect(table.getByRole('button', { name: 'SOLAR-26' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Made in the restarted process, so only a read from it can show it.
    const fixtures = clientsOn(await harness.desk.sandbox());
    const code = unique('AFTER');
    try {
      await liveProject(fixtures.client, { code });
    } finally {
      await fixtures.close();
    }
    expect(children).toHaveLength(2);
    await page.reload();
    await goTo(page, /Projects/);
    await expect(table.getByRole('button', { name: code })).toBeVisible();
  } finally {
    await page.context().close();
    await harness.close();
  }
});
