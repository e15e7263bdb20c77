// Manual payment entry without doubled or lost payments. The API has no idempotency key for
// payments, so the desk keeps its own: every payment starts as a draft with an id the window
// chose, written to disk before anything is sent. One send per draft at a time (a second
// Enter, click or window joins the first), one send per order at a time, and a lost answer
// is never resent blindly: the order's payments are read again first, and a payment with the
// same amount, date and reference that was not there before the first POST, and that no
// other draft holds, is taken as this draft's. A host whose payments carry only id and amount
// cannot tell two transfers of one amount apart: then such a payment is taken only when it is
// the only candidate, and with two or more the draft stays `unknown`. Only when none is found
// may the agent send again, through the same check.
// "Before the first POST" is the order's payments as the order's screen last read them when
// no send on the order came between (the POST then leaves without a read of its own), else a
// read right before the POST. Against the screen's read a lone candidate said by its amount
// alone may be another agent's payment entered since: it is not taken, the draft stays
// `unknown` and a person checks.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ApiError } from '../client';
import { DeskError } from '../../src-shared/errors';
import { readJson } from '../json-file';
import { type Sealer, readSealedJson, writeStateFile } from '../sealed-file';
import type { ApiErrorKind } from '../../src-shared/wire/error-kinds';
import type { Payment } from '../../src-shared/wire/payments';
import { type AuditLog, audited, recordRefusal } from './audit';
import type { Connection } from './connection';
import { type OrderRef, PaymentDraft, type PaymentEntryRequest, mayBePayment, samePayment, saysTransfer } from '../../src-shared/domain/payment-entry';

export interface PaymentEntryOptions {
  /** The drafts file in the user data folder. */
  file: string;
  audit: AuditLog;
  /**
   * How long to wait after a lost answer before reading the order's payments: a request the
   * host received just before the connection broke gets the time to commit.
   */
  settleMs?: number;
  /**
   * Done drafts are kept this long (default 90 days, the retention preference), so a late
   * second send of one still finds it done; then they are dropped.
   */
  keepDoneMs?: number;
  /** Encrypts the drafts file at rest; without one it is plain JSON (tests that read it). */
  sealer?: Sealer;
  /** Called after every change of a draft is on disk, e.g. to tell every window. */
  onChange?: () => void;
  onNotice?: (message: string) => void;
  now?: () => Date;
  /** The refusal when the investor's money is stopped (a confirmed sanctions match), else undefined. */
  moneyStop?: (profileId: string, userId: string) => DeskError | undefined;
}

const DraftsFile = z.object({ drafts: z.array(PaymentDraft) });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders whose last read of payments is kept for the next entry on them. */
const KEPT_READS = 200;

/** A done draft past the retention: dropped at start and once a day. */
function expired(draft: PaymentDraft, now: Date, keepDoneMs: number): boolean {
  return draft.state === 'done' && now.getTime() - Date.parse(draft.updated_at) >= keepDoneMs;
}

/** Answers that prove the host did not take the payment; after anything else it may have. */
const REFUSALS: ReadonlySet<ApiErrorKind> = new Set(['unauthorized', 'not_found', 'validation', 'not_allowed', 'bad_request']);

function refused(error: unknown): boolean {
  return error instanceof ApiError && REFUSALS.has(error.kind);
}

function errorOf(error: unknown): { kind: string; message: string } {
  if (error instanceof ApiError || error instanceof DeskError) return { kind: error.kind, message: error.message };
  return { kind: 'internal', message: error instanceof Error ? error.name : 'error' };
}

/** The ids of the order's payments on the host now. */
function paymentIds(connection: Connection, order: PaymentDraft['order']): Promise<string[]> {
  return connection.client.payments.listForOrder(order).then((payments) => payments.map((p) => p.id));
}

const readKey = (profileId: string, order: OrderRef) => `${profileId} ${order.userId} ${order.projectId} ${order.orderId}`;

/** The order's payments before a POST: `earlier` when they come from the screen's read. */
interface Before {
  ids: Promise<string[]>;
  earlier?: true;
}

function samePayload(draft: PaymentDraft, input: PaymentEntryRequest): boolean {
  const { order } = draft;
  return (
    order.orderId === input.order.orderId &&
    order.userId === input.order.userId &&
    order.projectId === input.order.projectId &&
    samePayment(draft.payment, input.payment)
  );
}

