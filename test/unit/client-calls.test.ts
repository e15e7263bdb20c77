// The table of client calls and their screens (docs/client-calls.md), held to the client and the contract:
// a new client operation, a renamed channel or a moved screen fails here until the table says
// where it is reached (or why it is not).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import { CHANNELS } from '../../src-shared/contract';

const ROOT = resolve(import.meta.dirname, '../..');
const RENDERER = resolve(ROOT, 'src-renderer');

interface Row {
  call: string;
  channels: string[];
  screens: string[];
  /** The reason when no screen reaches the call. */
  none?: string;
}

/** The rows between the page's client-calls markers. */
function tableRows(page: string): Row[] {
  const start = page.indexOf('<!-- client-calls:start -->');
  const end = page.indexOf('<!-- client-calls:end -->');
  if (start < 0 || end < start) throw new Error('docs/client-calls.md has no client-calls table');
  const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
  return page
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [call = '', channels = '', screens = ''] = line.split('|').slice(1, -1).map((cell) => cell.trim());
      const none = /^none: (.+)$/.exec(screens)?.[1];
      return { call: ticked(call)[0] ?? call, channels: ticked(channels), screens: none ? [] : ticked(screens), none };
    });
}

/** Every operation of the client, as `group.op` or `group.sub.op`. */
function operations(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([name, value]: [string, unknown]) => {
    if (typeof value === 'function') return [`${prefix}${name}`];
    if (value && typeof value === 'object') return operations(value, `${prefix}${name}.`);
    return [];
  });
}

const client = createClient({ baseUrl: 'http://127.0.0.1:9/api/v1', key: 'k', secret: 's', maxTries: 1 });
afterAll(() => client.close());
const { baseUrl: _baseUrl, close: _close, ...groups } = client;
const rows = tableRows(readFileSync(resolve(ROOT, 'docs/client-calls.md'), 'utf8'));

describe('the table of client calls in docs/client-calls.md', () => {
  it('names every operation of the client exactly once, and nothing else', () => {
    const calls = rows.map((r) => r.call);
    const all = operations(groups);
    expect(all.length).toBeGreaterThan(80);
    expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([]);
    expect([...calls].sort()).toEqual([...all].sort());
  });

  it('names only channels of the contract, and a reason wherever no screen reaches a call', () => {
    const known = new Set<string>(CHANNELS);
    for (const row of rows) {
      expect(row.channels.filter((c) => !known.has(c)), row.call).toEqual([]);
      if (row.none) expect(row.channels, row.call).toEqual([]);
      else expect(row.channels.length * row.screens.length, row.call).toBeGreaterThan(0);
    }
  });

  it('names screens that exist and use one of their row’s channels', () => {
    for (const row of rows) {
      for (const screen of row.screens) {
        const path = resolve(RENDERER, screen);
        expect(existsSync(path), `${row.call}: ${screen}`).toBe(true);
        const source = readFileSync(path, 'utf8');
        expect(row.channels.some((c) => source.includes(`'${c}'`)), `${row.call}: ${screen} uses none of ${row.channels.join(', ')}`).toBe(true);
      }
    }
  });

  it('reads a row whose screen is missing or whose call is unknown as such', () => {
    const planted = tableRows(
      [
        '<!-- client-calls:start -->',
        '| `users.get` | `users.get` | `screens/kyc/Gone.tsx` |',
        '| `payments.get` | — | none: read whole with the order |',
        '<!-- client-calls:end -->',
      ].join('\n'),
    );
    expect(planted).toEqual([
      { call: 'users.get', channels: ['users.get'], screens: ['screens/kyc/Gone.tsx'], none: undefined },
      { call: 'payments.get', channels: [], screens: [], none: 'read whole with the order' },
    ]);
    expect(existsSync(resolve(RENDERER, 'screens/kyc/Gone.tsx'))).toBe(false);
  });
});
