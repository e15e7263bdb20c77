// The orders of a connection, held in the main process by id and by code. The API has no
// lookup by order code and no project filter on `GET /orders`, and a list of 100,000 orders
// is far too heavy to fetch per keystroke: the index fetches the whole list once, then only
// what changed (`updated_at` after the newest change it holds, less an overlap for changes
// committed late), and answers lookups and pages of sorted, filtered rows from memory.
// A host may list orders without their investor, project or change times (the spec names
// only id, code, status and amount): then the index finds an order's investor and project on
// the spec's own paths, project by project, and reads the whole list again on a timer.
import { ApiError, type OfferingClient } from '../client';
import { DeskError } from '../../src-shared/errors';
import type { User } from '../../src-shared/wire/users';
import {
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type OrderStatusFilter,
  orderTextSearch,
  sortableAmount,
  statusesMatching,
} from '../../src-shared/wire/orders';
import {
  DEFAULT_ORDERS_RELOAD_MINUTES,
  type LocatedOrder,
  type OrderPage,
  type OrderSearch,
  type OrderSort,
  type ParsedOrderQuery as ParsedQuery,
} from '../../src-shared/domain/order-index';
import { type CodeFinder, codeFinderFor } from './order-codes';
import type { Connection } from './connection';

/** An order with the keys it is sorted and filtered by, computed once. */
export interface OrderEntry {
  order: Order;
  /** The code in upper case. */
  code: string;
  /** The amount as text that sorts like the number (amounts are never negative). */
  amount: string;
  /** NaN when the host does not say. */
  created: number;
  updated: number;
  /** The order's project: the host's, or found by the desk; undefined while unknown. */
  projectId?: string;
}

export function entryOf(order: Order): OrderEntry {
  return {
    order,
    code: order.order_code.toUpperCase(),
    amount: sortableAmount(order.amount),
    created: order.created_at === undefined ? Number.NaN : Date.parse(order.created_at),
    updated: order.updated_at === undefined ? Number.NaN : Date.parse(order.updated_at),
    projectId: order.project_id,
  };
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const STATUS_RANK = new Map<string, number>(ORDER_STATUSES.map((s, i) => [s, i]));

const COMPARE: Record<OrderSort, (a: OrderEntry, b: OrderEntry) => number> = {
  created_at: (a, b) => a.created - b.created,
  updated_at: (a, b) => a.updated - b.updated,
  order_code: (a, b) => text(a.code, b.code),
  status: (a, b) => (STATUS_RANK.get(a.order.status) ?? 0) - (STATUS_RANK.get(b.order.status) ?? 0),
  amount: (a, b) => text(a.amount, b.amount),
};

/** Ascending by `sort`, ties by creation, then id: the same order on every call (times missing: by id). */
export function sortEntries(entries: OrderEntry[], sort: OrderSort): OrderEntry[] {
  const compare = COMPARE[sort];
  return entries.sort((a, b) => compare(a, b) || a.created - b.created || text(a.order.id, b.order.id));
}

/** The spec's filter values of `GET /users/projects/{id}/by_order_status/{status}`, the order's own first. */
const SEARCH_FILTERS: readonly OrderStatusFilter[] = ['open', 'paid', 'settled', 'cancelled'];
function filtersFor(status: OrderStatus): OrderStatusFilter[] {
  const own = SEARCH_FILTERS.find((f) => statusesMatching(f).includes(status));
  return own ? [own, ...SEARCH_FILTERS.filter((f) => f !== own)] : [...SEARCH_FILTERS];
}

/** A filter value this host does not take is no reason to stop searching. */
function refusedFilter(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'validation' || error.kind === 'bad_request' || error.kind === 'not_found');
}

