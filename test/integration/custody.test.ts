// Custody: assets, one holder per user, one account per asset per user, balances, and
// transactions with their idempotency key and cursor pagination.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRef } from '../../src-main/client/custody';
import type { CustodyTransaction } from '../../src-shared/wire/custody';
import type { EventPayload } from '../../src-shared/wire/events';
import { queueSettled } from '../support/deliveries';
import { approvedInvestor, custodyAccount, uniqueSymbol, userForm, walletAddress } from '../support/fixtures';
import { signedRaw } from '../support/raw';
import { type SandboxWithReceiver, startSandboxWithReceiver } from '../support/sandbox';

let t: SandboxWithReceiver;
beforeAll(async () => {
  t = await startSandboxWithReceiver();
});
afterAll(() => t.close());

const accountPath = (ref: AccountRef) =>
  `/api/v1/users/${ref.userId}/custody_account_holders/${ref.holderId}/custody_accounts/${ref.accountId}`;

describe('assets', () => {
  it('are created by the operator and listed', async () => {
    const symbol = uniqueSymbol();
    const asset = await t.operator.createCustodyAsset({ name: 'Euro Coin', symbol: symbol.toLowerCase() });
    expect(asset).toMatchObject({ name: 'Euro Coin', symbol, withdrawal_fee: '1.00' });
    expect(await t.client.custody.assets()).toContainEqual(asset);
    await expect(t.operator.createCustodyAsset({ name: 'Again', symbol })).rejects.toMatchObject({
      status: 422,
      fields: { symbol: ['has already been taken'] },
    });
    await expect(t.operator.createCustodyAsset({ name: '', symbol: 'X!' })).rejects.toMatchObject({
      status: 422,
      fields: { name: ['must not be empty'], symbol: ['must be 2 to 12 letters or digits'] },
    });
  });
});

describe('account holders', () => {
  it('one per approved user (400 for a second, or for a user not approved)', async () => {
    const user = await approvedInvestor(t);
    const holder = await t.client.custody.createHolder(user.id);
    expect(holder).toMatchObject({ user_id: user.id });
    expect(await t.client.custody.holders(user.id)).toEqual([holder]);
    expect(await t.client.custody.holder({ userId: user.id, holderId: holder.id })).toEqual(holder);
    await expect(t.client.custody.createHolder(user.id)).rejects.toMatchObject({
      kind: 'bad_request',
      status: 400,
      code: 'custody_account_holder_exists',
    });

    const unapproved = await t.client.users.create(userForm());
    await expect(t.client.custody.createHolder(unapproved.id)).rejects.toMatchObject({ status: 400, code: 'user_not_approved' });
    expect(await t.client.custody.holders(unapproved.id)).toEqual([]);

    // Another user's holder is not found under this user.
    await expect(t.client.custody.holder({ userId: unapproved.id, holderId: holder.id })).rejects.toMatchObject({ status: 404 });
    await expect(t.client.custody.createHolder(randomUUID())).rejects.toMatchObject({ status: 404 });
    await expect(t.client.users.delete(user.id)).rejects.toMatchObject({ status: 422, code: 'user_has_custody' });
  });
});

describe('accounts', () => {
  it('one per asset per user: a second is 400, also when ten race', async () => {
    const { user, asset, account, ref } = await custodyAccount(t);
    const holder = { userId: user.id, holderId: ref.holderId };
    expect(account).toMatchObject({ custody_account_holder_id: ref.holderId, custody_asset_id: asset.id, symbol: asset.symbol });
    expect(account.address).toMatch(/^0x[0-9a-f]{40}$/);
    await expect(t.client.custody.createAccount(holder, { custody_asset_id: asset.id })).rejects.toMatchObject({
      kind: 'bad_request',
      status: 400,
      code: 'custody_account_exists',
    });

    const other = await t.operator.createCustodyAsset({ name: 'Other', symbol: uniqueSymbol() });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => t.client.custody.createAccount(holder, { custody_asset_id: other.id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ status: 400, code: 'custody_account_exists' });
    }
    const accounts = await t.client.custody.accounts(holder);
    expect(accounts.map((a) => a.custody_asset_id).sort()).toEqual([asset.id, other.id].sort());
    expect(await t.client.custody.account(ref)).toEqual(account);

    await expect(t.client.custody.createAccount(holder, { custody_asset_id: randomUUID() })).rejects.toMatchObject({
      status: 422,
      fields: { custody_asset_id: ['is not a custody asset'] },
    });
  });

  it('have a balance; the holder has one per account', async () => {
    const { ref, asset } = await custodyAccount(t, '100.00', '0.50');
    const balance = { custody_account_id: ref.accountId, custody_asset_id: asset.id, symbol: asset.symbol };
    expect(await t.client.custody.balance(ref)).toEqual({ ...balance, balance: '100.00', withdrawable_balance: '99.50' });
    const other = await t.operator.createCustodyAsset({ name: 'Other', symbol: uniqueSymbol() });
    const second = await t.client.custody.createAccount(ref, { custody_asset_id: other.id });
    expect(await t.client.custody.balances(ref)).toEqual(
      expect.arrayContaining([
        { ...balance, balance: '100.00', withdrawable_balance: '99.50' },
        { custody_account_id: second.id, custody_asset_id: other.id, symbol: other.symbol, balance: '0.00', withdrawable_balance: '0.00' },
      ]),
    );
  });
});

