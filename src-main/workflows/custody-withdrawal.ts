// Custody withdrawals without a doubled or a phantom error. The window sends every attempt of
// one intended withdrawal with the same `idem_key`. The spec only says the key "must be
// unique": a host may answer a repeat with the first transaction, or refuse it with 422 as a
// uniqueness check would. So after a lost answer or a refusal the desk looks for its
// withdrawal among the account's transactions: by `idem_key` where they carry it, else by
// amount and address among those that were not there before the first attempt (and, where
// the host says times, not older than it), taken only when it is the only one. What was
// there before is written to disk (sealed) before the first attempt is sent, so the look
// still works after the desk restarted.
import Big from 'big.js';
import { z } from 'zod';
import { ApiError, type OfferingClient } from '../client';
import type { AccountRef } from '../client/custody';
import { DeskError } from '../../src-shared/errors';
import { type Sealer, readSealedJson, writeSealedJson } from '../sealed-file';
import type { CustodyTransaction, CustodyTransactionForm } from '../../src-shared/wire/custody';

/** The form as the router parsed it: the amount a decimal string. */
type Withdrawal = z.output<typeof CustodyTransactionForm>;

/** How many of the newest transactions the look reads: a withdrawal just made is among them. */
const LOOK_LIMIT = 100;
/** A host's clock may be behind ours by this much when comparing its times with our start. */
const CLOCK_SLACK_MS = 5 * 60_000;
/** An attempt is kept this long: a lost answer is checked, or a repeat sent, within days. */
const KEEP_ATTEMPT_MS = 30 * 24 * 60 * 60_000;

/** What the desk knows of an intended withdrawal from before its first attempt. */
const Attempt = z.object({
  idem_key: z.string(),
  /** The newest transactions of the account then: none of them is this withdrawal. */
  seen: z.array(z.string()),
  started_at: z.number(),
});
type Attempt = z.infer<typeof Attempt>;
const AttemptsFile = z.object({ attempts: z.array(Attempt) });

/** Where the attempts are kept between runs of the desk. */
export interface AttemptsStore {
  file: string;
  sealer: Sealer;
  onNotice: (message: string) => void;
}

/** Answers after which the host may or may not have made the withdrawal. */
function mayHaveMade(error: unknown): boolean {
  return error instanceof ApiError && error.kind !== 'unauthorized' && error.kind !== 'not_found' && error.kind !== 'not_allowed';
}

export class CustodyWithdrawals {
  /** By idem_key; kept after the withdrawal is known, so a late repeat of its key is still found. */
  readonly #attempts: Map<string, Attempt>;
  readonly #now: () => number;
  readonly #store: AttemptsStore | undefined;
  #saving: Promise<unknown> = Promise.resolve();

  /** Without a store the attempts live in memory, for this run of the desk only. */
  constructor(now: () => number = Date.now, store?: AttemptsStore, attempts: Attempt[] = []) {
    this.#now = now;
    this.#store = store;
    this.#attempts = new Map(attempts.map((a) => [a.idem_key, a]));
  }

  /** The attempts kept on disk; those older than a month are dropped. */
  static async open(store: AttemptsStore, now: () => number = Date.now): Promise<CustodyWithdrawals> {
    const { attempts } = await readSealedJson(store.file, AttemptsFile, { attempts: [] }, store.sealer, store.onNotice);
    const kept = attempts.filter((a) => now() - a.started_at < KEEP_ATTEMPT_MS);
    const withdrawals = new CustodyWithdrawals(now, store, kept);
    if (kept.length !== attempts.length) await withdrawals.#save();
    return withdrawals;
  }

  /** Resolves once the attempts' writes asked for so far have ended: the desk waits for them at quit. */
  async written(): Promise<void> {
    await this.#saving.catch(() => undefined);
  }

  /** Sends the withdrawal; after a lost answer or a refusal, the one the host made, if it made one. */
  async withdraw(client: OfferingClient, ref: AccountRef, form: Withdrawal): Promise<CustodyTransaction> {
    let attempt = this.#attempts.get(form.idem_key);
    if (!attempt) {
      const startedAt = this.#now();
      const before = await client.custody.transactions(ref, { limit: LOOK_LIMIT });
      attempt = { idem_key: form.idem_key, seen: before.map((t) => t.id), started_at: startedAt };
      this.#attempts.set(form.idem_key, attempt);
      // On disk before anything is sent: a restart in between must not lose what was there.
      await this.#save();
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

  /** Writes the attempts, one write after another (none when kept in memory). */
  #save(): Promise<unknown> {
    const store = this.#store;
    if (!store) return Promise.resolve();
    this.#saving = this.#saving
      .catch(() => undefined)
      .then(() => writeSealedJson(store.file, { attempts: [...this.#attempts.values()] }, store.sealer));
    return this.#saving;
  }

  /** The withdrawal among the account's newest transactions; undefined when none, or when it cannot tell which. */
  async #look(client: OfferingClient, ref: AccountRef, form: Withdrawal, attempt: Attempt): Promise<CustodyTransaction | undefined> {
    const transactions = await client.custody.transactions(ref, { limit: LOOK_LIMIT });
    const keyed = transactions.find((t) => t.idem_key === form.idem_key);
    if (keyed) return keyed;
    // A host that keeps the key on its transactions has said: not this one.
    if (transactions.some((t) => typeof t.idem_key === 'string')) return undefined;
    const seen = new Set(attempt.seen);
    const candidates = transactions.filter(
      (t) =>
        t.type === 'withdrawal' &&
        !seen.has(t.id) &&
        t.amount !== undefined &&
        new Big(t.amount).eq(form.amount) &&
        t.address?.toLowerCase() === form.address.toLowerCase() &&
        (t.created_at === undefined || Date.parse(t.created_at) >= attempt.started_at - CLOCK_SLACK_MS),
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