/** The investors with an order in the project, each once, on the spec's path (every status filter the host takes). */
export async function investorsOfProject(client: OfferingClient, projectId: string): Promise<User[]> {
  const found = new Map<string, User>();
  for (const filter of SEARCH_FILTERS) {
    const users = await client.users.byOrderStatus(projectId, filter).catch((error: unknown) => {
      if (refusedFilter(error)) return [];
      throw error;
    });
    for (const user of users) if (!found.has(user.id)) found.set(user.id, user);
  }
  return [...found.values()];
}

/**
 * One text of every sorted entry (its code, its amount) in one string, a slot of `width`
 * characters each (padded with line ends, which no such text holds): one `indexOf` scan
 * finds the entries holding a search text, many times faster than asking each entry.
 */
class Column {
  readonly #text: string;
  readonly #width: number;

  constructor(values: readonly string[]) {
    this.#width = values.reduce((w, v) => Math.max(w, v.length), 0) + 1;
    this.#text = values.map((v) => v.padEnd(this.#width, '\n')).join('');
  }

  /** Marks the entries (by position) whose text holds `needle`, or (`whole`) is `needle`. */
  mark(marks: Uint8Array, needle: string, whole = false): void {
    const text = this.#text;
    const width = this.#width;
    if (needle.includes('\n') || needle.length >= width) return;
    for (let at = text.indexOf(needle); at !== -1; ) {
      const k = Math.floor(at / width);
      if (!whole || (at === k * width && text[at + needle.length] === '\n')) {
        marks[k] = 1;
        at = text.indexOf(needle, (k + 1) * width);
      } else at = text.indexOf(needle, at + 1);
    }
  }
}

/** The filters of a query other than its search text: which orders a keystroke searches among. */
const baseKey = (query: ParsedQuery): string =>
  JSON.stringify([query.scope.kind === 'project' ? query.scope.projectId : null, query.status ?? null, query.updated_since ?? null]);
/** Filter sets whose orders a view keeps (a few: the table's, and one or two left behind). */
const BASES_KEPT = 4;

/**
 * Orders sorted ascending by one key, and what a page of them is chosen by, kept with them:
 * the codes and the amounts each in one string, and the positions that match the filters
 * other than the search text. A keystroke then reads strings and typed arrays, not 100,000
 * order objects scattered over the heap (which made the scan ~10× its arithmetic).
 */
export class SortedOrders {
  readonly #entries: readonly OrderEntry[];
  readonly #codes: Column;
  readonly #amounts: Column;
  /** Positions by order id, made on the first search by name. */
  #byId?: Map<string, number>;
  readonly #bases = new Map<string, Int32Array>();

  constructor(entries: readonly OrderEntry[]) {
    this.#entries = entries;
    this.#codes = new Column(entries.map((e) => e.code));
    this.#amounts = new Column(entries.map((e) => e.amount));
  }

  /** Projects were placed since: the filter sets are chosen again. */
  placesChanged(): void {
    this.#bases.clear();
  }

