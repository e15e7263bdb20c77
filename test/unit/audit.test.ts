import { appendFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createHash, createHmac } from 'node:crypto';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src-main/client';
import { AUDIT_HEAD_ACCOUNT, AUDIT_KEY_ACCOUNT, AuditLog, type HeadStore, audited } from '../../src-main/workflows/audit';
import { defuse } from '../../src-main/workflows/csv';
import { AUDIT_BREAK, AUDIT_GENESIS, type AuditEntry } from '../../src-shared/domain/audit';
import { rewriteLog } from '../support/audit-tamper';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-audit-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const actor = { id: 'p1', name: 'Production EU' };

describe('audit log', () => {
  it('records a write before it is sent and after it answered', async () => {
    const log = new AuditLog(join(dir, 'ok.log'));
    let seenDuringCall: number | undefined;
    const result = await audited(log, actor, 'projects.create', { code: 'P1' }, async () => {
      seenDuringCall = (await log.list()).length; // the attempt is on disk before the call runs
      return { id: 'new-id' };
    }, (p) => ({ project_id: p.id }));
    expect(result).toEqual({ id: 'new-id' });
    expect(seenDuringCall).toBe(1);
    const [after, before] = await log.list();
    expect(before).toMatchObject({ phase: 'attempt', action: 'projects.create', targets: { code: 'P1' }, profileName: 'Production EU' });
    expect(after).toMatchObject({ phase: 'result', outcome: 'ok', targets: { code: 'P1', project_id: 'new-id' } });
    expect(after?.id).toBe(before?.id);
  });

  it('marks refusals failed and lost answers unknown, and passes the error on', async () => {
    const log = new AuditLog(join(dir, 'fail.log'));
    const refused = new ApiError('422', { kind: 'validation', status: 422, method: 'POST', path: '/x' });
    const lost = new ApiError('timeout', { kind: 'timeout', method: 'POST', path: '/x' });
    await expect(audited(log, actor, 'payments.create', {}, () => Promise.reject(refused))).rejects.toBe(refused);
    await expect(audited(log, actor, 'payments.create', {}, () => Promise.reject(lost))).rejects.toBe(lost);
    const results = (await log.list()).filter((e) => e.phase === 'result');
    expect(results.map((e) => [e.outcome, e.detail])).toEqual([
      ['unknown', 'timeout'],
      ['failed', 'validation 422'],
    ]);
  });

  it('keeps appends in order under concurrency and survives a torn last line', async () => {
    const file = join(dir, 'many.log');
    const log = new AuditLog(file);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        log.append({ id: String(i), time: '', profileId: 'p', profileName: 'p', action: 'a', targets: {}, phase: 'attempt' }),
      ),
    );
    await appendFile(file, '{"id": "torn"');
    const entries = await log.list();
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: 50 }, (_, i) => String(49 - i)));
  });

  it('exports CSV with formula-like cells defused, UTF-8 with a BOM, through a temporary file', async () => {
    const log = new AuditLog(join(dir, 'csv.log'), { user: 'jdoe' });
    await audited(log, { id: 'p', name: '=HYPERLINK("http://evil")' }, 'users.create', { email: '+49@example.com' }, () =>
      Promise.resolve({}),
    );
    const folder = await mkdtemp(join(dir, 'export-'));
    const out = join(folder, 'audit.csv');
    await writeFile(out, 'the previous export');
    await expect(log.exportCsv(out)).resolves.toBe(2);
    const bytes = await readFile(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.split('\n')[0]).toBe('"time","user","profile","action","targets","phase","outcome","detail","entry","changes"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('email=+49@example.com');
    expect(csv).toContain(',"jdoe",');
    expect(await readdir(folder)).toEqual(['audit.csv']); // the temporary file was renamed
    expect(['=1', '+1', '-1', '@x', '\tx', '\rx', 'ok'].map(defuse)).toEqual(["'=1", "'+1", "'-1", "'@x", "'\tx", "'\rx", 'ok']);
  });

  it("records an edit's changes on its answer, and both exports keep them", async () => {
    const log = new AuditLog(join(dir, 'changes.log'));
    const changed = [
      { field: 'last_name', before: 'Schmidt', after: 'Schmitt' },
      { field: 'place_of_birth', before: null, after: 'Köln' },
    ];
    await audited(log, actor, 'kyc.identities.update', { user_id: 'u1' }, () => Promise.resolve({}), undefined, { changes: () => changed });
    await audited(log, actor, 'kyc.identities.update', { user_id: 'u1' }, () => Promise.resolve({}), undefined, { changes: () => [] });
    // Oldest first: the attempt does not know the answer; an edit that changed nothing has no list.
    const written = (await log.list()).reverse();
    expect(written.map((e) => [e.phase, e.changes])).toEqual([
      ['attempt', undefined],
      ['result', changed],
      ['attempt', undefined],
      ['result', undefined],
    ]);
    const folder = await mkdtemp(join(dir, 'export-'));
    await log.exportCsv(join(folder, 'audit.csv'));
    const csv = (await readFile(join(folder, 'audit.csv'), 'utf8')).slice(1);
    expect(csv).toContain('"last_name: ""Schmidt"" → ""Schmitt""; place_of_birth: null → ""Köln"""');
    await log.exportJson(join(folder, 'audit.json'));
    const json = JSON.parse(await readFile(join(folder, 'audit.json'), 'utf8')) as AuditEntry[];
    expect(json.filter((e) => e.changes).map((e) => e.changes)).toEqual([changed]);
  });

  it('leaves the previous export and no temporary file when the export cannot be written', async () => {
    const log = new AuditLog(join(dir, 'csv-fail.log'));
    await log.append(entry('1'));
    const folder = await mkdtemp(join(dir, 'export-'));
    await expect(log.exportCsv(join(folder, 'missing-folder', 'audit.csv'))).rejects.toThrow(/ENOENT/);
    expect(await readdir(folder)).toEqual([]);
  });
});

