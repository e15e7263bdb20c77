// Custody withdrawals after a lost answer, against a host that answers a repeated idem_key
// with the first transaction and keeps the key on it (`standard`, `extended`), and one that refuses the
// repeat with 422 and sends transactions without their idem_key (`minimal`): the desk finds
// its withdrawal either way, never shows an error for one that exists, and never picks
// between two it cannot tell apart.
import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import type { HostVariant } from '../../src-main/sandbox/variants';
import { isSealed, keychainSealer } from '../../src-main/sealed-file';
import { CustodyWithdrawals } from '../../src-main/workflows/custody-withdrawal';
import { nextTransactionsPage } from '../../src-shared/wire/custody';
import { type FaultProxy, startFaultProxy, throughProxy } from '../support/fault-proxy';
import { custodyAccount, walletAddress } from '../support/fixtures';
import { memoryKeychain } from '../support/keychain';
import { type TestSandbox, startTestSandbox, testVariant } from '../support/sandbox';

// The host under test (SANDBOX_VARIANT; standard in `npm test`) and always a minimal one.
describe.each<HostVariant>([...new Set<HostVariant>([testVariant(), 'minimal'])])('a withdrawal whose answer is lost, on the %s host', (variant) => {
  let t: TestSandbox;
  let proxy: FaultProxy;
  let client: ReturnType<typeof createClient>;
  beforeAll(async () => {
    t = await startTestSandbox({ variant });
    proxy = await startFaultProxy(t.sandbox.baseUrl);
    const { baseUrl, key, secret } = t.sandbox;
    client = createClient({ baseUrl: throughProxy(proxy, baseUrl), key, secret, requestTimeoutMs: 300, retryBaseDelayMs: 5 });
  });
  afterAll(async () => {
    await client.close();
    await proxy.close();
    await t.close();
  });

  /** The first POST reaches the host, its answer does not. */
  function loseFirstAnswer() {
    let lost = false;
    proxy.plan = ({ method }) => {
      if (method !== 'POST' || lost) return { fault: 'pass' };
      lost = true;
      return { fault: 'lose-answer' };
    };
  }

  it('is found among the account\'s transactions, also when sent again with its idem_key', async () => {
    const { ref } = await custodyAccount(t, '100.00', '1.00');
    const withdrawals = new CustodyWithdrawals();
    const form = { amount: '30.00', address: walletAddress(), idem_key: randomUUID() };
    loseFirstAnswer();
    const found = await withdrawals.withdraw(client, ref, form);
    // Amounts by value: a host that sends JSON numbers (extended) sends 30.00 as 30.
    expect(found).toMatchObject({ type: 'withdrawal', address: form.address });
    expect(new Big(found.amount!).eq('30.00')).toBe(true);
    // The window sends it again (same key): the same transaction, no error, nothing doubled.
    await expect(withdrawals.withdraw(client, ref, form)).resolves.toMatchObject({ id: found.id });
    const all = await t.client.custody.transactions(ref, { limit: 10 });
    expect(all.filter((tx) => tx.type === 'withdrawal').map((tx) => tx.id)).toEqual([found.id]);
    expect(new Big((await t.client.custody.balance(ref)).balance!).eq('69.00')).toBe(true);
  });

  it('is not taken from an earlier withdrawal of the same amount and address', async () => {
    const { ref } = await custodyAccount(t, '100.00', '1.00');
    const address = walletAddress();
    const earlier = await t.client.custody.withdraw(ref, { amount: '10.00', address, idem_key: randomUUID() });
    const withdrawals = new CustodyWithdrawals();
    loseFirstAnswer();
    const found = await withdrawals.withdraw(client, ref, { amount: '10.00', address, idem_key: randomUUID() });
    expect(found.id).not.toBe(earlier.id);
  });

  it('still fails as the host said when it refused the withdrawal', async () => {
    const { ref } = await custodyAccount(t, '5.00', '1.00');
    const withdrawals = new CustodyWithdrawals();
    proxy.plan = () => ({ fault: 'pass' });
    await expect(withdrawals.withdraw(client, ref, { amount: '50.00', address: walletAddress(), idem_key: randomUUID() })).rejects.toMatchObject({
      kind: 'validation',
      status: 422,
    });
  });
});