describe('deposits', () => {
  // Each deposit is within an amount, but the balance is an amount too: past it was a 500.
  it('that would take the balance past the largest amount are 422 amount_out_of_range, and the balance stays', async () => {
    const { ref, account } = await custodyAccount(t, '9999999999999999.99');
    await expect(t.operator.deposit(account.id, { amount: '1.00' })).rejects.toMatchObject({ status: 422, code: 'amount_out_of_range' });
    expect(await t.client.custody.balance(ref)).toMatchObject({ balance: '9999999999999999.99' });
  });
});

describe('withdrawals', () => {
  it('take the amount and the fee; more than the withdrawable balance is 422', async () => {
    const { ref, user, account } = await custodyAccount(t, '100.00', '1.00');
    const to = walletAddress();
    const withdrawal = await t.client.custody.withdraw(ref, { amount: '60.00', address: to, idem_key: 'w-1' });
    expect(withdrawal).toMatchObject({
      custody_account_id: ref.accountId,
      type: 'withdrawal',
      amount: '60.00',
      fee: '1.00',
      address: to,
      status: 'completed',
      idem_key: 'w-1',
    });
    expect(await t.client.custody.balance(ref)).toMatchObject({ balance: '39.00', withdrawable_balance: '38.00' });

    await expect(t.client.custody.withdraw(ref, { amount: '38.01', address: to, idem_key: 'w-2' })).rejects.toMatchObject({
      kind: 'validation',
      status: 422,
      fields: { amount: ['must not exceed the withdrawable balance of 38.00'] },
    });
    expect(await t.client.custody.balance(ref)).toMatchObject({ balance: '39.00' });
    // The refused key was not spent.
    await expect(t.client.custody.withdraw(ref, { amount: '38.00', address: to, idem_key: 'w-2' })).resolves.toMatchObject({ amount: '38.00' });
    expect(await t.client.custody.balance(ref)).toMatchObject({ balance: '0.00', withdrawable_balance: '0.00' });

    await expect(t.client.custody.withdraw(ref, { amount: '1', address: '0x12', idem_key: '' })).rejects.toMatchObject({
      status: 422,
      fields: { address: ['must be 0x followed by 40 hex digits'], idem_key: ['must not be empty'] },
    });

    const mine = (e: EventPayload) => e.event === 'transaction_created' && e.custody_account_id === account.id;
    await t.receiver.waitFor((accepted) => accepted.filter(mine).length >= 3);
    expect(t.receiver.accepted().find((e) => e.event === 'transaction_created' && e.transaction_id === withdrawal.id)).toEqual({
      event: 'transaction_created',
      transaction_id: withdrawal.id,
      custody_account_holder_id: ref.holderId,
      custody_account_id: account.id,
      user_id: user.id,
    });
  });

  it('with one idem_key sent ten times at once make one transaction', async () => {
    const { ref, account } = await custodyAccount(t, '100.00');
    const form = { amount: '10.00', address: walletAddress(), idem_key: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.client.custody.withdraw(ref, form)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    const withdrawals = (await t.client.custody.transactions(ref, { limit: 100 })).filter((x) => x.type === 'withdrawal');
    expect(withdrawals).toEqual([answers[0]]);
    expect(await t.client.custody.balance(ref)).toMatchObject({ balance: '89.00' });

    const mine = (e: EventPayload) => e.event === 'transaction_created' && e.custody_account_id === account.id;
    await queueSettled(t.operator); // everything the withdrawals queued has arrived: nothing more will
    expect(t.receiver.accepted().filter(mine)).toHaveLength(2); // the deposit and the one withdrawal
  });

  it('answer the fee and the withdrawable balance as JSON numbers written exactly', async () => {
    const { ref } = await custodyAccount(t, '1234567.89', '0.25');
    expect(await t.client.custody.estimatedFee(ref)).toBe('0.25');
    expect(await t.client.custody.withdrawableBalance(ref)).toBe('1234567.64');
    const raw = await signedRaw(t, 'GET', `${accountPath(ref)}/transactions/withdrawable_balance`);
    expect([raw.status, raw.contentType, raw.text]).toEqual([200, 'application/json; charset=utf-8', '1234567.64']);
    const fee = await signedRaw(t, 'GET', `${accountPath(ref)}/transactions/estimated_fee`);
    expect([fee.status, fee.text]).toEqual([200, '0.25']);
  });
});

describe('the transaction list', () => {
  it('requires limit (400), and refuses a bad order, offset or cursor', async () => {
    const { ref } = await custodyAccount(t, '5.00');
    const path = `${accountPath(ref)}/transactions`;
    for (const query of ['', '?order=asc', '?limit=0', '?limit=1001', '?limit=ten', '?limit=5&order=sideways', '?limit=5&offset=-1', '?limit=5&cursor=x']) {
      const answer = await signedRaw(t, 'GET', path + query);
      expect([query, answer.status]).toEqual([query, 400]);
    }
    expect((await signedRaw(t, 'GET', path)).json).toMatchObject({ error: { message: 'Query parameter "limit": is required' } });
    expect((await signedRaw(t, 'GET', `${path}?limit=1000`)).status).toBe(200);
  });

  it('pages by cursor through every transaction exactly once, in both orders; offset skips', async () => {
    const { ref, account } = await custodyAccount(t);
    const made: CustodyTransaction[] = [];
    for (let i = 1; i <= 23; i++) made.push(await t.operator.deposit(account.id, { amount: `${i}.00` }));
    const ascending = made.map((m) => m.id);

    for (const order of ['asc', 'desc'] as const) {
      const seen: string[] = [];
      let cursor: number | undefined;
      for (;;) {
        const page = await t.client.custody.transactions(ref, { limit: 5, order, cursor });
        expect(page.length).toBeLessThanOrEqual(5);
        if (page.length === 0) break;
        seen.push(...page.map((p) => p.id));
        cursor = page.at(-1)?.cursor;
      }
      expect(seen).toEqual(order === 'asc' ? ascending : [...ascending].reverse());
    }

    expect((await t.client.custody.transactions(ref, { limit: 3 })).map((p) => p.id)).toEqual(ascending.slice(-3).reverse());
    const skipped = await t.client.custody.transactions(ref, { limit: 4, order: 'asc', offset: 10 });
    expect(skipped.map((p) => p.id)).toEqual(ascending.slice(10, 14));
    const afterCursor = await t.client.custody.transactions(ref, { limit: 2, order: 'asc', cursor: made[4]?.cursor, offset: 1 });
    expect(afterCursor.map((p) => p.id)).toEqual(ascending.slice(6, 8));
    expect(await t.client.custody.balance(ref)).toMatchObject({ balance: '276.00' });
  });

  it('answers one transaction at the spec path, below the account beside balance and transactions', async () => {
    const { ref, account } = await custodyAccount(t, '50.00');
    const [deposit] = await t.client.custody.transactions(ref, { limit: 1 });
    expect(deposit).toMatchObject({ type: 'deposit', amount: '50.00', fee: '0.00', address: account.address, idem_key: null });
    expect(await t.client.custody.transaction(ref, deposit?.id as string)).toEqual(deposit);

    const base = accountPath(ref);
    const answers = await Promise.all(
      [`${base}/${deposit?.id}`, `${base}/balance`, `${base}/transactions?limit=1`, `${base}/transactions/estimated_fee`].map((p) =>
        signedRaw(t, 'GET', p),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.json).toEqual(deposit);
    expect(answers[1]?.json).toMatchObject({ balance: '50.00' });
    expect(answers[2]?.json).toEqual([deposit]);
    expect(answers[3]?.text).toBe('1.00');

    for (const path of [`${base}/${randomUUID()}`, `${base}/not-a-uuid`, `${base}/transactions/other`]) {
      expect((await signedRaw(t, 'GET', path)).status).toBe(404);
    }
    const elsewhere = await custodyAccount(t);
    await expect(t.client.custody.transaction(elsewhere.ref, deposit?.id as string)).rejects.toMatchObject({ status: 404 });
    await expect(t.client.custody.account({ ...elsewhere.ref, accountId: ref.accountId })).rejects.toMatchObject({ status: 404 });
    await expect(t.operator.deposit(randomUUID(), { amount: '1.00' })).rejects.toMatchObject({ status: 404 });
    await expect(t.operator.deposit(ref.accountId, { amount: '0' })).rejects.toMatchObject({ status: 422 });
  });
});
