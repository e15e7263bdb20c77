// Screening through the real router of a real desk on its demo sandbox: a watchlist loaded in
// the (test) open dialog, investors screened from their KYC on the host, decisions sealed and
// audited, reopened when the person or the entry changes, a confirmed match stopping money,
// everyone screened with pause, resume and cancel, and lists downloaded from a local server.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { isSealed } from '../../src-main/sealed-file';
import { localDay } from '../../src-shared/domain/days';
import type { ScreeningRun } from '../../src-shared/domain/screening';
import { custodyAccount, identityForm, liveProject, walletAddress } from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import { sandboxProcess } from '../support/sandbox-process';
import { testShell } from '../support/shell';
import { waitUntil } from '../support/wait';

const FIXTURES = join(import.meta.dirname, '../fixtures/screening');
const STATEMENTS = join(import.meta.dirname, '../fixtures/statements');
const shell = testShell({ confirmAnswer: false });
/** One keychain for the desk and its restart: the restarted desk opens what the first one sealed. */
const keychain = memoryKeychain();

let dir: string;
let desk: Desk;
let t: TestSandbox;
const runs: ScreeningRun[] = [];
const { call, value, refusal } = ipcOf(() => desk);

/** A custom list `watchlist.csv` (in a folder of its own) with these rows after its header. */
async function watchlist(folder: string, rows: string[]): Promise<string> {
  await mkdir(join(dir, folder), { recursive: true });
  const path = join(dir, folder, 'watchlist.csv');
  await writeFile(path, ['id,name,aliases,birth_date,country,note', ...rows, ''].join('\n'));
  return path;
}

/** The investor whose orders the demo statement's first two lines pay. */
let demoInvestor: { id: string; name: string };
/** An investor with an order and a custody account, on the list as "Maria Oliveira". */
let stopped: { userId: string; order: { userId: string; projectId: string; orderId: string; orderCode: string }; account: { userId: string; holderId: string; accountId: string } };
/** An investor on the list as "Jonas Petraitis", born 1972-09-30, Lithuanian. */
let jonas: { userId: string; identityId: string };
/** Before anything this file records, so the days it asks for hold across midnight. */
const started = new Date();