export class PaymentEntry {
  readonly #options: PaymentEntryOptions;
  readonly #drafts: Map<string, PaymentDraft>;
  /** draftId -> the send under way: a second send of the same draft joins it. */
  readonly #inFlight = new Map<string, Promise<PaymentDraft>>();
  /** orderId -> the last send queued for that order: one at a time, so "seen before" holds. */
  readonly #orderQueues = new Map<string, Promise<unknown>>();
  #saving: Promise<void> = Promise.resolve();
  /** Batches under way (a bank statement's lines being entered). */
  #batches = 0;
  /** Counts reads and sends as they leave and end: which came first. */
  #tick = 0;
  /** orderId -> the tick its last send ended at. */
  readonly #sendsEnded = new Map<string, number>();
  /** readKey -> the payment ids the latest read of the order found, and the tick it left at. */
  readonly #reads = new Map<string, { ids: string[]; tick: number }>();

  private constructor(options: PaymentEntryOptions, drafts: PaymentDraft[]) {
    this.#options = options;
    this.#drafts = new Map(drafts.map((d) => [d.draftId, d]));
  }

  /**
   * Reads the drafts file. A draft found `sending` was under way when the app stopped: its
   * outcome is unknown, and it is not sent again until someone asks.
   */
  static async open(options: PaymentEntryOptions): Promise<PaymentEntry> {
    const onInvalid = options.onNotice ?? (() => undefined);
    const { drafts } = options.sealer
      ? await readSealedJson(options.file, DraftsFile, { drafts: [] }, options.sealer, onInvalid)
      : await readJson(options.file, DraftsFile, { drafts: [] }, onInvalid);
    const now = (options.now ?? (() => new Date()))();
    const keepDone = options.keepDoneMs ?? 90 * DAY_MS;
    const kept = drafts
      .filter((d) => !expired(d, now, keepDone))
      .map((d): PaymentDraft => (d.state === 'sending' ? { ...d, state: 'unknown', updated_at: now.toISOString() } : d));
    const entry = new PaymentEntry(options, kept);
    if (kept.length !== drafts.length || kept.some((d, i) => d !== drafts[i])) await entry.#save();
    return entry;
  }

  /**
   * A payment is being sent, or a batch is under way: an update must not restart the desk
   * now (between two lines of a statement no send is in flight, but the batch is).
   */
  get busy(): boolean {
    return this.#inFlight.size > 0 || this.#batches > 0;
  }

  /** Runs a batch of entries; the desk counts as busy until it ends. */
  async batch<T>(work: () => Promise<T>): Promise<T> {
    this.#batches += 1;
    try {
      return await work();
    } finally {
      this.#batches -= 1;
    }
  }

  /** Resolves once the drafts' writes asked for so far have ended: the desk waits for them at quit. */
  async written(): Promise<void> {
    await this.#saving;
  }

