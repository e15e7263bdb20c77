// Screens over a far host: the built-in sandbox behind a proxy that holds every request back
// `FAR_HOST_DELAY_MS` (default 150), the desk through the E2E harness in headless Chromium.
// Per screen (an investor's KYC, an order by code, a payment entered until it shows): the
// total from the user's action until the screen is complete and quiet, the requests that
// reached the host, the round trips on the critical path (a request leaving a delay or more
// after the round's first starts a new round), and the desk's own time (the total less one
// delay per round). `FAR_HOST_CONNECTION=stored` sends through a connection profile with its key
// and secret in the keychain, as a real host's, instead of the built-in sandbox's profile.
// `npm run build` first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Page, chromium } from '@playwright/test';
import { launchOptions } from '../scripts/browser.mjs';
import type { SandboxReply, SandboxStarter } from '../src-main/sandbox/supervisor';
import { type Harness, RENDERER_DIR, startHarness } from '../test/e2e/harness';
import { type FaultProxy, startFaultProxy } from '../test/support/fault-proxy';
import { sandboxProcess } from '../test/support/sandbox-process';
import { fmt, median, report } from './measure';

const RUNS = 3;
/**
 * A different investor and order each run, so no answer comes from the window's cache. The
 * emails are typed with capitals: Today has looked the demo investors up by their emails as
 * they are, and the server finds an email in any case.
 */
const INVESTORS = [
  ['Anna.Schmidt@example.com', 'Anna Schmidt'],
  ['Ben.Mueller@example.com', 'Ben Müller'],
  ['Clara.Weber@example.com', 'Clara Weber'],
] as const;
const ORDERS = ['OM-A7K2M9Q4', 'OM-B3N0R5T1', 'OM-C6P4W2X8'];
/** No call for this long after the last answer: the screen asks nothing more. */
const QUIET_MS = 400;

interface Screen {
  name: string;
  target: number;
  /** Brings the screen to the moment before the user's action; answers the action. */
  prepare(page: Page, run: number): Promise<() => Promise<void>>;
  /** What shows when the screen is there: an element of `selector` with `text` (all of it, when `exact`). */
  shown(run: number): Shown;
}

interface Shown {
  selector: string;
  text: string;
  exact?: boolean;
}

/**
 * Watches every frame from now for what `shown` names, and notes the time of the first frame
 * that has it. In the page: a Playwright wait polls with growing pauses (up to half a second),
 * so it would find a screen up to that much later than it showed.
 */
