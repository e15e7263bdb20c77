// The first start: the frame is there before the sandbox is open and names the connection;
// it says "Opening the sandbox…" until the sandbox's process answers; a screen asked for
// meanwhile waits for it, and no call fails.
import { expect, test } from '@playwright/test';
import type { SandboxStarter } from '../../src-main/sandbox/supervisor';
import { sandboxProcess } from '../support/sandbox-process';
import { startHarness } from './harness';
import { goTo, openDesk } from './support';

test('the frame is usable before the sandbox is open; calls made meanwhile wait and none fails', async ({ browser }) => {
  test.setTimeout(150_000);
  // The sandbox's process starts as usual, but its "started" answer is held back until released.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: SandboxStarter = () => {
    const child = sandboxProcess();
    return { ...child, onMessage: (listener) => child.onMessage((message) => void released.then(() => listener(message))) };
  };
  const harness = await startHarness({ sandboxProcess: held, sandboxSeed: 'none' });
  const page = await openDesk(browser, harness);
  try {
    await expect(page.getByTestId('profile-switcher')).toContainText('Sandbox');
    await expect(page.getByRole('status').filter({ hasText: 'Opening the sandbox…' })).toBeVisible();
    await goTo(page, /Projects/);
    expect(harness.calls.filter((call) => call.channel === 'projects.list')).toEqual([]);
    release();
    // The process may still be starting: a new database, on a machine the other specs keep busy.
    await expect(page.getByText('Opening the sandbox…')).toBeHidden({ timeout: 90_000 });
    await expect.poll(() => harness.calls.filter((call) => call.channel === 'projects.list').length).toBeGreaterThan(0);
    expect(harness.calls.filter((call) => !call.result.ok)).toEqual([]);
  } finally {
    await page.context().close();
    await harness.close();
  }
});

test("the connection is named before the switcher's menu has come; a click on it meanwhile opens the menu once it comes", async ({ browser }) => {
  const harness = await startHarness({ sandboxSeed: 'none' });
  const context = await browser.newContext();
  // The switcher's chunk (its menu) is held back until the test has clicked.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/ProfileSwitcher-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  try {
    await harness.attach(page);
    await page.goto(harness.url);
    const connection = page.getByTestId('profile-switcher');
    await expect(connection).toContainText('Sandbox');
    await connection.click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menuitem', { name: /Sandbox/ })).toBeVisible();
  } finally {
    await context.close();
    await harness.close();
  }
});