  /** The drafts of a connection that are not done, oldest first. */
  open(profileId: string): PaymentDraft[] {
    return [...this.#drafts.values()]
      .filter((d) => d.profileId === profileId && d.state !== 'done')
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  get(draftId: string): PaymentDraft | undefined {
    return this.#drafts.get(draftId);
  }

  /**
   * The order's payments on the host now, as the order's screen reads them. Their ids stand
   * for the order's payments before this connection's next entry on the order while no send
   * on it comes between, so that entry's POST leaves without a read of its own.
   */
  async list(connection: Connection, order: OrderRef): Promise<Payment[]> {
    const tick = ++this.#tick;
    const payments = await connection.client.payments.listForOrder(order);
    const key = readKey(connection.profile.id, order);
    if (tick > (this.#reads.get(key)?.tick ?? 0)) {
      this.#reads.delete(key); // the newest last, the oldest first out
      this.#reads.set(key, { ids: payments.map((p) => p.id), tick });
      if (this.#reads.size > KEPT_READS) this.#reads.delete(this.#reads.keys().next().value as string);
    }
    return payments;
  }

  /**
   * Enters a payment: a new draft is written to disk, then sent. The same draft id again
   * joins the send under way, answers the done draft, or sends a draft that is not done again
   * through the check. A first send the host refuses throws and forgets the draft: nothing
   * was entered, and the form still holds the values.
   */
  enter(connection: Connection, input: PaymentEntryRequest): Promise<PaymentDraft> {
    const existing = this.#drafts.get(input.draftId);
    if (existing && !samePayload(existing, input)) {
      return Promise.reject(new DeskError('bad_request', 'This draft was entered with other values; enter the payment anew.'));
    }
    if (existing) return this.retry(connection, input.draftId);
    const stopped = this.#stopped(connection, input.order);
    if (stopped) return stopped;
    const time = this.#now();
    const draft: PaymentDraft = {
      draftId: input.draftId,
      profileId: connection.profile.id,
      order: input.order,
      payment: { amount: input.payment.amount, booked_at: input.payment.booked_at ?? null, reference: input.payment.reference ?? null },
      state: 'pending',
      attempts: 0,
      created_at: time,
      updated_at: time,
    };
    // In the map before the first await: a second enter in the same tick finds it.
    this.#drafts.set(draft.draftId, draft);
    return this.#run(draft.draftId, async () => {
      const earlier = this.#earlierRead(draft);
      // The draft goes to disk as it is sent (#send): the POST waits for that write.
      if (earlier) return this.#send(connection, draft.draftId, true, { ids: Promise.resolve(earlier), earlier: true });
      // The payments before the POST are read while the draft is written: a read sends
      // nothing, and the POST still waits for both.
      const ids = paymentIds(connection, draft.order);
      ids.catch(() => undefined); // a failed save leaves the read unasked for
      await this.#save();
      return this.#send(connection, draft.draftId, true, { ids });
    });
  }

  /** Sends a draft that is not done again: looks for it on the order first, then POSTs. */
  retry(connection: Connection, draftId: string): Promise<PaymentDraft> {
    const running = this.#inFlight.get(draftId);
    if (running) return running;
    const draft = this.#drafts.get(draftId);
    if (!draft) return Promise.reject(new DeskError('not_found', 'No such payment draft.'));
    if (draft.state === 'done') return Promise.resolve(draft);
    const stopped = this.#stopped(connection, draft.order);
    if (stopped) return stopped;
    return this.#run(draftId, () => this.#send(connection, draftId, false));
  }

  /** A payment for an investor whose money is stopped: refused before anything is sent, and recorded. */
  #stopped(connection: Connection, order: OrderRef): Promise<never> | undefined {
    const refusal = this.#options.moneyStop?.(connection.profile.id, order.userId);
    if (!refusal) return undefined;
    const targets = { user_id: order.userId, order_id: order.orderId };
    return recordRefusal(this.#options.audit, connection.profile, 'payments.enter', targets, refusal.kind).then(() => Promise.reject(refusal));
  }

  /** Forgets a draft that is not done (the agent checked the order, or gives the payment up). */
  async discard(profileId: string, draftId: string): Promise<void> {
    const draft = this.#drafts.get(draftId);
    if (!draft || draft.profileId !== profileId) throw new DeskError('not_found', 'No such payment draft on this connection.');
    if (this.#inFlight.has(draftId)) throw new DeskError('bad_request', 'The payment is being sent; wait for its outcome.');
    if (draft.state === 'done') throw new DeskError('bad_request', 'The payment is entered; delete it on the order instead.');
    this.#drafts.delete(draftId);
    await this.#save();
  }

  /**
   * Deletes every draft of a connection (its local data, when the connection is deleted).
   * Refused while one of them is being sent: its outcome must land somewhere.
   */
  async forgetProfile(profileId: string): Promise<number> {
    const drafts = [...this.#drafts.values()].filter((d) => d.profileId === profileId);
    if (drafts.some((d) => this.#inFlight.has(d.draftId))) {
      throw new DeskError('bad_request', 'A payment of this connection is being sent; wait for its outcome.');
    }
    drafts.forEach((d) => this.#drafts.delete(d.draftId));
    if (drafts.length > 0) await this.#save();
    return drafts.length;
  }

  /** Drops the done drafts past the retention, on disk too; says how many. */
  async dropExpired(keepDoneMs: number): Promise<number> {
    const now = new Date(this.#now());
    const gone = [...this.#drafts.values()].filter((d) => expired(d, now, keepDoneMs));
    gone.forEach((d) => this.#drafts.delete(d.draftId));
    if (gone.length > 0) await this.#save();
    return gone.length;
  }

  /**
   * Applies the retention once a day while the desk runs (a desk left open for weeks), with
   * the retention of that day; the timer does not keep the process alive. Returns the stop.
   */
  dropExpiredDaily(keepDoneMs: () => number): () => void {
    const timer = setInterval(() => {
      this.dropExpired(keepDoneMs()).catch((error: unknown) =>
        this.#options.onNotice?.(`old payment drafts not dropped: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, DAY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * The payment ids of the screen's read of the draft's order, when they can stand for the
   * order's payments before this POST: the read left after the order's last send ended, and
   * no other draft on the order was sent without an outcome (its payment may land still).
   */
  #earlierRead(draft: PaymentDraft): string[] | undefined {
    const read = this.#reads.get(readKey(draft.profileId, draft.order));
    if (!read || read.tick <= (this.#sendsEnded.get(draft.order.orderId) ?? 0)) return undefined;
    const open = [...this.#drafts.values()].some(
      (d) => d.draftId !== draft.draftId && d.order.orderId === draft.order.orderId && d.attempts > 0 && d.state !== 'done' && d.state !== 'failed',
    );
    return open ? undefined : read.ids;
  }

  /** Makes `work` the draft's one send under way, queued behind its order's sends. */
  #run(draftId: string, work: () => Promise<PaymentDraft>): Promise<PaymentDraft> {
    const orderId = (this.#drafts.get(draftId) as PaymentDraft).order.orderId;
    const job: Promise<PaymentDraft> = (this.#orderQueues.get(orderId) ?? Promise.resolve()).then(() =>
      // Over before its caller hears the outcome: a send asked for then is a new one.
      work().finally(() => {
        this.#sendsEnded.set(orderId, ++this.#tick);
        this.#inFlight.delete(draftId);
      }),
    );
    const settled = job.then(
      () => undefined,
      () => undefined,
    );
    this.#orderQueues.set(orderId, settled);
    this.#inFlight.set(draftId, job);
    void settled.then(() => {
      if (this.#orderQueues.get(orderId) === settled) this.#orderQueues.delete(orderId);
    });
    return job;
  }

  /** `before`: the order's payments before this first POST, when already asked for. */
  async #send(connection: Connection, draftId: string, firstEntry: boolean, before?: Before): Promise<PaymentDraft> {
    let draft = this.#drafts.get(draftId);
    if (!draft) throw new DeskError('not_found', 'No such payment draft.');
    const unsent = draft;
    const forget = async (error: unknown): Promise<never> => {
      this.#drafts.delete(draftId);
      await this.#save();
      throw error;
    };
    /** Nothing was sent this time: a refused first entry is forgotten, else kept as it was, with the reason. */
    const notSent = async (error: unknown): Promise<never> => {
      if (firstEntry && refused(error)) return forget(error);
      this.#drafts.set(draftId, unsent);
      await this.#update(draftId, { error: errorOf(error) });
      throw error;
    };
    if (draft.profileId !== connection.profile.id) {
      throw new DeskError('bad_request', 'This payment belongs to another connection; switch to it to send the payment.');
    }
    if (draft.state === 'done') return draft;
    if (draft.attempts > 0) {
      // A POST went out before: the payment may be there already, or we cannot tell yet.
      const looked = await this.#look(connection, draft);
      if (looked) return looked;
    }
    let seen: string[];
    try {
      seen = draft.seen_payment_ids ?? (await (before?.ids ?? paymentIds(connection, draft.order)));
    } catch (error) {
      return notSent(error);
    }
    const earlier = draft.seen_payment_ids ? draft.seen_earlier : before?.earlier;
    draft = this.#set(draftId, { state: 'sending', seen_payment_ids: seen, seen_earlier: earlier, attempts: draft.attempts + 1, error: undefined });
    // Written to disk beside the audit's record of the attempt; the POST waits for both.
    const sending = this.#save();
    sending.catch(() => undefined); // awaited in the audited work, unless the audit's write failed first
    let posted = false;
    const { order, payment } = draft;
    /**
     * The draft written done: the entry answers once it is on disk. The audit's record of the
     * answer follows it in the log (the next entry waits for it) but not on the screen's path:
     * a crash before it lands leaves the attempt without its result, and the done draft.
     */
    let done: Promise<PaymentDraft> | undefined;
    try {
      await audited(
        this.#options.audit,
        connection.profile,
        'payments.create',
        {
          order_id: order.orderId,
          order_code: order.orderCode,
          amount: String(payment.amount),
          draft_id: draftId,
          attempt: String(draft.attempts),
        },
        async () => {
          await sending;
          posted = true;
          const created = await connection.client.payments.create(order, payment);
          done = this.#update(draftId, { state: 'done', payment_id: created.id });
          return created;
        },
        (p) => ({ payment_id: p.id }),
        {
          recording: (recorded) =>
            void recorded.catch((error: unknown) =>
              this.#options.onNotice?.(`the audit log's record of payment draft ${draftId} was not written: ${errorOf(error).message}`),
            ),
        },
      );
      return await (done as Promise<PaymentDraft>);
    } catch (error) {
      if (!posted) return notSent(error);
      if (!refused(error)) {
        await sleep(this.#options.settleMs ?? 1000);
        return (await this.#look(connection, this.#drafts.get(draftId) as PaymentDraft, error)) as PaymentDraft;
      }
      if (firstEntry) return forget(error);
      await this.#update(draftId, { state: 'failed', error: errorOf(error) });
      throw error;
    }
  }

  /**
   * Reads the order's payments for the ones that may be this draft's: not there before the
   * first POST, held by no other draft, and the same transfer (the same amount where the host
   * says no more). The first same transfer, or the only candidate, is taken: the draft is
   * done. Two or more that only the amount matches, or one against the screen's earlier read:
   * `unknown`, and `candidates` says why. The read failed: `unknown`. None found: `unknown`
   * right after a POST whose answer was lost (`cause`); otherwise undefined, and the caller sends.
   */
  async #look(connection: Connection, draft: PaymentDraft, cause?: unknown): Promise<PaymentDraft | undefined> {
    const seen = new Set(draft.seen_payment_ids);
    const claimed = new Set([...this.#drafts.values()].filter((d) => d.draftId !== draft.draftId).map((d) => d.payment_id));
    let candidates: Payment[];
    try {
      candidates = await audited(
        this.#options.audit,
        connection.profile,
        'payments.check',
        { order_id: draft.order.orderId, draft_id: draft.draftId, ...(cause ? { after: errorOf(cause).kind } : {}) },
        async () => {
          const payments = await connection.client.payments.listForOrder(draft.order);
          const open = payments.filter((p) => !seen.has(p.id) && !claimed.has(p.id) && mayBePayment(draft.payment, p));
          const same = open.find(saysTransfer);
          return same ? [same] : open;
        },
        (found) => ({ found: found.length === 1 ? (found[0] as Payment).id : found.length === 0 ? 'none' : `${found.length} candidates` }),
      );
    } catch (error) {
      return this.#update(draft.draftId, { state: 'unknown', error: errorOf(error) });
    }
    const [match] = candidates;
    const undecided = candidates.length > 1 || (match !== undefined && draft.seen_earlier === true && !saysTransfer(match));
    if (undecided) return this.#update(draft.draftId, { state: 'unknown', candidates: candidates.length, ...(cause ? { error: errorOf(cause) } : {}) });
    if (match) return this.#update(draft.draftId, { state: 'done', payment_id: match.id, error: undefined, candidates: undefined });
    if (cause) return this.#update(draft.draftId, { state: 'unknown', error: errorOf(cause), candidates: undefined });
    return undefined;
  }

  /** Changes the draft in memory only; #save writes it. */
  #set(draftId: string, change: Partial<PaymentDraft>): PaymentDraft {
    const next = { ...(this.#drafts.get(draftId) as PaymentDraft), ...change, updated_at: this.#now() };
    this.#drafts.set(draftId, next);
    return next;
  }

  async #update(draftId: string, change: Partial<PaymentDraft>): Promise<PaymentDraft> {
    const next = this.#set(draftId, change);
    await this.#save();
    return next;
  }

  /** Writes every draft, atomically and in order; resolves once this state is on disk. */
  #save(): Promise<void> {
    const write = this.#saving.then(() => writeStateFile(this.#options.file, { drafts: [...this.#drafts.values()] }, this.#options.sealer));
    this.#saving = write.catch(() => undefined);
    return write.then(() => this.#options.onChange?.());
  }

  #now(): string {
    return (this.#options.now ?? (() => new Date()))().toISOString();
  }
}
