// The screening command run as a process: lists read (and one refused), bad people lines named
// and skipped, hits as fully quoted CSV with formula cells defused, and no list read an error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'screening-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const FIXTURES = 'test/fixtures/screening';

function run(args: string[]): { code: number | null; out: string; err: string } {
  const result = spawnSync(process.execPath, [tsx, 'src-main/screening/cli.ts', ...args], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('npm run screening', () => {
  it('writes one quoted row per hit, names bad lines and unreadable lists on stderr', () => {
    const list = write(
      'desk-watch.csv',
      'id,name,aliases,birth_date,country,note\nD-1,-Ivan Drago,Ivan Dragomirov,1961-05-02,RU,\nD-2,Muster Handels GmbH,,,DE,\n',
    );
    const people = write(
      'people.csv',
      [
        'id,name,birth_date,country',
        '=1+2,Ivan Drago,1961,RU',
        'p2,Erika Mustermann,1964-08-12,DE',
        'p3,,1970,',
        'p4,Muster Handels Ltd,,de',
        'p5,Someone,12-03-1970,',
        'p6,Anyone,,Germany',
        'p7,Ivan Dragu,,',
      ].join('\n'),
    );
    const result = run(['--list', list, '--list', `${FIXTURES}/bad/unknown.csv`, '--list', `${FIXTURES}/un-sc.xml`, '--people', people]);
    expect(result.err).toMatch(/desk-watch\.csv: 2 entries \(custom desk-watch, published undated, sha256 [0-9a-f]{64}\)/);
    expect(result.code).toBe(0);
    expect(result.out.split('\n')).toEqual([
      '"person_id","list","entry_id","score","matched_name"',
      expect.stringMatching(/^"'=1\+2","desk-watch","D-1","1\.000","'-Ivan Drago"$/),
      expect.stringMatching(/^"p4","desk-watch","D-2","0\.\d{3}","Muster Handels GmbH"$/),
      expect.stringMatching(/^"p7","desk-watch","D-1","0\.\d{3}","'-Ivan Drago"$/),
      '',
    ]);
    expect(result.err).toContain('unknown.csv not read');
    expect(result.err).toContain('line 4 skipped: no name');
    expect(result.err).toContain('line 6 skipped: birth_date "12-03-1970" is neither YYYY-MM-DD nor YYYY');
    expect(result.err).toContain('line 7 skipped: country "Germany" is not an ISO alpha-2 code');
    expect(result.err).toContain('4 people screened, 3 hits, 3 bad lines skipped');
  });

  it('honours --threshold, and fails when no list can be read', () => {
    // A typo scores below 1: at the default it is a hit, at 0.99 not.
    const people = write('one.csv', 'id,name,birth_date,country\np1,Ivan Dragu,,\n');
    const list = write('one-list.csv', 'id,name,aliases,birth_date,country,note\nD-1,Ivan Drago,,,,\n');
    const high = run(['--list', list, '--people', people, '--threshold', '0.99']);
    expect(high.out.trim()).toBe('"person_id","list","entry_id","score","matched_name"');
    const none = run(['--list', `${FIXTURES}/bad/unknown.csv`, '--people', people]);
    expect(none.code).toBe(1);
    expect(none.err).toContain('no list could be read');
    expect(none.out).toBe('');
  });
});
