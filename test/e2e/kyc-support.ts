// What the KYC end-to-end tests do again and again: open an investor, fill Mantine's selects
// and yes/no questions, drop a file on a drop zone the way a file manager does.
import { crc32, deflateSync } from 'node:zlib';
import { type Locator, type Page, expect } from '@playwright/test';
import type { Channel, ChannelInput, ChannelOutput } from '../../src-shared/contract';
import { ipcOf } from '../support/ipc';
import type { Harness } from './harness';
import { goTo } from './support';

export async function openInvestor(page: Page, email: string, name: string): Promise<void> {
  await goTo(page, /^Investor/);
  await page.getByRole('radiogroup', { name: /^(Show|Anzeigen)$/ }).getByText(/^(Investor)$/).click();
  await page.getByLabel(/^(Investor email or name|E-Mail des Investors oder Name)$/).fill(email);
  await page.getByRole('button', { name: /^(Find|Suchen)$/ }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

/** Picks an option of a Mantine Select (searchable or not) by its label. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if ((await input.getAttribute('readonly')) === null) await input.fill(option.replace(/ \([A-Z]{2}\)$/, ''));
  await page.getByRole('option', { name: option, exact: true }).click();
  // A click lost while the list moves (it shrinks as the search filters it) leaves the field
  // empty once it blurs: said here, at the choice, rather than as a missing field at Save.
  await expect(input, `${label}: ${option} chosen`).toHaveValue(option);
}

/** Answers a yes/no question (a radio group). */
export async function answer(scope: Locator, question: string, value: string): Promise<void> {
  await scope.getByRole('radiogroup', { name: question, exact: true }).getByRole('radio', { name: value, exact: true }).check();
}

/** Drops a file on `target` as a file manager would: dragenter, dragover, drop with a DataTransfer. */
export async function dropFile(
  page: Page,
  target: Locator,
  file: { name: string; type: string; base64?: string; size?: number },
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(({ name, type, base64, size }) => {
    let bytes: Uint8Array<ArrayBuffer>;
    if (base64 !== undefined) {
      const binary = atob(base64);
      bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    } else {
      // A file of the given size that starts as a PDF does.
      bytes = new Uint8Array(size ?? 0);
      bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    }
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type }));
    return transfer;
  }, file);
  for (const event of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(event, { dataTransfer });
}

/** The value of the last successful call of a channel the page made. */
export function lastResult<C extends Channel>(harness: Harness, channel: C): ChannelOutput<C> {
  const call = harness.calls.filter((c) => c.channel === channel && c.result.ok).at(-1);
  if (!call || !call.result.ok) throw new Error(`the page made no successful ${channel} call`);
  return call.result.value as ChannelOutput<C>;
}

/** A channel called through the desk but not by the page (not in its calls); a write is told to every window, the page too. */
export function behindTheScreen<C extends Channel>(harness: Harness, channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
  return ipcOf(() => harness.desk).value(channel, input);
}

/** A PNG of `width` x `height` pixels with a colour gradient, as base64: a scan stand-in. */
export function gradientPng(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([40 + ((x * 4) % 200), 90 + ((y * 3) % 160), 200], y * (1 + width * 3) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]).toString('base64');
}

/** Types a date and leaves the field, so its calendar closes. */
export async function fillDate(scope: Locator, label: string, value: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.blur();
}
