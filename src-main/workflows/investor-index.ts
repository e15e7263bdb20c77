// The investors a connection's desk knows, for finding one by name or part of the email: the
// API finds users only by their exact email. Known are the investors on orders (the orders'
// `user_id`; on a host whose orders do not say, the spec's `by_order_status` path per
// project) and those opened or created in the desk. Read on first use and kept in memory per
// connection; on disk only the recent investors' ids and names (sealed), which go with the
// connection's local data.
import { z } from 'zod';
import { ApiError, type OfferingClient } from '../client';
import { JsonState, readJson } from '../json-file';
import { type Sealer, readSealedJson, writeStateFile } from '../sealed-file';
import type { Order } from '../../src-shared/wire/orders';
import { type User, nameMatches, nameSearchWords, wordsOf } from '../../src-shared/wire/users';
import type { InvestorMatch, InvestorSearch, OrderInvestor, ReviewEntry, ReviewQueue } from '../../src-shared/domain/investor-index';
import { searchInvestors } from './investor-search';
import { type OrderIndex, investorsOfProject } from './order-index';
import type { Connection } from './connection';

/** Recent investors kept per connection. */
export const RECENT_LIMIT = 20;
/** Reads at once when the desk asks the host for many investors. */
const PARALLEL_READS = 4;

const RecentInvestor = z.object({ profile_id: z.string(), id: z.string(), name: z.string(), at: z.string() });
type RecentInvestor = z.infer<typeof RecentInvestor>;
const RecentFile = z.object({ recent: z.array(RecentInvestor).default([]) });
type RecentFile = z.output<typeof RecentFile>;

/** The recent investors of every connection: ids and names only, newest first. */
export class RecentInvestors {
  readonly #state: JsonState<RecentFile>;

  readonly #onNotice: (message: string) => void;

  private constructor(file: string, state: RecentFile, sealer: Sealer | undefined, onNotice: (message: string) => void) {
    this.#state = new JsonState(file, state, (path, value) => writeStateFile(path, value, sealer));
    this.#onNotice = onNotice;
  }

  /** `onNotice`: a file that could not be read, or a list that could not be saved (the lookup goes on). */
  static async open(file: string, onNotice: (message: string) => void, sealer?: Sealer): Promise<RecentInvestors> {
    const empty = RecentFile.parse({});
    const state = sealer ? await readSealedJson(file, RecentFile, empty, sealer, onNotice) : await readJson(file, RecentFile, empty, onNotice);
    return new RecentInvestors(file, state, sealer, onNotice);
  }

  /** Resolves once the writes asked for so far have ended: the desk waits for them at quit. */
  written(): Promise<void> {
    return this.#state.written();
  }

  of(profileId: string): RecentInvestor[] {
    return this.#state.current.recent.filter((r) => r.profile_id === profileId);
  }

  /**
   * The investor goes to the top of the connection's list; the oldest beyond the limit go. A
   * list that cannot be saved (a locked keychain) is told, and the investor still opens.
   */
  async note(profileId: string, investor: { id: string; name: string }, at = new Date()): Promise<void> {
    const saved = this.#state.change(({ recent }) => {
      const others = recent.filter((r) => r.profile_id !== profileId);
      const mine = recent.filter((r) => r.profile_id === profileId && r.id !== investor.id);
      const entry = { profile_id: profileId, id: investor.id, name: investor.name, at: at.toISOString() };
      return { recent: [entry, ...mine].slice(0, RECENT_LIMIT).concat(others) };
    });
    await saved.catch((error: unknown) => this.#onNotice(`recent investors not saved: ${error instanceof Error ? error.message : String(error)}`));
  }

  async drop(profileId: string, id: string): Promise<void> {
    if (!this.of(profileId).some((r) => r.id === id)) return;
    await this.#state.change(({ recent }) => ({ recent: recent.filter((r) => r.profile_id !== profileId || r.id !== id) }));
  }

  /** Forgets a connection's recent investors (its local data deleted); says how many. */
  async forgetProfile(profileId: string): Promise<number> {
    const count = this.of(profileId).length;
    if (count > 0) await this.#state.change(({ recent }) => ({ recent: recent.filter((r) => r.profile_id !== profileId) }));
    return count;
  }
}