function entry(id: string): AuditEntry {
  return { id, time: '2026-11-23T01:00:00.000Z', profileId: 'p', profileName: 'p', action: 'a', targets: {}, phase: 'attempt' };
}

/** A keychain that is not there (no Secret Service, a locked keychain): the OS's, not ours. */
const noKeychain: HeadStore = {
  get: () => Promise.reject(new Error('no Secret Service')),
  set: () => Promise.reject(new Error('no Secret Service')),
};

async function lines(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8')).split('\n').filter((l) => l !== '');
}

describe('audit hash chain', () => {
  it('links each entry to the one before it, from the genesis, and names the OS user', async () => {
    const file = join(dir, 'chain.log');
    const log = new AuditLog(file, { user: 'jdoe' });
    for (const id of ['1', '2', '3']) await log.append(entry(id));
    const [first, second] = (await lines(file)).map((l) => JSON.parse(l) as AuditEntry);
    expect(first?.prev).toBe(AUDIT_GENESIS);
    expect(second?.prev).toBe(createHash('sha256').update((await lines(file))[0] as string).digest('hex'));
    expect(first?.user).toBe('jdoe');
    expect(await log.verify()).toEqual({ intact: true, entries: 3, unchained: 0, guard: 'off', breaks: [] });
  });

  it('names the user the desk runs as by default', async () => {
    const log = new AuditLog(join(dir, 'user.log'));
    await log.append(entry('1'));
    expect((await log.list())[0]?.user).toBe(userInfo().username);
  });

  it('reports a changed entry at that entry', async () => {
    const file = join(dir, 'edited.log');
    const log = new AuditLog(file);
    for (const id of ['1', '2', '3', '4']) await log.append(entry(id));
    const text = await lines(file);
    text[1] = (text[1] as string).replace('"action":"a"', '"action":"b"');
    await writeFile(file, `${text.join('\n')}\n`);
    expect(await new AuditLog(file).verify()).toMatchObject({ intact: false, breaks: [{ entry: 2, reason: 'hash_mismatch' }] });
  });

  it('reports a removed entry where the chain breaks, and an inserted one without a hash', async () => {
    const file = join(dir, 'removed.log');
    const log = new AuditLog(file);
    for (const id of ['1', '2', '3', '4']) await log.append(entry(id));
    const text = await lines(file);
    await writeFile(file, `${[text[0], text[2], JSON.stringify(entry('x')), text[3]].join('\n')}\n`);
    expect((await new AuditLog(file).verify()).breaks).toEqual([
      { entry: 1, reason: 'hash_mismatch' },
      { entry: 3, reason: 'hash_missing' },
    ]);
  });

  it('reports a line that cannot be read, never skips it, and chains on after it', async () => {
    const file = join(dir, 'garbage.log');
    const log = new AuditLog(file);
    await log.append(entry('1'));
    await appendFile(file, 'not json at all\n{"id": "torn"');
    await log.append(entry('2'));
    const verdict = await log.verify();
    expect(verdict).toMatchObject({ intact: false, entries: 4 });
    expect(verdict.breaks).toEqual([
      { entry: 2, reason: 'unreadable' },
      { entry: 3, reason: 'unreadable' },
    ]);
    // The torn line stayed a line of its own: the entry after it is whole.
    expect((await log.list()).map((e) => e.id)).toEqual(['2', '1']);
  });

  it("covers an edit's before and after, and entries written before the field verify beside them", async () => {
    const file = join(dir, 'changes-chain.log');
    const log = new AuditLog(file);
    await log.append(entry('1')); // as every entry was written before edits recorded changes
    await log.append({ ...entry('2'), phase: 'result', outcome: 'ok', changes: [{ field: 'last_name', before: 'Schmidt', after: 'Schmitt' }] });
    await log.append(entry('3'));
    expect(await log.verify()).toMatchObject({ intact: true, entries: 3, breaks: [] });
    const text = await lines(file);
    text[1] = (text[1] as string).replace('"before":"Schmidt"', '"before":"Schmid"');
    await writeFile(file, `${text.join('\n')}\n`);
    expect(await new AuditLog(file).verify()).toMatchObject({ intact: false, breaks: [{ entry: 2, reason: 'hash_mismatch' }] });
  });

  it('starts the chain at the first new entry of a log written before it, and says so', async () => {
    const file = join(dir, 'legacy.log');
    await writeFile(file, `${JSON.stringify(entry('old1'))}\n${JSON.stringify(entry('old2'))}\n`);
    const log = new AuditLog(file);
    await log.append(entry('new1'));
    await log.append(entry('new2'));
    const chained = (await lines(file)).map((l) => JSON.parse(l) as AuditEntry);
    expect(chained.map((e) => e.prev === undefined)).toEqual([true, true, false, false]);
    expect(chained[2]?.prev).toBe(AUDIT_GENESIS);
    expect(await log.verify()).toMatchObject({ intact: true, entries: 4, unchained: 2 });
  });

  it('keeps working without a keychain and says the truncation guard is off', async () => {
    const file = join(dir, 'no-keychain.log');
    const log = new AuditLog(file, { keychain: noKeychain });
    await log.append(entry('1'));
    await log.append(entry('2'));
    expect(await log.verify()).toEqual({ intact: true, entries: 2, unchained: 0, guard: 'off', breaks: [] });
    // Without the head, a cut at the end is not seen: which is what "guard off" tells the user.
    await writeFile(file, `${(await lines(file))[0]}\n`);
    expect(await new AuditLog(file, { keychain: noKeychain }).verify()).toMatchObject({ intact: true, guard: 'off' });
  });
  it('answers an append once its line is on disk; the newest head follows a moment later, once for a burst', async () => {
    const file = join(dir, 'head-behind.log');
    const held = new Map<string, string>();
    const sets: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const keychain: HeadStore = {
      get: (account) => Promise.resolve(held.get(account) ?? null),
      set: async (account, value) => {
        if (account === AUDIT_HEAD_ACCOUNT) {
          sets.push(value);
          await gate;
        }
        held.set(account, value);
      },
    };
    const log = new AuditLog(file, { keychain });
    for (const id of ['1', '2', '3']) await log.append(entry(id));
    expect(await lines(file)).toHaveLength(3);
    expect(held.has(AUDIT_HEAD_ACCOUNT)).toBe(false);
    // A crash now: the keychain has no head yet, the lines on disk are whole.
    expect(await new AuditLog(file, { keychain }).verify()).toMatchObject({ intact: true, entries: 3 });
    // The burst's head goes out by itself, the newest only.
    await vi.waitFor(() => expect(sets).toHaveLength(1), { timeout: 5000 });
    expect(sets[0]?.startsWith('3 ')).toBe(true);
    await log.append(entry('4'));
    const verdict = log.verify(); // writes the head due now, and waits for it
    release();
    expect(await verdict).toEqual({ intact: true, entries: 4, unchained: 0, guard: 'on', keyedFrom: 1, breaks: [] });
    expect(sets.map((value) => value.split(' ')[0])).toEqual(['3', '4']);
    expect(held.get('audit-head')?.startsWith('4 ')).toBe(true);
  });

  it('a head that lags behind the log after a crash still verifies, and covers the lines it names', async () => {
    const file = join(dir, 'head-lags.log');
    const held = new Map<string, string>();
    const keychain: HeadStore = { get: async (a) => held.get(a) ?? null, set: async (a, v) => void held.set(a, v) };
    const log = new AuditLog(file, { keychain });
    for (const id of ['1', '2']) await log.append(entry(id));
    await log.written();
    const head = held.get('audit-head') as string;
    await log.append(entry('3'));
    await log.written();
    held.set('audit-head', head); // as if the desk stopped before entry 3's head landed
    expect(await new AuditLog(file, { keychain }).verify()).toMatchObject({ intact: true, entries: 3, guard: 'on' });
    await writeFile(file, `${(await lines(file))[0]}\n`);
    expect(await new AuditLog(file, { keychain }).verify()).toMatchObject({ intact: false, breaks: [{ entry: 2, reason: 'truncated' }] });
  });
});

