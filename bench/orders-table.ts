// The orders table with 100,000 orders, in headless Chromium through the E2E harness (the
// real desk, its order index, its built-in sandbox bulk-seeded), against the same table with
// 1,000 orders in the same run: the time from a click on Payments to the first rows painted
// on a page just loaded, against the same click on the page already loaded (the table drawn
// again, nothing read or loaded), and from a filter keystroke to the table repainted with that filter's rows. Both measured
// in the page (performance.now, a MutationObserver, then the next animation frame).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Browser, type Page, chromium } from '@playwright/test';
import { launchOptions } from '../scripts/browser.mjs';
import { createClient } from '../src-main/client';
import { INVOKE_CHANNEL } from '../src-shared/contract';
import { OrderIndex } from '../src-main/workflows/order-index';
import { seedBulkOrders } from '../test/support/bulk';
import { seededRandom } from '../test/support/random';
import { type Harness, RENDERER_DIR, startHarness } from '../test/e2e/harness';
import { fmt, median, report } from './measure';
import { TRACE_PARTS, type TraceSplit, printCpuProfile, traceSplit } from './trace-split';

/** ORDERS_TABLE_SIZES=1000 runs one size alone. */
const SIZES = (process.env.ORDERS_TABLE_SIZES ?? '1000,100000').split(',').map(Number);
const RELOADS = 5;
/** Substrings of order codes typed, then erased, one keystroke each. */
const WORDS = 8;

interface Figures {
  seedMs: number;
  indexMs: number;
  browseMs: number;
  ipcMs: number;
  firstRows: number[];
  /** The same click on a page that has shown the table before: the baseline. */
  repaints: number[];
  keystrokes: number[];
  /** The page's main thread per keystroke, by part, ms. */
  split: TraceSplit;
}

export async function openDesk(browser: Browser, attach: (page: Page) => Promise<void>, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 860 }, locale: 'en-US' });
  // tsx compiles with esbuild's keepNames: functions sent to the page call its `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  const page = await context.newPage();
  await attach(page);
  await page.goto(url);
  await page.getByRole('navigation', { name: 'Areas' }).waitFor();
  return page;
}

/** From a click on Payments to the first order row painted. */
function timeToFirstRows(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const rowSelector = 'table[aria-label="Orders"] tbody tr[aria-rowindex] button';
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(rowSelector)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const payments = [...document.querySelectorAll('nav button')].find((b) => b.textContent?.startsWith('Payments'));
        (payments as HTMLButtonElement).click();
      }),
  );
}

/** Until the page has asked nothing of the desk for 200 ms: its reads and renders are done. */
async function settled(harness: Harness): Promise<void> {
  let quietSince = performance.now();
  while (performance.now() - quietSince < 200) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (harness.pending() > 0) quietSince = performance.now();
  }
}

/** The harness's share of every call: a channel that does nothing, from the page and back. */
function ipcRoundTrip(page: Page): Promise<number> {
  return page.evaluate(async (ipcChannel) => {
    const times: number[] = [];
    for (let i = 0; i < 31; i++) {
      const start = performance.now();
      await window.__deskInvoke(ipcChannel, 'preferences.get', undefined);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[15] as number;
  }, INVOKE_CHANNEL);
}

declare global {
  interface Window {
    /** The time from the armed keydown to the repaint it leads to. */
    __repainted?: Promise<number>;
  }
}

/**
 * Arms the page, and resolves once it is armed: the next keydown is t0; the table showing
 * `text`'s rows, then the next frame, is t1. `repainted` then answers t1 - t0.
 */
async function armRepaint(page: Page, text: string): Promise<void> {
  await page.evaluate((expected) => {
    window.__repainted = new Promise<number>((resolve) => {
      let t0 = Number.NaN;
      document.addEventListener('keydown', () => (t0 = performance.now()), { capture: true, once: true });
      const table = document.querySelector('table[aria-label="Orders"]') as HTMLTableElement;
      const observer = new MutationObserver(() => {
        if (table.dataset.filter !== expected) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - t0));
      });
      observer.observe(table, { attributes: true, attributeFilter: ['data-filter'] });
    });
  }, text);
}

const repainted = (page: Page) => page.evaluate(() => window.__repainted as Promise<number>);

/** Types pieces of order codes and erases them, a key at a time; answers each repaint's time. */
async function typeWords(page: Page, orders: number, seed: number): Promise<number[]> {
  // A fixed sequence: every run types the same words.
  const random = seededRandom(seed);
  const keystrokes: number[] = [];
  let typed = '';
  const key = async (press: string, next: string) => {
    await armRepaint(page, next);
    await page.keyboard.press(press);
    keystrokes.push(await repainted(page));
    typed = next;
    await page.waitForTimeout(30);
  };
  for (let w = 0; w < WORDS; w++) {
    // A piece of an existing code's number: every prefix matches some order.
    const number = String(1 + Math.floor(random() * orders));
    const from = Math.floor(random() * Math.max(1, number.length - 2));
    const word = number.slice(from, from + 3);
    for (const char of word) await key(char, typed + char);
    while (typed) await key('Backspace', typed.slice(0, -1));
  }
  return keystrokes;
}