interface Known {
  id: string;
  name: string;
  /** As the host last answered; absent while only the id is known. */
  user?: User;
  email?: string;
  projectIds: Set<string>;
  /** The name's words, folded: made on first use. */
  words?: string[];
}

/** `work` for every item, a few at a time. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, items.length) }, worker));
}

const notFound = (error: unknown) => error instanceof ApiError && error.kind === 'not_found';

export class InvestorIndex {
  readonly #orders: OrderIndex;
  readonly #recent: RecentInvestors;
  readonly #profileId: string;
  readonly #known = new Map<string, Known>();
  /** Orders whose investor the host does not say on the order, found by the desk: order id -> investor id. */
  readonly #investorOf = new Map<string, string>();
  #stale = true;
  #changes = 0;
  #loading?: Promise<void>;

  constructor(orders: OrderIndex, recent: RecentInvestors, profileId: string) {
    this.#orders = orders;
    this.#recent = recent;
    this.#profileId = profileId;
  }

  get #client(): OfferingClient {
    return this.#orders.client;
  }

  get size(): number {
    return this.#known.size;
  }

  /** How many times the orders changed: what is read from them is good while this stays. */
  get changes(): number {
    return this.#changes;
  }

  /** The orders changed: investors new to them are read on the next use. */
  ordersChanged(): void {
    this.#stale = true;
    this.#changes++;
  }

  /** Reads what is new on the orders; a failed read is tried again on the next use. */
  ready(): Promise<void> {
    if (this.#stale) {
      this.#stale = false;
      this.#loading = this.#sync().catch((error: unknown) => {
        this.#stale = true;
        throw error;
      });
    }
    return this.#loading ?? Promise.resolve();
  }

  /** An investor the host has just answered (opened, created, changed in the desk): known, and recent. */
  async opened(user: User): Promise<void> {
    this.#took(user);
    await this.#recent.note(this.#profileId, user);
  }

  /** An investor the host answered in a list or a lookup: known, not recent. */
  seen(user: User): void {
    this.#took(user);
  }

  async deleted(userId: string): Promise<void> {
    this.#known.delete(userId);
    await this.#recent.drop(this.#profileId, userId);
  }

  /** The best fits for `text` among the known and recent investors; empty text: the recent ones. */
  async search(text: string, limit: number): Promise<InvestorSearch> {
    // The recent ones need no reading of the orders.
    if (text.trim()) await this.ready();
    const recentIds = new Set(this.#recent.of(this.#profileId).map((r) => r.id));
    const found = text.trim()
      ? searchInvestors(text, this.#everyone(), limit).map((s) => s.investor)
      : this.#recent
          .of(this.#profileId)
          .slice(0, limit)
          .map((r) => this.#known.get(r.id) ?? { id: r.id, name: r.name, projectIds: new Set<string>() });
    const matches = await Promise.all(found.map((k) => this.#withEmail(k)));
    return { matches: matches.map((k) => matchOf(k, recentIds.has(k.id))), known: this.#known.size };
  }

  /** Every investor the desk knows on this connection (on orders, opened, recent): ids and names, for screening everyone. */
  async known(): Promise<OrderInvestor[]> {
    await this.ready();
    return this.#everyone().map((k) => ({ id: k.id, name: k.name }));
  }

  /** The investor of each order the desk knows it of. */
  async investorsOf(orderIds: readonly string[]): Promise<Record<string, OrderInvestor>> {
    await this.ready();
    const result: Record<string, OrderInvestor> = {};
    for (const orderId of orderIds) {
      const userId = this.#orders.byId(orderId)?.user_id ?? this.#investorOf.get(orderId);
      const known = userId === undefined ? undefined : this.#known.get(userId);
      if (known) result[orderId] = { id: known.id, name: known.name };
    }
    return result;
  }

  /** The investors among `userIds` the desk knows by name (one call for a whole list, e.g. a payout's). */
  async namesOf(userIds: readonly string[]): Promise<Record<string, OrderInvestor>> {
    await this.ready();
    const result: Record<string, OrderInvestor> = {};
    for (const id of userIds) {
      const name = this.#known.get(id)?.name;
      if (name) result[id] = { id, name };
    }
    return result;
  }

  /**
   * The investors whose wallet is one of `addresses`, by the address in lower case (a list's
   * rows name the wallet only). Only investors the host has answered are looked at: none is read for it.
   */
  async namedByAddress(addresses: readonly string[]): Promise<Map<string, OrderInvestor>> {
    await this.ready();
    const wanted = new Set(addresses.map((a) => a.toLowerCase()));
    const result = new Map<string, OrderInvestor>();
    for (const { id, name, user } of this.#known.values()) {
      const address = user?.wallet_address?.toLowerCase();
      if (address !== undefined && wanted.has(address) && name) result.set(address, { id, name });
    }
    return result;
  }

  /**
   * The ids of the orders of the investors whose name has a word starting with each word of
   * `text` (the orders table's one search box). Runs on every keystroke over every investor:
   * the names' words are folded once, and neither emails nor typos are looked at here.
   */
  async ordersNamed(text: string): Promise<Set<string>> {
    const typed = nameSearchWords(text);
    const orderIds = new Set<string>();
    if (typed.length === 0) return orderIds;
    await this.ready();
    const named = new Set<string>();
    for (const known of this.#known.values()) {
      known.words ??= wordsOf(known.name);
      if (nameMatches(typed, known.words)) named.add(known.id);
    }
    if (named.size === 0) return orderIds;
    for (const order of this.#orders.orders()) {
      const userId = order.user_id ?? this.#investorOf.get(order.id);
      if (userId !== undefined && named.has(userId)) orderIds.add(order.id);
    }
    return orderIds;
  }

  /**
   * The known investors not approved yet, each with the KYC checks still incomplete
   * (`GET /users/{id}/kyc`) and whether a video identification is pending, read now. The recent
   * ones not read yet are read first: the queue must not depend on whether a search ran before. The
   * approved ones are left out: approval comes after the KYC, and reading the KYC of every
   * investor with an order would cost a host with thousands of them as many calls.
   */
  async reviewQueue(): Promise<ReviewQueue> {
    await this.ready();
    await this.#readUsers(this.#everyone().filter((k) => !k.user).map((k) => k.id));
    const entries: ReviewEntry[] = [];
    const recentIds = new Set(this.#recent.of(this.#profileId).map((r) => r.id));
    await eachLimited([...this.#known.values()], async (known) => {
      const user = known.user;
      if (!user || user.approved) return;
      const [open, videoPending] = await Promise.all([this.#openChecks(user.id), this.#videoPending(user.id)]);
      entries.push({ ...matchOf(known, recentIds.has(user.id)), email: user.email, approved: user.approved, open, videoPending, projectIds: [...known.projectIds] });
    });
    entries.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return {
      entries,
      known: this.#known.size,
      counts: {
        unapproved: entries.filter((e) => !e.approved).length,
        incomplete: entries.filter((e) => (e.open?.length ?? 0) > 0).length,
        videoPending: entries.filter((e) => e.videoPending).length,
      },
    };
  }

  async #openChecks(userId: string): Promise<string[] | undefined> {
    try {
      const status = await this.#client.kyc.status(userId);
      return Object.entries(status)
        .filter(([, check]) => (check as { status?: string } | null)?.status === 'incomplete')
        .map(([name]) => name);
    } catch (error) {
      if (error instanceof ApiError) return undefined;
      throw error;
    }
  }

  async #videoPending(userId: string): Promise<boolean> {
    const identities = await this.#client.kyc.identities.list(userId).catch((error: unknown) => {
      if (error instanceof ApiError) return [];
      throw error;
    });
    return identities.some((identity) => (identity.video_identifications ?? []).some((v) => v.status === 'pending'));
  }

  /** The known investors, and the recent ones the desk has not read yet (by id and name). */
  #everyone(): Known[] {
    const everyone = [...this.#known.values()];
    for (const r of this.#recent.of(this.#profileId)) {
      if (!this.#known.has(r.id)) everyone.push({ id: r.id, name: r.name, projectIds: new Set() });
    }
    return everyone;
  }

  /** A match to open needs its email: read it for an investor known only by id and name. */
  async #withEmail(known: Known): Promise<Known> {
    if (known.email !== undefined) return known;
    try {
      return this.#took(await this.#client.users.get(known.id));
    } catch (error) {
      if (error instanceof ApiError) return known;
      throw error;
    }
  }

  /**
   * The investors of the orders not known yet: per project on the spec's by-order-status path
   * (a few calls, whole users), and on a host whose orders do not say their investor, each
   * investor's orders there too. Nothing is asked while every order's investor is known.
   */
  async #sync(): Promise<void> {
    await this.#orders.ready();
    const orders = [...this.#orders.orders()];
    const said = orders.every((o) => o.user_id !== undefined);
    const known = (o: Order) => (said ? this.#known.get(o.user_id as string)?.user !== undefined : this.#investorOf.has(o.id));
    if (orders.every(known)) return;
    for (const project of await this.#client.projects.list()) {
      for (const user of await investorsOfProject(this.#client, project.id)) {
        this.#took(user, project.id);
        if (said) continue;
        for (const o of await this.#client.orders.listForUser(user.id, project.id)) {
          this.#investorOf.set(o.id, user.id);
          this.#orders.placed(o.id, { userId: user.id, projectId: project.id });
        }
      }
    }
    if (!said) return;
    for (const o of orders) this.#entry(o.user_id as string, o.project_id);
    // Investors the path did not list (a host that lists fewer): one by one.
    await this.#readUsers([...this.#known.values()].filter((k) => !k.user).map((k) => k.id));
  }

  /** Reads the investors known by id only; one gone from the host is no longer known. */
  async #readUsers(ids: readonly string[]): Promise<void> {
    await eachLimited(ids, async (id) => {
      try {
        this.#took(await this.#client.users.get(id));
      } catch (error) {
        if (!notFound(error)) throw error;
        this.#known.delete(id);
      }
    });
  }

  #entry(id: string, projectId?: string): Known {
    let known = this.#known.get(id);
    if (!known) {
      known = { id, name: '', projectIds: new Set() };
      this.#known.set(id, known);
    }
    if (projectId !== undefined) known.projectIds.add(projectId);
    return known;
  }

  #took(user: User, projectId?: string): Known {
    const known = this.#entry(user.id, projectId);
    known.user = user;
    if (known.name !== user.name) known.words = undefined;
    known.name = user.name;
    known.email = user.email;
    return known;
  }
}

function matchOf(known: Known, recent: boolean): InvestorMatch {
  return { id: known.id, name: known.name, email: known.email, approved: known.user?.approved, business: known.user?.business_investor, recent };
}

/** One investor index per connection (profile and host), made on first use, over that connection's order index. */
export class InvestorIndexes {
  readonly #indexes = new Map<string, InvestorIndex>();

  constructor(readonly recent: RecentInvestors) {}

  of(connection: Connection, orders: OrderIndex): InvestorIndex {
    const key = `${connection.profile.id} ${connection.client.baseUrl}`;
    let index = this.#indexes.get(key);
    if (!index) {
      index = new InvestorIndex(orders, this.recent, connection.profile.id);
      this.#indexes.set(key, index);
    }
    return index;
  }

  /** Every index reads what is new on its orders on next use. */
  ordersChanged(): void {
    for (const index of this.#indexes.values()) index.ordersChanged();
  }

  /** Drops a connection's indexes and its recent investors (its local data); says how many recent ones went. */
  async forget(profileId: string): Promise<number> {
    for (const key of this.#indexes.keys()) if (key.startsWith(`${profileId} `)) this.#indexes.delete(key);
    return this.recent.forgetProfile(profileId);
  }
}