/** A keychain in memory: what it holds can be looked at and taken away. */
function memoryKeychain(): HeadStore & { held: Map<string, string> } {
  const held = new Map<string, string>();
  return { held, get: async (a) => held.get(a) ?? null, set: async (a, v) => void held.set(a, v) };
}

describe('audit log rewritten on disk', () => {
  const payments = ['1', '2', '3'].flatMap((id) => [entry(`pay-${id}`), { ...entry(`pay-${id}`), phase: 'result' as const, outcome: 'ok' as const }]);

  it('records the break when the desk writes next, instead of anchoring the rewritten log', async () => {
    const file = join(dir, 'rewritten.log');
    const keychain = memoryKeychain();
    const log = new AuditLog(file, { keychain });
    for (const e of payments) await log.append(e);
    await log.written();
    // The second payment's two entries deleted, and the chain computed again over what is left.
    await rewriteLog(file, (l) => [...l.slice(0, 2), ...l.slice(4)]);
    await log.append(entry('activate'));
    const verdict = await log.verify();
    expect(verdict.intact).toBe(false);
    expect(verdict.breaks).toContainEqual({ entry: 6, reason: 'truncated', noticed: { line: 5, time: expect.any(String) as string } });
    const [activate, found] = await log.list(2);
    expect(activate?.id).toBe('activate');
    expect(found).toMatchObject({ action: AUDIT_BREAK, outcome: 'failed', targets: { reason: 'truncated', entry: '6', lines: '4' } });
  });

  it('reads the lines after a start as they were written: a blank and a torn one count, and the next entry links to the torn one', async () => {
    const file = join(dir, 'torn-after-start.log');
    const keychain = memoryKeychain();
    const log = new AuditLog(file, { keychain });
    for (const e of payments.slice(0, 2)) await log.append(e);
    await log.written();
    // A blank line and a line cut short by a crash after the last entry the head names.
    await appendFile(file, '\n{"id": "torn"');
    const reopened = new AuditLog(file, { keychain });
    await reopened.append(entry('after'));
    await reopened.written();
    const written = await readFile(file, 'utf8');
    const last = JSON.parse(written.split('\n').at(-2) as string) as AuditEntry;
    const key = Buffer.from(keychain.held.get(AUDIT_KEY_ACCOUNT) as string, 'base64');
    expect(last).toMatchObject({ id: 'after', mac: createHmac('sha256', key).update('{"id": "torn"').digest('hex') });
    // Nothing was found changed: the head's entry is still the second line.
    expect((await reopened.list(10)).map((e) => e.action)).not.toContain(AUDIT_BREAK);
    expect(keychain.held.get(AUDIT_HEAD_ACCOUNT)?.split(' ')[0]).toBe('5');
  });

  it('reads a log longer than its read pieces: the head’s line across a piece’s end, a line longer than a piece at the end', async () => {
    const file = join(dir, 'long.log');
    const keychain = memoryKeychain();
    const key = Buffer.alloc(32, 7);
    keychain.held.set(AUDIT_KEY_ACCOUNT, key.toString('base64'));
    // Keyed entries of 700 to 1,300 bytes, 2.5 MB in all; the reads go in pieces of 1 MiB.
    const written: string[] = [];
    for (let i = 0, bytes = 0; bytes < 2_500_000; i++) {
      const line = JSON.stringify({ ...entry(`e-${i}`), targets: { note: 'x'.repeat(700 + ((i * 37) % 600)) }, mac: 'f'.repeat(64) });
      written.push(line);
      bytes += line.length + 1;
    }
    const startOf = (n: number) => written.slice(0, n).reduce((sum, line) => sum + line.length + 1, 0);
    const across = written.findIndex((_, i) => startOf(i) < 2 ** 20 && startOf(i + 1) > 2 ** 20) + 1;
    const torn = `{"id": "torn", "note": "${'y'.repeat(1_500_000)}`;
    await writeFile(file, `${written.join('\n')}\n${torn}`);
    // The head names the line across the first piece's end: the lines after it came after the head (a crash).
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    keychain.held.set(AUDIT_HEAD_ACCOUNT, `${across} ${sha(written[across - 1] as string)}`);
    const log = new AuditLog(file, { keychain });
    await log.append(entry('after'));
    await log.written();
    const lastLine = (await readFile(file, 'utf8')).split('\n').at(-2) as string;
    expect(JSON.parse(lastLine)).toMatchObject({ id: 'after', mac: createHmac('sha256', key).update(torn).digest('hex') });
    // Every line counted, and no break recorded before the entry (it would be one line more).
    expect(keychain.held.get(AUDIT_HEAD_ACCOUNT)).toBe(`${written.length + 2} ${sha(lastLine)}`);

    // The same log with another line where the head's was: found, and recorded before the next entry.
    await writeFile(file, `${written.join('\n')}\n${torn}`);
    keychain.held.set(AUDIT_HEAD_ACCOUNT, `${across} ${sha('another line')}`);
    const reopened = new AuditLog(file, { keychain });
    await reopened.append(entry('after'));
    expect((await reopened.list(2)).map((e) => [e.action, e.targets])).toEqual([
      ['a', {}],
      [AUDIT_BREAK, { reason: 'head_mismatch', entry: String(across), lines: String(written.length + 1) }],
    ]);
  });

  it('records it at the first entry after a start, against the head in the keychain', async () => {
    const file = join(dir, 'rewritten-closed.log');
    const keychain = memoryKeychain();
    const log = new AuditLog(file, { keychain });
    for (const e of payments) await log.append(e);
    await log.written();
    await rewriteLog(file, (l) => [...l.slice(0, 5), (l[5] as string).replace('"outcome":"ok"', '"outcome":"failed"')]);
    const reopened = new AuditLog(file, { keychain });
    await reopened.append(entry('activate'));
    expect((await reopened.verify()).breaks).toContainEqual({ entry: 6, reason: 'head_mismatch', noticed: { line: 7, time: expect.any(String) as string } });
  });

  it('keys each link under the key in the keychain, so a chain computed again shows even without the head', async () => {
    const file = join(dir, 'keyed.log');
    const keychain = memoryKeychain();
    const log = new AuditLog(file, { keychain });
    for (const e of payments) await log.append(e);
    await log.written();
    const written = (await lines(file)).map((l) => JSON.parse(l) as AuditEntry);
    expect(written.every((e) => e.prev === undefined && /^[0-9a-f]{64}$/.test(e.mac ?? ''))).toBe(true);
    expect(keychain.held.get(AUDIT_KEY_ACCOUNT)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await log.verify()).toMatchObject({ intact: true, keyedFrom: 1 });
    // Without the head to compare with, the links alone must tell.
    keychain.held.delete(AUDIT_HEAD_ACCOUNT);
    await rewriteLog(file, (l) => [...l.slice(0, 2), ...l.slice(4)]);
    expect(await new AuditLog(file, { keychain }).verify()).toMatchObject({ intact: false, guard: 'missing', breaks: [{ entry: 4, reason: 'unkeyed' }] });
    // Keyed links left as they were do not follow an entry taken out from between them.
    await writeFile(file, `${written.filter((_, i) => i !== 2).map((e) => JSON.stringify(e)).join('\n')}\n`);
    expect((await new AuditLog(file, { keychain }).verify()).breaks).toEqual([{ entry: 2, reason: 'hash_mismatch' }]);
  });

  it('keeps the plain links of an earlier version, and starts the keyed chain after them', async () => {
    const file = join(dir, 'upgraded.log');
    await new AuditLog(file).append(entry('plain-1'));
    await new AuditLog(file).append(entry('plain-2'));
    const keychain = memoryKeychain();
    const log = new AuditLog(file, { keychain });
    await log.append(entry('keyed-1'));
    expect(await log.verify()).toMatchObject({ intact: true, entries: 3, unchained: 0, keyedFrom: 3 });
    // A plain entry changed and the plain link after it computed again: the keyed link still names the old line.
    const [plain1, plain2, keyed1] = await lines(file);
    const changed = (plain1 as string).replace('"action":"a"', '"action":"b"');
    const relinked = JSON.stringify({ ...(JSON.parse(plain2 as string) as AuditEntry), prev: createHash('sha256').update(changed).digest('hex') });
    await writeFile(file, `${[changed, relinked, keyed1].join('\n')}\n`);
    expect((await new AuditLog(file, { keychain }).verify()).breaks).toEqual([{ entry: 2, reason: 'hash_mismatch' }]);
  });

  it('says a keyed log cannot be checked when the key cannot be had, and writes plain links meanwhile', async () => {
    const file = join(dir, 'key-gone.log');
    const keychain = memoryKeychain();
    await new AuditLog(file, { keychain }).append(entry('1'));
    const offline = new AuditLog(file, { keychain: noKeychain });
    await offline.append(entry('2'));
    expect(await offline.verify()).toMatchObject({
      intact: false,
      guard: 'off',
      breaks: [
        { entry: 1, reason: 'unverifiable' },
        { entry: 2, reason: 'unkeyed' },
      ],
    });
    expect((await new AuditLog(file, { keychain }).verify()).breaks).toEqual([{ entry: 2, reason: 'unkeyed' }]);
  });
});