async function measure(browser: Browser, orders: number): Promise<Figures> {
  let seedMs = 0;
  const harness = await startHarness({
    prepare: async (dir) => {
      const start = performance.now();
      await seedBulkOrders(join(dir, 'sandbox'), { code: 'BENCH', orders, investors: Math.min(orders, 10_000) });
      seedMs = performance.now() - start;
    },
  });
  try {
    const sandbox = await harness.desk.sandbox();
    // The desk indexes the orders in the background from its start: wait for that, then build
    // the same index once more here to time it alone.
    await harness.desk.invoke('orders.browse', { scope: { kind: 'all' }, limit: 1 });
    const client = createClient({ baseUrl: sandbox.baseUrl, key: sandbox.key, secret: sandbox.secret });
    const indexStart = performance.now();
    await new OrderIndex(client).ready();
    const indexMs = performance.now() - indexStart;
    await client.close();
    // The main process's share of a keystroke: one filtered, sorted page of the desk's index.
    const browse: number[] = [];
    for (const text of ['1', '12', '123', '4', '45', '456', '7', '78', '789', '']) {
      const start = performance.now();
      const result = await harness.desk.invoke('orders.browse', { scope: { kind: 'all' }, text, limit: 200 });
      if (!result.ok) throw new Error(result.error.message);
      browse.push(performance.now() - start);
    }

    const page = await openDesk(browser, (p) => harness.attach(p), harness.url);
    const ipcMs = await ipcRoundTrip(page);
    const areas = page.getByRole('navigation', { name: 'Areas' });
    // The desk opens on the area it was left in: from another one, Payments is a click away.
    const leavePayments = async () => {
      await areas.getByRole('button').first().click();
      await page.locator('table[aria-label="Orders"]').waitFor({ state: 'detached' });
    };
    const firstRows: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      if (i > 0) {
        await page.reload();
        await areas.waitFor();
        await leavePayments();
      }
      // Both kinds of click start from a page that has finished what it was doing (the area
      // left, its reads): the figure is the Payments screen's, not what is still under way.
      await settled(harness);
      firstRows.push(await timeToFirstRows(page));
    }
    // The baseline: the same click on the page already loaded (the screen's code, its words and
    // its first rows already read), i.e. the table drawn again and nothing else.
    const repaints: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      await leavePayments();
      await settled(harness);
      repaints.push(await timeToFirstRows(page));
    }

    // The page settles after its last load before the first keystroke.
    await page.waitForTimeout(1000);
    await page.getByLabel('Order code or amount').focus();
    const keystrokes = await typeWords(page, orders, 7);
    // The same typing once more, traced: where the page's main thread spends a keystroke.
    let traced = 0;
    const other = new Map<string, number>();
    const split = await traceSplit(
      browser,
      page,
      async () => {
        traced = (await typeWords(page, orders, 7)).length;
      },
      other,
    );
    if (process.env.ORDERS_TABLE_CPU) {
      console.log(`${fmt(orders)} orders: "other" per keystroke by the browser's task`);
      for (const [name, ms] of [...other].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${fmt(ms / traced, 2).padStart(8)} ms  ${name}`);
      await printCpuProfile(page, () => typeWords(page, orders, 7));
    }
    await page.context().close();
    const perKeystroke = Object.fromEntries(TRACE_PARTS.map((part) => [part, split[part] / traced])) as TraceSplit;
    return { seedMs, indexMs, browseMs: median(browse), ipcMs, firstRows, repaints, keystrokes, split: perKeystroke };
  } finally {
    await harness.close();
  }
}

export async function ordersTableBench(): Promise<void> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    console.log('\n## Orders table: skipped, the renderer is not built (npm run build)');
    return;
  }
  const browser = await chromium.launch(launchOptions());
  try {
    const rows: Array<[string, string]> = [];
    for (const orders of SIZES) {
      const f = await measure(browser, orders);
      const n = fmt(orders);
      rows.push(
        [`${n} orders: bulk seed (SQL, before the desk starts), ms`, fmt(f.seedMs)],
        [`${n} orders: index build (GET /orders + parse), ms`, fmt(f.indexMs)],
        [`${n} orders: main process, one filtered page, median ms`, fmt(f.browseMs, 1)],
        [`${n} orders: harness IPC round trip (preferences.get), median ms`, fmt(f.ipcMs, 1)],
        [`${n} orders: click -> first rows painted, page just loaded, median of ${f.firstRows.length}, ms`, fmt(median(f.firstRows), 1)],
        [`${n} orders:   each, ms`, f.firstRows.map((v) => fmt(v)).join(' / ')],
        [`${n} orders: baseline: the same click on the page already loaded, median of ${f.repaints.length}, ms`, fmt(median(f.repaints), 1)],
        [`${n} orders:   each, ms`, f.repaints.map((v) => fmt(v)).join(' / ')],
        [`${n} orders: click -> first rows / the page already loaded (target <= 1.5 at 100,000)`, fmt(median(f.firstRows) / median(f.repaints), 2)],
        [`${n} orders: keystroke -> table repainted, median of ${f.keystrokes.length} (target 50), ms`, fmt(median(f.keystrokes), 1)],
        [`${n} orders:   90th percentile, max, ms`, `${fmt(percentile(f.keystrokes, 0.9), 1)} / ${fmt(Math.max(...f.keystrokes), 1)}`],
        [
          `${n} orders: a keystroke on the page's main thread (traced pass), ms`,
          TRACE_PARTS.map((part) => `${part} ${fmt(f.split[part], 1)}`).join(', '),
        ],
      );
    }
    report('Orders table in headless Chromium through the harness (baseline: 1,000 orders, same run)', rows);
  } finally {
    await browser.close();
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}
