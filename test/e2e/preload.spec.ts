// The harness's page gets the app's own preload (harness/preload.ts): its bundle is built from
// src-preload/index.ts, and the page's `window.desk` is what that code exposes, refusals included.
import { expect, test } from '@playwright/test';
import type { DeskApi } from '../../src-shared/contract';
import { startHarness } from './harness';
import { preloadBundle } from './harness/preload';
import { openDesk } from './support';

test('the harness page runs the preload from src-preload, and its window.desk is that preload’s', async ({ browser }) => {
  const { sources } = await preloadBundle();
  expect(sources).toContain('src-preload/index.ts');
  expect(sources).toContain('src-shared/contract.ts');
  const harness = await startHarness();
  const page = await openDesk(browser, harness);
  try {
    const seen = await page.evaluate(async () => {
      const { desk } = window as unknown as { desk: DeskApi };
      const refused = await desk.invoke('no.such.channel' as never, undefined as never).then(
        () => 'answered',
        (error: unknown) => String(error),
      );
      let unknownEvent = 'accepted';
      try {
        desk.on('no.such.event' as never, () => undefined);
      } catch (error) {
        unknownEvent = String(error);
      }
      const preferences = await desk.invoke('preferences.get', undefined);
      return { keys: Object.keys(desk).sort(), frozen: Object.isFrozen(desk), refused, unknownEvent, ok: preferences.ok };
    });
    expect(seen).toEqual({
      keys: ['invoke', 'on'],
      frozen: true,
      refused: 'Error: Unknown channel no.such.channel',
      unknownEvent: 'Error: Unknown event no.such.event',
      ok: true,
    });
  } finally {
    await page.context().close();
    await harness.close();
  }
});
