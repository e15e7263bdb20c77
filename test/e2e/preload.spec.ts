// The harness's page gets the app's own preload (harness/preload.ts): its bundle is built from
// src-preload/index.ts, and the page's `window.desk` is what that code exposes, refusals included.
import { expect, test } from '@playwright/test';
import { CHANNELS, type DeskApi, EVENTS } from '../../src-shared/contract';
import { startHarness } from './harness';
import { preloadBundle } from './harness/preload';
import { openDesk } from './support';

test('the harness page runs the preload from src-preload, and its window.desk is that preload’s', async ({ browser }) => {
  const { code, sources } = await preloadBundle();
  expect(sources).toContain('src-preload/index.ts');
  // The contract's names are in it, its schemas (zod) are not: the preload runs before each first paint.
  expect(sources).toContain('src-shared/contract/ipc-names.ts');
  expect(sources.filter((source) => source.includes('zod') || source === 'src-shared/contract.ts')).toEqual([]);
  for (const name of [...CHANNELS, ...EVENTS]) expect(code).toContain(JSON.stringify(name));
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
