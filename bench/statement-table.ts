// The statement table in headless Chromium through the E2E harness (the real desk on its demo
// sandbox): a generated camt.053 of 1,000 lines imported, then a keystroke in the search box
// timed to the table repainted with that search's rows, against the same with 100 lines in
// the same run. Measured in the page: the keydown, then the table's `data-filter` naming the
// typed text (set once its rows are rendered), then the next animation frame.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from '@playwright/test';
import { launchOptions } from '../scripts/browser.mjs';
import { seededRandom } from '../test/support/random';
import { RENDERER_DIR, startHarness } from '../test/e2e/harness';
import { fmt, median, report } from './measure';
import { openDesk, percentile } from './orders-table';
import { TRACE_PARTS, type TraceSplit, printCpuProfile, traceSplit } from './trace-split';

const SIZES = [100, 1_000];
/** The demo orders' codes, so some lines are matched and some suggested, as on a real day. */
const CODES = ['OM-B3N0R5T1', 'OM-D9H3J7K0', 'OM-F5Q1S3V7', 'OM-C6P4W2X8'];
const SURNAMES = ['Mueller', 'Schmidt', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Schulz'];
/** Searches typed, then erased, one keystroke each. */
const WORDS = ['muel', 'om-b', 'fisch', '750', 'zeich', 'web'];

function statement(lines: number, random: () => number): string {
  const entries = Array.from({ length: lines }, (_, n) => {
    const name = `${SURNAMES[n % SURNAMES.length]} ${n}`;
    const text = n % 3 === 0 ? `Zeichnung ${CODES[n % CODES.length]}` : `Zeichnung Solarpark ${Math.floor(random() * 10_000)}`;
    return `<Ntry><Amt Ccy="EUR">${(n % 40) * 25 + 250}.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-11-20</Dt></BookgDt><ValDt><Dt>2026-11-20</Dt></ValDt><AcctSvcrRef>TB-${n}</AcctSvcrRef>
<NtryDtls><TxDtls><Refs><AcctSvcrRef>TB-${n}</AcctSvcrRef></Refs><Amt Ccy="EUR">${(n % 40) * 25 + 250}.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<RltdPties><Dbtr><Pty><Nm>${name}</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>TABLE-BENCH</MsgId><CreDtTm>2026-11-20T22:00:00</CreDtTm></GrpHdr>
<Stmt><Id>TABLE-BENCH-1</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

declare global {
  interface Window {
    /** The time from the armed keydown to the repaint it leads to. */
    __statementRepainted?: Promise<number>;
  }
}

/** Arms the page: the next keydown is t0; an element whose `data-filter` is `expected`, then the next frame, is t1. */
async function armRepaint(page: Page, expected: string): Promise<void> {
  await page.evaluate((filter) => {
    window.__statementRepainted = new Promise<number>((resolve) => {
      let t0 = Number.NaN;
      document.addEventListener('keydown', () => (t0 = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!document.querySelector(`[data-filter="${CSS.escape(filter)}"]`)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - t0));
      });
      observer.observe(document.querySelector('main') as HTMLElement, { attributes: true, attributeFilter: ['data-filter'], childList: true, subtree: true });
    });
  }, expected);
}

/** STATEMENT_TABLE_CPU=1 adds the page's functions by own time while typing. */
async function measure(browser: Browser, lines: number): Promise<{ keystrokes: number[]; split: TraceSplit }> {
  const harness = await startHarness();
  try {
    await harness.desk.sandbox();
    const file = join(harness.userDataDir, `statement-${lines}.xml`);
    await writeFile(file, statement(lines, seededRandom(lines)));
    harness.shell.openPath = file;
    const page = await openDesk(browser, (p) => harness.attach(p), harness.url);
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('button', { name: /^Payments/ }).click();
    await page.getByText('Bank statement', { exact: true }).click();
    await page.getByRole('button', { name: 'Import a bank statement…' }).click();
    await page.locator('table[aria-label="Statement lines"] tbody tr[data-line]').first().waitFor();
    // The page settles after the import before the first keystroke.
    await page.waitForTimeout(1000);
    await page.getByLabel('Search the lines').focus();
    const typeWords = async (): Promise<number[]> => {
      const keystrokes: number[] = [];
      let typed = '';
      const key = async (press: string, next: string) => {
        await armRepaint(page, `all:${next}`);
        await page.keyboard.press(press);
        keystrokes.push(await page.evaluate(() => window.__statementRepainted as Promise<number>));
        typed = next;
        await page.waitForTimeout(30);
      };
      for (const word of WORDS) {
        for (const char of word) await key(char, typed + char);
        while (typed) await key('Backspace', typed.slice(0, -1));
      }
      return keystrokes;
    };
    const keystrokes = await typeWords();
    // The same typing once more, traced: where the page's main thread spends a keystroke.
    let traced = 0;
    const split = await traceSplit(browser, page, async () => {
      traced = (await typeWords()).length;
    });
    if (process.env.STATEMENT_TABLE_CPU) await printCpuProfile(page, typeWords);
    await page.context().close();
    return { keystrokes, split: Object.fromEntries(TRACE_PARTS.map((part) => [part, split[part] / traced])) as TraceSplit };
  } finally {
    await harness.close();
  }
}

export async function statementTableBench(): Promise<void> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    console.log('\n## Statement table: skipped, the renderer is not built (npm run build)');
    return;
  }
  const browser = await chromium.launch(launchOptions());
  try {
    const medians = new Map<number, number>();
    const rows: Array<[string, string]> = [];
    for (const lines of SIZES) {
      const { keystrokes, split } = await measure(browser, lines);
      medians.set(lines, median(keystrokes));
      const n = fmt(lines);
      rows.push(
        [`${n} lines: keystroke -> table repainted, median of ${keystrokes.length} (target 50), ms`, fmt(median(keystrokes), 1)],
        [`${n} lines:   90th percentile, max, ms`, `${fmt(percentile(keystrokes, 0.9), 1)} / ${fmt(Math.max(...keystrokes), 1)}`],
        [`${n} lines: a keystroke on the page's main thread (traced pass), ms`, TRACE_PARTS.map((part) => `${part} ${fmt(split[part], 1)}`).join(', ')],
      );
    }
    const [small, large] = SIZES.map((n) => medians.get(n) as number);
    rows.push([`${fmt(SIZES[1] as number)} lines / ${fmt(SIZES[0] as number)} lines, median keystroke`, `${fmt((large as number) / (small as number), 2)}x`]);
    report('Statement table in headless Chromium through the harness (baseline: 100 lines, same run)', rows);
  } finally {
    await browser.close();
  }
}