  /**
   * The rows of `query`'s page (in its direction) and how many match: one search box for
   * part of the code, the amount exactly, or the investor's name (`named`: those orders' ids).
   */
  page(query: ParsedQuery, named?: ReadonlySet<string>): { total: number; rows: Order[] } {
    const matches = this.#matches(query, named);
    const total = matches.length;
    const end = Math.min(total, query.offset + query.limit);
    const rows: Order[] = [];
    for (let i = query.offset; i < end; i++) {
      const at = matches[query.direction === 'asc' ? i : total - 1 - i] as number;
      rows.push((this.#entries[at] as OrderEntry).order);
    }
    return { total, rows };
  }

  /** Positions (ascending) of the entries the query matches. */
  #matches(query: ParsedQuery, named: ReadonlySet<string> | undefined): Int32Array {
    const base = this.#base(query);
    const search = orderTextSearch(query.text || undefined, query.amount);
    if (!search) return base;
    const marks = new Uint8Array(this.#entries.length);
    if (search.code !== undefined) this.#codes.mark(marks, search.code);
    if (search.amount !== undefined) this.#amounts.mark(marks, search.amount, true);
    if (named !== undefined && named.size > 0) {
      const byId = this.#ids();
      for (const id of named) {
        const at = byId.get(id);
        if (at !== undefined) marks[at] = 1;
      }
    }
    let count = 0;
    for (let i = 0; i < base.length; i++) count += marks[base[i] as number] as number;
    const matches = new Int32Array(count);
    for (let i = 0, j = 0; i < base.length; i++) {
      const at = base[i] as number;
      if (marks[at] === 1) matches[j++] = at;
    }
    return matches;
  }

  /** Positions of the entries in the query's project, of its status, changed after its time. */
  #base(query: ParsedQuery): Int32Array {
    const key = baseKey(query);
    const kept = this.#bases.get(key);
    if (kept) return kept;
    const project = query.scope.kind === 'project' ? query.scope.projectId : undefined;
    const statuses = query.status ? new Set<string>(statusesMatching(query.status)) : undefined;
    const since = query.updated_since ? Date.parse(query.updated_since) : undefined;
    const positions: number[] = [];
    this.#entries.forEach((e, at) => {
      if (project !== undefined && e.projectId !== project) return;
      if (statuses !== undefined && !statuses.has(e.order.status)) return;
      if (since !== undefined && e.updated <= since) return;
      positions.push(at);
    });
    const base = Int32Array.from(positions);
    if (this.#bases.size >= BASES_KEPT) this.#bases.delete(this.#bases.keys().next().value as string);
    this.#bases.set(key, base);
    return base;
  }

  #ids(): Map<string, number> {
    this.#byId ??= new Map(this.#entries.map((e, at) => [e.order.id, at]));
    return this.#byId;
  }
}

/** The rows of `query`'s page among `sorted` (ascending by `query.sort`) and how many match. */
export function selectPage(
  sorted: readonly OrderEntry[],
  query: ParsedQuery,
  named?: ReadonlySet<string>,
): { total: number; rows: Order[] } {
  return new SortedOrders(sorted).page(query, named);
}

export interface OrderIndexOptions {
  /** How far before the newest change it holds the index asks again (late commits). */
  overlapMs?: number;
  /** A page older than this starts a refresh in the background. */
  maxAgeMs?: number;
  /** Something the index holds changed. */
  onChange?: () => void;
  /** On a host without change times: minutes between full reloads (a setting; default 5). */
  reloadMinutes?: () => number;
  /** A search for an order's investor and project went one project further, or ended. */
  onSearch?: (progress: OrderSearch) => void;
  now?: () => number;
}

interface Place {
  userId: string;
  projectId: string;
}

export class OrderIndex {
  /** The connection's current client (replaced when its credentials change). */
  client: OfferingClient;
  readonly #options: OrderIndexOptions;
  readonly #byId = new Map<string, OrderEntry>();
  readonly #byCode = new Map<string, OrderEntry>();
  readonly #sorted = new Map<OrderSort, SortedOrders>();
  /** The newest change (the host's clock) a list brought; single reads do not count. */
  #newest = Number.NEGATIVE_INFINITY;
  /** When (our clock) `#newest` last grew. */
  #newestSince = 0;
  /** Every order changed up to this time (the host's) is held: no need to ask for it again. */
  #covered = Number.NEGATIVE_INFINITY;
  #refreshedAt = 0;
  #loading?: Promise<void>;
  #refreshing?: Promise<boolean>;
  /** False once the host lists an order without `updated_at`: refreshes read the whole list. */
  #timed = true;
  /** Where the desk found orders the host lists without investor and project, by order id. */
  readonly #places = new Map<string, Place>();
  /** Projects whose orders all have a place (until a reload brings new orders without one). */
  readonly #placedProjects = new Set<string>();
  readonly #searches = new Map<string, Promise<Place | undefined>>();

  constructor(client: OfferingClient, options: OrderIndexOptions = {}) {
    this.client = client;
    this.#options = options;
  }

  get size(): number {
    return this.#byId.size;
  }

