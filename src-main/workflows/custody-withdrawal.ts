// Custody withdrawals without a doubled or a phantom error. The window sends every attempt of
// one intended withdrawal with the same `idem_key`. The spec only says the key "must be
// unique": a host may answer a repeat with the first transaction, or refuse it with 422 as a
// uniqueness check would. So after a lost answer or a refusal the desk looks for its
// withdrawal among the account's transactions: by `idem_key` where they carry it, else by
// amount and address among those that were not there before the first attempt (and, where
// the host says times, not older than it), taken only when it is the only one.
import Big from 'big.js';
import type { z } from 'zod';
import { ApiError, type OfferingClient } from '../client';
import type { AccountRef } from '../client/custody';
import { DeskError } from '../errors';
import type { CustodyTransaction, CustodyTransactionForm } from '../wire/custody';

/** The form as the router parsed it: the amount a decimal string. */
type Withdrawal = z.output<typeof CustodyTransactionForm>;

/** How many of the newest transactions the look reads: a withdrawal just made is among them. */
const LOOK_LIMIT = 100;
/** A host's clock may be behind ours by this much when comparing its times with our start. */
const CLOCK_SLACK_MS = 5 * 60_000;

/** What the desk knows of an intended withdrawal from before its first attempt. */
interface Attempt {
  /** The newest transactions of the account then: none of them is this withdrawal. */
  seen: Set<string>;
  startedAt: number;
}

/** Answers after which the host may or may not have made the withdrawal. */
function mayHaveMade(error: unknown): boolean {
  return error instanceof ApiError && error.kind !== 'unauthorized' && error.kind !== 'not_found' && error.kind !== 'not_allowed';
}

export class CustodyWithdrawals {
  /** By idem_key, for this run of the desk. */
  readonly #attempts = new Map<string, Attempt>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Sends the withdrawal; after a lost answer or a refusal, the one the host made, if it made one. */
  async withdraw(client: OfferingClient, ref: AccountRef, form: Withdrawal): Promise<CustodyTransaction> {
    let attempt = this.#attempts.get(form.idem_key);
    if (!attempt) {
      const startedAt = this.#now();
      const before = await client.custody.transactions(ref, { limit: LOOK_LIMIT });
      attempt = { seen: new Set(before.map((t) => t.id)), startedAt };
      this.#attempts.set(form.idem_key, attempt);
    }
    try {
      return await client.custody.withdraw(ref, form);
    } catch (error) {
      if (!mayHaveMade(error)) throw error;
      const found = await this.#look(client, ref, form, attempt);
      if (found) return found;
      throw error;
    }
  }

  /** The withdrawal among the account's newest transactions; undefined when none, or when it cannot tell which. */
  async #look(client: OfferingClient, ref: AccountRef, form: Withdrawal, attempt: Attempt): Promise<CustodyTransaction | undefined> {
    const transactions = await client.custody.transactions(ref, { limit: LOOK_LIMIT });
    const keyed = transactions.find((t) => t.idem_key === form.idem_key);
    if (keyed) return keyed;
    // A host that keeps the key on its transactions has said: not this one.
    if (transactions.some((t) => typeof t.idem_key === 'string')) return undefined;
    const candidates = transactions.filter(
      (t) =>
        t.type === 'withdrawal' &&
        !attempt.seen.has(t.id) &&
        t.amount !== undefined &&
        new Big(t.amount).eq(form.amount) &&
        t.address?.toLowerCase() === form.address.toLowerCase() &&
        (t.created_at === undefined || Date.parse(t.created_at) >= attempt.startedAt - CLOCK_SLACK_MS),
    );
    if (candidates.length > 1) {
      throw new DeskError(
        'bad_request',
        `${candidates.length} new withdrawals of this amount to this address are on the account, and this host does not say their idem_key: check the transactions before withdrawing again.`,
      );
    }
    return candidates[0];
  }
}