async function openDesk() {
  desk = await startDesk({ userDataDir: dir, keychain, shell, sandboxSeed: 'demo', sandboxProcess });
  desk.onEvent((event, payload) => {
    if (event === 'screening.run') runs.push(payload as ScreeningRun);
  });
  t = clientsOn(await desk.sandbox());
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-screening-ipc-'));
  await openDesk();

  const order = await value('orders.findByCode', { code: 'OM-B3N0R5T1' });
  const demoUser = await t.client.users.get(order.user_id);
  const [identity] = await t.client.kyc.identities.list(demoUser.id);
  demoInvestor = { id: demoUser.id, name: identity ? `${identity.first_name} ${identity.last_name}` : demoUser.name };

  const custody = await custodyAccount(t, '100.00');
  await t.client.kyc.identities.create(custody.user.id, identityForm({ first_name: 'Maria', last_name: 'Oliveira', citizenship: 'PT', date_of_birth: '1975-02-11' }));
  const project = await liveProject(t.client);
  await t.client.investmentTerms.accept(custody.user.id, project.id);
  const placed = await t.client.orders.create(custody.user.id, project.id, { amount: '500.00' });
  stopped = {
    userId: custody.user.id,
    order: { userId: custody.user.id, projectId: project.id, orderId: placed.id, orderCode: placed.order_code },
    account: custody.ref,
  };

  const user = await t.client.users.create({ name: 'J. Petraitis', email: `${randomUUID()}@example.com`, wallet_address: walletAddress() });
  const person = await t.client.kyc.identities.create(user.id, identityForm({ first_name: 'Jonas', last_name: 'Petraitis', citizenship: 'LT', date_of_birth: '1972-09-30' }));
  jonas = { userId: user.id, identityId: person.id };
});
afterAll(async () => {
  await t.close();
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

const V1 = () => [
  'W-001,Jonas Petraitis,J. Petraitis,1972-09-30,LT,Former director of a client company',
  'W-002,Maria Oliveira,,,,Under review',
  `W-003,${demoInvestor.name},,,,Demo investor on the list`,
];

describe('lists', () => {
  it('loads a list chosen in the open dialog, audited; a bad file is refused with its position and the list in use stays', async () => {
    shell.openPath = await watchlist('v1', V1());
    const loaded = await value('screening.loadList', undefined);
    expect(loaded).toMatchObject({ loaded: true, change: { list: { source: 'custom', name: 'watchlist', entries: 3, sample: false }, changedEntries: 3, removedEntries: 0 } });
    const { lists, staleAfterDays } = await value('screening.lists', undefined);
    // The UN sample shipped with the desk stays in use beside it until a UN list is loaded.
    expect(lists.map((l) => [l.name, l.sample, l.stale])).toEqual([
      ['UN (sample)', true, true],
      ['watchlist', false, false],
    ]);
    expect(staleAfterDays).toBe(7);
    const audit = (await value('audit.list', {})).filter((e) => e.action === 'screening.loadList');
    expect(audit.at(-1)).toMatchObject({ outcome: 'ok', targets: { list: 'custom:watchlist', entries: '3' } });

    shell.openPath = join(FIXTURES, 'bad/custom-date.csv');
    const bad = await refusal('screening.loadList', undefined);
    expect(bad.kind).toBe('bad_request');
    expect(bad.message).toMatch(/custom-date\.csv \(line \d+, birth_date\)/);
    expect((await value('screening.lists', undefined)).lists).toEqual(lists);

    shell.openPath = undefined;
    await expect(value('screening.loadList', undefined)).resolves.toEqual({ loaded: false });
  });
});

describe('an investor screened and decided', () => {
  it('finds the person on the list when their investor is screened, with the entry beside them', async () => {
    const screening = await value('screening.investor', { userId: jonas.userId });
    expect(screening.standing).toBe('open');
    expect(screening.subjects).toEqual([
      expect.objectContaining({ role: 'identity', recordId: jonas.identityId, name: 'Jonas Petraitis', birthDate: '1972-09-30', country: 'LT', kind: 'person' }),
    ]);
    const [hit] = screening.hits;
    expect(hit).toMatchObject({
      state: 'open',
      investorName: 'J. Petraitis',
      list: { source: 'custom', name: 'watchlist' },
      entry: { id: 'W-001', birthDates: [{ kind: 'exact', from: '1972-09-30' }], countries: ['LT'] },
      birthDate: { effect: 'same' },
      country: { effect: 'same' },
    });
    expect(hit?.score).toBeGreaterThanOrEqual(0.9);
    const queue = await value('screening.queue', undefined);
    expect(queue.hits.map((h) => h.key)).toContain(hit?.key);
  });

  it('records decisions both ways, sealed on disk and in the audit log; a bad decision is refused', async () => {
    const [hit] = (await value('screening.investor', { userId: jonas.userId })).hits;
    if (!hit) throw new Error('no hit');
    await expect(call('screening.decide', { hitKey: hit.key, verdict: 'not_same' })).resolves.toMatchObject({ ok: false, error: { kind: 'validation' } });
    await expect(call('screening.decide', { hitKey: hit.key, verdict: 'not_same', reason: 'other' })).resolves.toMatchObject({ ok: false, error: { kind: 'validation' } });
    await expect(call('screening.decide', { hitKey: `${hit.key}x`, verdict: 'escalated' })).resolves.toMatchObject({ ok: false, error: { kind: 'not_found' } });

    const escalated = await value('screening.decide', { hitKey: hit.key, verdict: 'escalated' });
    expect(escalated).toMatchObject({ state: 'escalated', decision: { verdict: 'escalated', listSha256: hit.list.sha256, algorithm: 'desk-names-1', threshold: 0.72 } });
    const notSame = await value('screening.decide', { hitKey: hit.key, verdict: 'not_same', reason: 'other_person', note: 'Another Jonas: passport checked' });
    expect(notSame).toMatchObject({ state: 'not_same', decision: { reason: 'other_person', note: 'Another Jonas: passport checked' } });
    expect(notSame.decision?.by).toMatch(/ \(.+\)$/);
    expect((await value('screening.investor', { userId: jonas.userId })).standing).toBe('clear');
    expect((await value('screening.queue', undefined)).hits.map((h) => h.key)).not.toContain(hit.key);

    const bytes = await readFile(join(dir, 'screening.json'));
    expect(isSealed(bytes)).toBe(true);
    expect(bytes.includes(Buffer.from('Petraitis'))).toBe(false);
    const decided = (await value('audit.list', {})).filter((e) => e.action === 'screening.decide' && e.targets.user_id === jonas.userId && e.phase === 'result');
    expect(decided.map((e) => [e.targets.verdict, e.targets.reason, e.outcome])).toEqual(
      expect.arrayContaining([
        ['escalated', undefined, 'ok'],
        ['not_same', 'other_person', 'ok'],
      ]),
    );
    expect(decided[0]?.targets).toMatchObject({ entry_id: 'W-001', list_sha256: hit.list.sha256, algorithm: 'desk-names-1', threshold: '0.72' });
  });

  it('opens the hit again when the person’s data changes on the host, keeping the earlier decision', async () => {
    await t.client.kyc.identities.update(jonas.userId, jonas.identityId, { date_of_birth: '1972-10-30' });
    const screening = await value('screening.investor', { userId: jonas.userId });
    expect(screening.standing).toBe('open');
    expect(screening.hits[0]).toMatchObject({ state: 'open', earlierDecision: { verdict: 'not_same', reason: 'other_person' } });
    expect(screening.hits[0]?.decision).toBeUndefined();
  });
});

describe('a confirmed match stops money', () => {
  it('refuses a payment, a statement line and a withdrawal with its reason; nothing reaches the host', async () => {
    for (const userId of [stopped.userId, demoInvestor.id]) {
      const hit = (await value('screening.investor', { userId })).hits.find((h) => h.state === 'open');
      if (!hit) throw new Error(`no hit for ${userId}`);
      await value('screening.decide', { hitKey: hit.key, verdict: 'confirmed' });
    }
    const stops = await value('screening.moneyStops', undefined);
    expect(stops[stopped.userId]).toEqual({ name: 'Test Investor', entry: 'Maria Oliveira (W-002)', list: 'watchlist' });
    expect(Object.keys(stops)).toContain(demoInvestor.id);

    const payment = await refusal('payments.enter', { draftId: randomUUID(), order: stopped.order, payment: { amount: '500.00' } });
    expect(payment.kind).toBe('money_stopped');
    expect(payment.message).toContain('Test Investor is a confirmed match of Maria Oliveira (W-002) on the list watchlist');
    expect(await t.client.payments.listForOrder(stopped.order)).toEqual([]);
    expect(await value('payments.drafts', undefined)).toEqual([]);

    const withdrawal = await refusal('custody.withdraw', { ...stopped.account, withdrawal: { amount: '10.00', address: walletAddress(), idem_key: randomUUID() } });
    expect(withdrawal).toMatchObject({ kind: 'money_stopped' });
    expect((await t.client.custody.transactions(stopped.account, { limit: 100 })).filter((tx) => tx.type === 'withdrawal')).toEqual([]);
    const refusals = (await value('audit.list', {})).filter((e) => e.outcome === 'failed' && e.detail === 'money_stopped');
    expect(refusals.map((e) => e.action).sort()).toEqual(['custody.withdraw', 'payments.enter']);

    const demoOrder = await value('orders.findByCode', { code: 'OM-B3N0R5T1' });
    const demoRef = { userId: demoInvestor.id, projectId: demoOrder.project_id, orderId: demoOrder.id };
    const paidBefore = await t.client.payments.listForOrder(demoRef);
    shell.openPath = join(STATEMENTS, 'demo.camt053.xml');
    const imported = await value('statements.import', {});
    if (!imported.opened || imported.csv) throw new Error('no statement was read');
    const entered = await value('statements.enter', { importId: imported.importId, accept: [0, 1, 3].map((index) => ({ index, draftId: randomUUID() })) });
    expect(entered.map((e) => [e.index, e.outcome])).toEqual([
      [0, 'refused'],
      [1, 'refused'],
      [3, 'done'],
    ]);
    expect(entered[0]?.error).toContain(`${demoInvestor.name} is a confirmed match`);
    expect(await t.client.payments.listForOrder(demoRef)).toEqual(paidBefore);
  });
});

describe('a list update', () => {
  it('screens only what changed, and opens a decided hit again when its entry changed', async () => {
    const before = (await value('screening.investor', { userId: stopped.userId })).hits[0];
    expect(before?.state).toBe('confirmed');
    runs.length = 0;
    shell.openPath = await watchlist('v2', [...V1().filter((row) => !row.startsWith('W-002')), 'W-002,Maria Oliveira,,1975,PT,Under review since November', 'W-004,Wang Wei,,1980,CN,']);
    const loaded = await value('screening.loadList', undefined);
    expect(loaded).toMatchObject({ loaded: true, change: { changedEntries: 2, removedEntries: 0, list: { entries: 4 } } });
    expect(runs.at(-1)).toMatchObject({ kind: 'list-update', state: 'done' });
    expect((await value('screening.lists', undefined)).lists.find((l) => l.name === 'watchlist')?.entries).toBe(4);

    const queue = await value('screening.queue', undefined);
    const reopened = queue.hits.find((h) => h.subject.userId === stopped.userId);
    expect(reopened).toMatchObject({ state: 'open', entry: { id: 'W-002', note: 'Under review since November' }, earlierDecision: { verdict: 'confirmed' } });
    expect(reopened?.entry.contentHash).not.toBe(before?.entry.contentHash);
    // Reopened after it was confirmed: the money stays stopped until someone decides again.
    expect(Object.keys(await value('screening.moneyStops', undefined))).toContain(stopped.userId);
    // The demo investor's entry did not change: the decision still holds, now on the new version.
    const demo = (await value('screening.queue', undefined)).hits.filter((h) => h.subject.userId === demoInvestor.id);
    expect(demo).toEqual([]);
    expect((await value('screening.moneyStops', undefined))[demoInvestor.id]).toMatchObject({ list: 'watchlist' });
  });
});

describe('everyone the desk knows', () => {
  it('screens everyone with progress; pauses before the next investor, resumes, and cancels', async () => {
    runs.length = 0;
    const first = value('screening.everyone', undefined);
    await expect(value('screening.pause', undefined)).resolves.toEqual({ paused: true });
    await waitUntil(() => runs.some((r) => r.state === 'paused'), 20_000, 'a paused run');
    const paused = runs.find((r) => r.state === 'paused') as ScreeningRun;
    expect(paused).toMatchObject({ kind: 'everyone', done: 0 });
    expect(paused.total).toBeGreaterThan(3);
    await expect(value('screening.run', undefined)).resolves.toMatchObject({ state: 'paused', done: 0 });

    // Resumed and paused at once: exactly one more investor is screened before the run waits again.
    runs.length = 0;
    await expect(value('screening.resume', undefined)).resolves.toEqual({ resumed: true });
    await expect(value('screening.pause', undefined)).resolves.toEqual({ paused: true });
    await waitUntil(() => runs.some((r) => r.state === 'paused'), 20_000, 'the run paused again');
    expect(runs.find((r) => r.state === 'paused')).toMatchObject({ done: 1 });

    await expect(value('screening.cancel', undefined)).resolves.toEqual({ cancelled: true });
    await expect(first).resolves.toMatchObject({ kind: 'everyone', state: 'cancelled', done: 1, total: paused.total });
    await expect(value('screening.cancel', undefined)).resolves.toEqual({ cancelled: false });

    const done = await value('screening.everyone', undefined);
    expect(done).toMatchObject({ state: 'done', done: paused.total, total: paused.total });
    const queue = await value('screening.queue', undefined);
    expect(queue.screened).toBeGreaterThanOrEqual(paused.total);
    expect(queue.known).toBeGreaterThanOrEqual(paused.total);
  });
});

describe('updating the lists from their addresses', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/moved') return void response.writeHead(302, { location: '/un-sc.xml' }).end();
      if (request.url === '/un-sc.xml') return void readFile(join(FIXTURES, 'un-sc.xml')).then((bytes) => response.writeHead(200).end(bytes));
      if (request.url === '/truncated.xml') return void readFile(join(FIXTURES, 'bad/eu-truncated.xml')).then((bytes) => response.writeHead(200).end(bytes));
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('downloads each address (a redirect followed); a failed or refused file keeps the list in use and is named', async () => {
    await value('preferences.set', { screeningListUrls: [`${base}/moved`, `${base}/missing.xml`, `${base}/truncated.xml`] });
    const updated = await value('screening.updateLists', undefined);
    expect(updated.changes.map((c) => [c.list.source, c.list.format])).toEqual([['un', 'un-xml']]);
    expect(updated.failed.map((f) => f.url)).toEqual([`${base}/missing.xml`, `${base}/truncated.xml`]);
    expect(updated.failed[0]?.message).toContain('HTTP 404');
    const { lists, updateUrls } = await value('screening.lists', undefined);
    expect(lists.map((l) => [l.source, l.sample]).sort()).toEqual([
      ['custom', false],
      ['un', false],
    ]);
    expect(updateUrls).toHaveLength(3);

    const again = await value('screening.updateLists', undefined);
    expect(again).toMatchObject({ changes: [], unchanged: 1 });
  });

  it('takes a list out of use, its hits with it', async () => {
    const user = await t.client.users.create({ name: 'K. Mansuri', email: `${randomUUID()}@example.com`, wallet_address: walletAddress() });
    await t.client.kyc.identities.create(user.id, identityForm({ first_name: 'Khalid Abdullah', last_name: 'Al-Mansuri', citizenship: 'SY', date_of_birth: '1960-01-01' }));
    const { lists } = await value('screening.lists', undefined);
    const un = lists.find((l) => l.source === 'un');
    if (!un) throw new Error('no UN list');
    expect((await value('screening.investor', { userId: user.id })).hits.map((h) => [h.list.sha256, h.entry.id])).toContainEqual([un.sha256, 'QDi.901']);
    await expect(value('screening.removeList', { sha256: un.sha256 })).resolves.toEqual({ removed: true });
    await expect(value('screening.removeList', { sha256: un.sha256 })).resolves.toEqual({ removed: false });
    expect((await value('screening.queue', undefined)).hits.filter((h) => h.list.sha256 === un.sha256)).toEqual([]);
    // The sample is in use again while no UN list is.
    expect((await value('screening.lists', undefined)).lists.map((l) => [l.name, l.sample])).toEqual([
      ['UN (sample)', true],
      ['watchlist', false],
    ]);
  });
});

describe('evidence', () => {
  it('saves an investor’s report as PDF where the dialog says, in the desk’s language, and records the export', async () => {
    shell.savePath = join(dir, 'report.pdf');
    const saved = await value('screening.report', { userId: jonas.userId });
    expect(saved).toMatchObject({ saved: true, path: shell.savePath });
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(shell.savePath)));
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    expect(saved.saved && saved.pages).toBe(totalPages);
    expect(text).toContain('Jonas Petraitis');
    expect(text).toContain('W-001');
    expect(shell.suggestedNames.at(-1)).toMatch(/^screening-report-J\. Petraitis-\d{4}-\d{2}-\d{2}\.pdf$/);
    const exported = (await value('audit.list', {})).filter((e) => e.action === 'screening.report');
    expect(exported.at(-1)).toMatchObject({ outcome: 'ok', targets: { user_id: jonas.userId, path: shell.savePath } });

    shell.savePath = undefined;
    await expect(value('screening.report', { userId: jonas.userId })).resolves.toEqual({ saved: false });
  });

  it('names the report by the day on the desk’s calendar, not UTC’s', async () => {
    // The clock held at this instant (signatures keep today's date), in a zone whose day is
    // not UTC's at this hour: UTC+14 from noon UTC, UTC−12 before it.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const zone = process.env.TZ;
    process.env.TZ = new Date().getUTCHours() >= 12 ? 'Etc/GMT-14' : 'Etc/GMT+12';
    try {
      shell.savePath = join(dir, 'report-by-day.pdf');
      await expect(value('screening.report', { userId: jonas.userId })).resolves.toMatchObject({ saved: true });
      expect(localDay(new Date())).not.toBe(new Date().toISOString().slice(0, 10));
      expect(shell.suggestedNames.at(-1)).toBe(`screening-report-J. Petraitis-${localDay(new Date())}.pdf`);
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('saves every screening, hit and decision of a period as CSV for the auditor', async () => {
    shell.savePath = join(dir, 'evidence.csv');
    const saved = await value('screening.exportCsv', { from: localDay(started), to: localDay(new Date()) });
    const rows: Array<Record<string, string>> = parse(await readFile(join(dir, 'evidence.csv')), { columns: true, bom: true });
    expect(saved).toEqual({ saved: true, path: shell.savePath, rows: rows.length });
    const decisions = rows.filter((r) => r.event === 'decision' && r.investorId === jonas.userId);
    expect(decisions.map((r) => [r.state, r.reason, r.entryId])).toEqual([
      ['escalated', '', 'W-001'],
      ['not_same', 'other_person', 'W-001'],
    ]);
    expect(rows.some((r) => r.event === 'screened' && r.subjectName === 'Jonas Petraitis' && r.birthDate === '1972-10-30')).toBe(true);
    const dayBefore = localDay(new Date(started.getFullYear(), started.getMonth(), started.getDate() - 1));
    await expect(value('screening.exportCsv', { from: dayBefore, to: dayBefore })).resolves.toMatchObject({ saved: true, rows: 0 });
  });
});

describe('after a restart', () => {
  it('screens against the lists it kept, and the decisions still hold', async () => {
    const before = await value('screening.queue', undefined);
    const stops = await value('screening.moneyStops', undefined);
    await t.close();
    await desk.close();
    await openDesk();
    expect((await value('screening.lists', undefined)).lists.map((l) => l.name)).toEqual(['UN (sample)', 'watchlist']);
    expect(await value('screening.queue', undefined)).toEqual(before);
    expect(await value('screening.moneyStops', undefined)).toEqual(stops);
    const jonasNow = await value('screening.investor', { userId: jonas.userId });
    expect(jonasNow.hits.find((h) => h.entry.id === 'W-001')).toMatchObject({ state: 'open', earlierDecision: { verdict: 'not_same' } });
  });
});