  /** Every order held, as the host last sent it. */
  *orders(): IterableIterator<Order> {
    for (const entry of this.#byId.values()) yield entry.order;
  }

  byId(id: string): Order | undefined {
    return this.#byId.get(id)?.order;
  }

  /** The projects of the investor's orders held, where the host or the desk placed them. */
  projectsOf(userId: string): Set<string> {
    const projects = new Set<string>();
    for (const { order, projectId } of this.#byId.values()) {
      const user = order.user_id ?? this.#places.get(order.id)?.userId;
      if (user === userId && projectId !== undefined) projects.add(projectId);
    }
    return projects;
  }

  /** Where the desk found an order the host lists without its investor and project. */
  placed(orderId: string, place: Place): void {
    this.#places.set(orderId, place);
    const entry = this.#byId.get(orderId);
    if (entry && entry.projectId === undefined) {
      entry.projectId = place.projectId;
      this.#placesChanged();
    }
  }

  /** The whole list, once; a failed load is tried again on the next call. */
  ready(): Promise<void> {
    this.#loading ??= (async () => {
      const orders = await this.client.orders.list();
      this.#refreshedAt = this.#now();
      this.#took(orders, false);
    })().catch((error: unknown) => {
      this.#loading = undefined;
      throw error;
    });
    return this.#loading;
  }

  /**
   * Asks the host what changed after the newest change held, less the overlap: a write that
   * started earlier may commit later. Once the newest change is older than the overlap, every
   * write up to it has committed and been fetched, so later refreshes start after it.
   * True when anything changed.
   */
  refresh(): Promise<boolean> {
    this.#refreshing ??= (async () => {
      await this.ready();
      if (!this.#timed) return this.#reload();
      const overlap = this.#options.overlapMs ?? 15_000;
      const startedAt = this.#now();
      const after = Math.max(this.#newest - overlap, this.#covered);
      const orders = await this.client.orders.list(Number.isFinite(after) ? { updated_at: new Date(after).toISOString() } : {});
      // Timestamps come to the millisecond: the next millisecond is the first not yet covered.
      if (startedAt - this.#newestSince > overlap) this.#covered = Math.max(this.#covered, this.#newest + 1);
      this.#refreshedAt = startedAt;
      return this.#took(orders, true);
    })().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  /**
   * An order the desk has just read or written, as the host answered it. It does not move
   * the point refreshes start from: changes of other orders before it may not be held yet.
   */
  put(order: Order): void {
    this.#putAll([order], true);
  }

  /**
   * The order with this code (any case) as the host has it now, with its investor and
   * project (found on the spec's paths when the host's list does not say), or undefined.
   */
  async find(code: string): Promise<LocatedOrder | undefined> {
    await this.ready();
    let entry = this.#entryOf(code);
    if (!entry) {
      await this.refresh();
      entry = this.#entryOf(code);
    }
    if (!entry) return undefined;
    const place = await this.locate(entry.order);
    const order = await this.client.orders.get(place.userId, place.projectId, entry.order.id);
    this.put(order);
    return { ...order, user_id: order.user_id ?? place.userId, project_id: order.project_id ?? place.projectId, sent: order };
  }

  /** The order a typed code names: as typed, else read as a bank transfer's text is read. */
  #entryOf(code: string): OrderEntry | undefined {
    const exact = this.#byCode.get(code.trim().toUpperCase());
    if (exact) return exact;
    const read = this.#codes().find(code);
    return read.length === 1 ? this.#byCode.get((read[0] as string).toUpperCase()) : undefined;
  }

  #codes(): CodeFinder {
    return codeFinderFor([...this.#byCode.values()].map((entry) => entry.order.order_code));
  }

  /** The one code the index knows that a code not found is a slip away from. */
  async nearCode(code: string): Promise<string | undefined> {
    await this.ready();
    return this.#codes().near(code);
  }

  /**
   * The order's investor and project: the host's fields, else what the desk found before,
   * else a search over the projects (one pass), the investors with orders of a status in each
   * (the order's status first), and their orders with its code.
   */
  async locate(order: Order): Promise<Place> {
    if (order.user_id !== undefined && order.project_id !== undefined) return { userId: order.user_id, projectId: order.project_id };
    const known = this.#places.get(order.id);
    if (known) return known;
    let search = this.#searches.get(order.id);
    if (!search) {
      search = this.#search(order).finally(() => this.#searches.delete(order.id));
      this.#searches.set(order.id, search);
    }
    const place = await search;
    if (!place) {
      throw new DeskError(
        'not_found',
        `The host lists the order ${order.order_code} but does not say its investor, and no investor of its projects has it.`,
      );
    }
    return place;
  }

  /**
   * A page of the index's orders; a stale index is refreshed in the background meanwhile.
   * `named`: orders the search text finds by their investor's name.
   */
  async page(query: ParsedQuery, named?: ReadonlySet<string>): Promise<OrderPage> {
    await this.ready();
    const reloadMinutes = this.#options.reloadMinutes?.() ?? DEFAULT_ORDERS_RELOAD_MINUTES;
    const maxAge = this.#timed ? (this.#options.maxAgeMs ?? 30_000) : reloadMinutes * 60_000;
    if (this.#now() - this.#refreshedAt > maxAge) {
      // The next page picks up what this finds; a failure is tried again then.
      this.refresh().catch(() => undefined);
    }
    if (query.scope.kind === 'project') await this.#placeProject(query.scope.projectId);
    // Without change times: by code instead of a time, and no "changed since".
    const timeSort = query.sort === 'created_at' || query.sort === 'updated_at';
    const asked: ParsedQuery = this.#timed ? query : { ...query, sort: timeSort ? 'order_code' : query.sort, updated_since: undefined };
    return {
      ...this.#sortedBy(asked.sort).page(asked, named),
      offset: query.offset,
      asOf: new Date(this.#refreshedAt).toISOString(),
      ...(this.#timed ? {} : { untimed: { sortedBy: asked.sort, reloadMinutes } }),
    };
  }

  /** One pass over the projects for the order's place; every order seen on the way is remembered. */
  async #search(order: Order): Promise<Place | undefined> {
    const projects = order.project_id !== undefined ? [{ id: order.project_id }] : await this.client.projects.list();
    const progress = (searched: number, done: boolean) =>
      this.#options.onSearch?.({ code: order.order_code, searched, projects: projects.length, done });
    try {
      for (const [i, project] of projects.entries()) {
        progress(i, false);
        const asked = new Set<string>();
        for (const filter of filtersFor(order.status)) {
          const users = await this.client.users.byOrderStatus(project.id, filter).catch((error: unknown) => {
            if (refusedFilter(error)) return [];
            throw error;
          });
          for (const user of users) {
            if (asked.has(user.id)) continue;
            asked.add(user.id);
            const theirs = await this.client.orders.listForUser(user.id, project.id, { order_code: order.order_code });
            for (const o of theirs) this.#places.set(o.id, { userId: user.id, projectId: project.id });
            const found = this.#places.get(order.id);
            if (found) return found;
          }
        }
      }
      return undefined;
    } finally {
      progress(projects.length, true);
    }
  }

  /** For a project's page on a host that does not say the project: its orders' places, once. */
  async #placeProject(projectId: string): Promise<void> {
    if (this.#placedProjects.has(projectId)) return;
    if ([...this.#byId.values()].every((e) => e.projectId !== undefined)) return;
    for (const user of await investorsOfProject(this.client, projectId)) {
      for (const o of await this.client.orders.listForUser(user.id, projectId)) this.#places.set(o.id, { userId: user.id, projectId });
    }
    for (const entry of this.#byId.values()) entry.projectId ??= this.#places.get(entry.order.id)?.projectId;
    this.#placedProjects.add(projectId);
    this.#placesChanged();
  }

  /** The whole list again (a host without change times): what is gone goes, what is new comes. */
  async #reload(): Promise<boolean> {
    const startedAt = this.#now();
    const orders = await this.client.orders.list();
    this.#refreshedAt = startedAt;
    const listed = new Set(orders.map((o) => o.id));
    let gone = false;
    for (const [id, entry] of this.#byId) {
      if (listed.has(id)) continue;
      this.#byId.delete(id);
      this.#byCode.delete(entry.code);
      gone = true;
    }
    const changed = this.#took(orders, false) || gone;
    if (changed) {
      this.#sorted.clear();
      this.#options.onChange?.();
    }
    return changed;
  }

  /** Orders got their project: which a project's page holds is chosen again. */
  #placesChanged(): void {
    for (const sorted of this.#sorted.values()) sorted.placesChanged();
  }

  #sortedBy(sort: OrderSort): SortedOrders {
    let sorted = this.#sorted.get(sort);
    if (!sorted) {
      sorted = new SortedOrders(sortEntries([...this.#byId.values()], sort));
      this.#sorted.set(sort, sorted);
    }
    return sorted;
  }

  /** A list the host answered: its orders, and its newest change as the point to go on from. */
  #took(orders: readonly Order[], notify: boolean): boolean {
    for (const order of orders) {
      if (order.updated_at === undefined) {
        this.#timed = false;
        continue;
      }
      const updated = Date.parse(order.updated_at);
      if (updated > this.#newest) {
        this.#newest = updated;
        this.#newestSince = this.#now();
      }
    }
    return this.#putAll(orders, notify);
  }

  /** Takes what is new or changed; `notify`: tell onChange (not for the first load). */
  #putAll(orders: readonly Order[], notify: boolean): boolean {
    let changed = false;
    for (const order of orders) {
      const held = this.#byId.get(order.id)?.order;
      if (held && held.updated_at === order.updated_at && held.status === order.status && held.amount === order.amount) continue;
      const entry = entryOf(order);
      entry.projectId ??= this.#places.get(order.id)?.projectId;
      // An order not placed yet: its project's page looks for the places again.
      if (entry.projectId === undefined) this.#placedProjects.clear();
      if (held) this.#byCode.delete(held.order_code.toUpperCase());
      this.#byId.set(order.id, entry);
      this.#byCode.set(entry.code, entry);
      changed = true;
    }
    if (changed) {
      this.#sorted.clear();
      if (notify) this.#options.onChange?.();
    }
    return changed;
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}

/** One index per connection (profile and host), made on first use. */
export class OrderIndexes {
  readonly #options: OrderIndexOptions;
  readonly #indexes = new Map<string, OrderIndex>();

  constructor(options: OrderIndexOptions = {}) {
    this.#options = options;
  }

  of({ profile, client }: Connection): OrderIndex {
    const key = `${profile.id} ${client.baseUrl}`;
    let index = this.#indexes.get(key);
    if (!index) {
      index = new OrderIndex(client, this.#options);
      this.#indexes.set(key, index);
    }
    index.client = client;
    return index;
  }

  /** Drops a connection's indexes (its local data, when the connection is deleted). */
  forget(profileId: string): void {
    for (const key of this.#indexes.keys()) if (key.startsWith(`${profileId} `)) this.#indexes.delete(key);
  }
}

/** An investor's orders in a project: their own endpoint filters, sorted and paged here. */
export async function investorOrders(client: OfferingClient, query: ParsedQuery): Promise<OrderPage> {
  if (query.scope.kind !== 'investor') throw new Error('investorOrders needs an investor scope');
  const { userId, projectId, distributable } = query.scope;
  const orders = await client.orders.listForUser(userId, projectId, {
    status: query.status,
    updated_at: query.updated_since,
    distributable,
  });
  const sorted = sortEntries(orders.map(entryOf), query.sort);
  return { ...selectPage(sorted, query), offset: query.offset, asOf: new Date().toISOString() };
}