function watchFor(page: Page, shown: Shown): Promise<void> {
  return page.evaluate(({ selector, text, exact }) => {
    const w = window as { shownAt?: number };
    delete w.shownAt;
    const has = () =>
      [...document.querySelectorAll<HTMLElement>(selector)].some((el) => {
        const said = el.textContent?.trim() ?? '';
        return el.checkVisibility() && (exact ? said === text : said.includes(text));
      });
    const frame = () => {
      if (has()) w.shownAt = Date.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, shown);
}

/** The Payments area's search box ("/" focuses it) with an order code typed, not sent. */
async function typeOrderCode(page: Page, code: string): Promise<void> {
  await page.getByRole('navigation', { name: /areas/i }).getByRole('button', { name: /Payments/ }).click();
  // The screen's script loads when the area is first shown: keys typed before it has are lost.
  await page.getByLabel('Order code or amount').waitFor();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await page.keyboard.type(code);
}

const SCREENS: Screen[] = [
  {
    name: 'investor KYC',
    target: 500,
    async prepare(page, run) {
      await page.getByRole('navigation', { name: /areas/i }).getByRole('button', { name: /^Investor/ }).click();
      await page.getByRole('radiogroup', { name: 'Show' }).getByText('Investor').click();
      await page.getByLabel('Investor email').fill(INVESTORS[run % INVESTORS.length]?.[0] ?? '');
      return () => page.getByRole('button', { name: 'Find' }).click();
    },
    shown: (run) => ({ selector: 'h1, h2, h3, h4', text: INVESTORS[run % INVESTORS.length]?.[1] ?? '', exact: true }),
  },
  {
    name: 'order by code',
    target: 450,
    async prepare(page, run) {
      await typeOrderCode(page, ORDERS[run % ORDERS.length] ?? '');
      return () => page.keyboard.press('Enter');
    },
    shown: (run) => ({ selector: 'h1, h2, h3, h4', text: `Order ${ORDERS[run % ORDERS.length]}` }),
  },
  {
    name: 'payment entered and shown',
    target: 600,
    async prepare(page, run) {
      await typeOrderCode(page, 'OM-D9H3J7K0');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Order OM-D9H3J7K0' }).waitFor();
      const form = page.getByRole('main');
      await form.getByLabel(/^Amount/).fill(`${run + 1}0`);
      await form.getByLabel('Bank reference').fill(`Far host ${run + 1}`);
      await page.getByTestId('payment-preview').waitFor();
      return () => form.getByLabel('Bank reference').press('Enter');
    },
    shown: (run) => ({ selector: 'table[aria-label="Payments"] tr', text: `Far host ${run + 1}` }),
  },
];

/** A request as it reached the proxy. */
interface Request {
  at: number;
  line: string;
}

/** The sandbox's process, its address swapped for a delaying proxy's in front of it. */
function farSandbox(delayMs: number, proxies: FaultProxy[], requests: Request[]): SandboxStarter {
  return () => {
    const child = sandboxProcess();
    return {
      ...child,
      onMessage: (listener) =>
        child.onMessage((message: SandboxReply) => {
          if (message.type !== 'started') return listener(message);
          void startFaultProxy(message.info.baseUrl).then((proxy) => {
            proxies.push(proxy);
            proxy.plan = ({ method, path }) => {
              requests.push({ at: performance.now(), line: `${method} ${path}` });
              return { fault: 'pass', delayMs };
            };
            const baseUrl = message.info.baseUrl.replace(new URL(message.info.baseUrl).origin, proxy.origin);
            listener({ type: 'started', info: { ...message.info, baseUrl } });
          });
        }),
    };
  };
}

/** A profile of the far sandbox with its key and secret in the keychain, made the active one. */
async function useStoredConnection(page: Page, harness: Harness): Promise<void> {
  const { baseUrl, key, secret } = await harness.desk.sandbox();
  const created = await harness.desk.invoke('profiles.create', {
    profile: { name: 'Far host', baseUrl, environment: 'staging' },
    credentials: { key, secret },
  });
  if (!created.ok) throw new Error(`the far host's profile was not created: ${created.error.message}`);
  await harness.desk.invoke('profiles.activate', { id: (created.value as { id: string }).id });
  await page.getByTestId('profile-switcher').getByText('Far host').waitFor();
  await quiet(harness);
}

async function quiet(harness: Harness): Promise<number> {
  for (;;) {
    const last = Math.max(0, ...harness.calls.map((c) => c.endedAt));
    if (harness.pending() === 0 && performance.now() - last >= QUIET_MS) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Rounds on the critical path: a request leaving a delay or more after its round's first starts the next. */
function rounds(starts: number[], delayMs: number): number {
  let count = 0;
  let first = -Infinity;
  for (const start of [...starts].sort((a, b) => a - b)) {
    if (start - first >= delayMs) {
      count += 1;
      first = start;
    }
  }
  return count;
}

export async function farHostBench(): Promise<void> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    console.log('\n## Far host: skipped, the renderer is not built (npm run build)');
    return;
  }
  const delayMs = Number(process.env.FAR_HOST_DELAY_MS ?? 150);
  const proxies: FaultProxy[] = [];
  const requests: Request[] = [];
  const browser = await chromium.launch(launchOptions());
  const context = await browser.newContext({ viewport: { width: 1360, height: 860 }, locale: 'en-US' });
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  const page = await context.newPage();
  const harness = await startHarness({ window: page, sandboxProcess: farSandbox(delayMs, proxies, requests) });
  try {
    await harness.desk.sandbox();
    await page.getByText('Opening the sandbox…').waitFor({ state: 'hidden', timeout: 120_000 });
    await quiet(harness);
    const stored = process.env.FAR_HOST_CONNECTION === 'stored';
    if (stored) await useStoredConnection(page, harness);
    const rows: Array<[string, string]> = [];
    for (const screen of SCREENS) {
      const runs: Array<{ total: number; requests: number; rounds: number; own: number }> = [];
      for (let run = 0; run < RUNS; run++) {
        const act = await screen.prepare(page, run);
        await quiet(harness);
        // The clock starts at the input event in the page, not when Playwright starts acting.
        await page.evaluate(() => {
          const record = () => ((window as { actedAt?: number }).actedAt ??= Date.now());
          for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, record, { capture: true, once: true });
          delete (window as { actedAt?: number }).actedAt;
        });
        await watchFor(page, screen.shown(run));
        await act();
        const actedAt = await page.evaluate(() => (window as { actedAt?: number }).actedAt ?? Date.now());
        // The page's clock and this one's are the same wall clock.
        const offset = Date.now() - performance.now();
        const start = actedAt - offset;
        await page.waitForFunction(() => (window as { shownAt?: number }).shownAt !== undefined, undefined, { timeout: 30_000 });
        const shownAt = (await page.evaluate(() => (window as { shownAt?: number }).shownAt ?? Date.now())) - offset;
        const lastAnswer = await quiet(harness);
        const total = Math.max(shownAt, lastAnswer) - start;
        const sent = requests.filter((r) => r.at >= start);
        const critical = rounds(sent.map((r) => r.at), delayMs);
        if (process.env.FAR_HOST_TRACE) {
          const asked = harness.calls.filter((c) => c.startedAt >= start);
          console.log(screen.name, asked.map((c) => `${String(c.channel)}@${fmt(c.startedAt - start)}-${fmt(c.endedAt - start)}`).join(' '));
          console.log('  host:', sent.map((r) => `${r.line}@${fmt(r.at - start)}`).join(' '));
        }
        runs.push({ total, requests: sent.length, rounds: critical, own: total - critical * delayMs });
      }
      const pick = (key: 'total' | 'requests' | 'rounds' | 'own') => median(runs.map((r) => r[key]));
      rows.push(
        [`${screen.name}: total, median (target ${screen.target}), ms`, fmt(pick('total'))],
        [`${screen.name}:   each, ms`, runs.map((r) => fmt(r.total)).join(' / ')],
        [`${screen.name}: requests / critical-path round trips`, `${pick('requests')} / ${pick('rounds')}`],
        [`${screen.name}: the desk's own time, median (target 100), ms`, fmt(pick('own'))],
      );
    }
    report(`Screens over a far host (every request held back ${delayMs} ms${stored ? ', a stored connection' : ''})`, rows);
  } finally {
    await context.close();
    await browser.close();
    await harness.close();
    await Promise.all(proxies.map((proxy) => proxy.close()));
  }
}