describe('on a host without idem_key on its transactions', () => {
  it('does not pick between two new withdrawals of the same amount and address', async () => {
    const t = await startTestSandbox({ variant: 'minimal' });
    const proxy = await startFaultProxy(t.sandbox.baseUrl);
    const { baseUrl, key, secret } = t.sandbox;
    const client = createClient({ baseUrl: throughProxy(proxy, baseUrl), key, secret, requestTimeoutMs: 300, retryBaseDelayMs: 5 });
    try {
      const { ref } = await custodyAccount(t, '100.00', '1.00');
      const address = walletAddress();
      const withdrawals = new CustodyWithdrawals();
      const form = { amount: '10.00', address, idem_key: randomUUID() };
      // The first POST never arrives; another desk makes the same withdrawal; the second POST's answer is lost.
      proxy.plan = ({ method }) => ({ fault: method === 'POST' ? 'drop-before' : 'pass' });
      await expect(withdrawals.withdraw(client, ref, form)).rejects.toMatchObject({ kind: 'network' });
      await t.client.custody.withdraw(ref, { amount: '10.00', address, idem_key: randomUUID() });
      proxy.plan = ({ method }) => ({ fault: method === 'POST' ? 'lose-answer' : 'pass' });
      const error = await withdrawals.withdraw(client, ref, form).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'bad_request' });
      expect((error as Error).message).toContain('2 new withdrawals');
      expect((await t.client.custody.transactions(ref, { limit: 10 })).filter((tx) => tx.type === 'withdrawal')).toHaveLength(2);
    } finally {
      await client.close();
      await proxy.close();
      await t.close();
    }
  });
});

describe('on a host without idem_key, times or cursor on its transactions (minimal)', () => {
  let t: TestSandbox;
  let proxy: FaultProxy;
  let client: ReturnType<typeof createClient>;
  let dir: string;
  beforeAll(async () => {
    t = await startTestSandbox({ variant: 'minimal' });
    proxy = await startFaultProxy(t.sandbox.baseUrl);
    const { baseUrl, key, secret } = t.sandbox;
    client = createClient({ baseUrl: throughProxy(proxy, baseUrl), key, secret, requestTimeoutMs: 300, retryBaseDelayMs: 5 });
    dir = await mkdtemp(join(tmpdir(), 'offering-desk-withdrawals-'));
  });
  afterAll(async () => {
    await client.close();
    await proxy.close();
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a withdrawal whose answer was lost before a restart is found after it, from what was kept on disk', async () => {
    const { ref } = await custodyAccount(t, '100.00', '1.00');
    const address = walletAddress();
    // An earlier withdrawal of the same amount to the same address: only the kept "before" tells them apart.
    const earlier = await t.client.custody.withdraw(ref, { amount: '10.00', address, idem_key: randomUUID() });
    const store = { file: join(dir, 'custody-withdrawals.json'), sealer: keychainSealer(memoryKeychain()), onNotice: () => undefined };
    const form = { amount: '10.00', address, idem_key: randomUUID() };

    // The POST reaches the host, its answer is lost, and so is every read after it: the desk stops unsure.
    let posted = false;
    proxy.plan = ({ method }) => {
      if (method !== 'POST') return { fault: posted ? 'drop-before' : 'pass' };
      posted = true;
      return { fault: 'lose-answer' };
    };
    await expect((await CustodyWithdrawals.open(store)).withdraw(client, ref, form)).rejects.toMatchObject({ kind: 'network' });
    const kept = await readFile(store.file);
    expect(isSealed(kept)).toBe(true);
    expect(kept.toString('latin1')).not.toContain(earlier.id);

    // Restarted: the same key again. The host refuses the repeat (422); the look finds the one new withdrawal.
    proxy.plan = () => ({ fault: 'pass' });
    const found = await (await CustodyWithdrawals.open(store)).withdraw(client, ref, form);
    const withdrawals = (await t.client.custody.transactions(ref, { limit: 10 })).filter((tx) => tx.type === 'withdrawal');
    expect(withdrawals).toHaveLength(2);
    expect(found.id).not.toBe(earlier.id);
    expect(withdrawals.map((tx) => tx.id).sort()).toEqual([earlier.id, found.id].sort());
    // Without what was kept, the desk could not tell: the repeat's refusal stands.
    await expect(new CustodyWithdrawals().withdraw(client, ref, form)).rejects.toMatchObject({ kind: 'validation', status: 422 });
  });

  it('pages through every transaction by offset, each once, in both orders', async () => {
    const { ref } = await custodyAccount(t);
    for (let i = 1; i <= 12; i++) await t.operator.deposit(ref.accountId, { amount: `${i}.00` });
    for (const order of ['desc', 'asc'] as const) {
      const amounts: string[] = [];
      let page: ReturnType<typeof nextTransactionsPage> = undefined;
      let read = 0;
      do {
        const rows = await t.client.custody.transactions(ref, { limit: 5, order, ...page });
        expect(rows.every((tx) => tx.cursor === undefined)).toBe(true);
        amounts.push(...rows.map((tx) => tx.amount!));
        read += rows.length;
        page = nextTransactionsPage(rows, read, 5);
        if (page) expect(page).toEqual({ offset: read });
      } while (page);
      const expected = Array.from({ length: 12 }, (_, i) => `${i + 1}.00`);
      expect(amounts).toEqual(order === 'asc' ? expected : expected.reverse());
    }
  });
});
