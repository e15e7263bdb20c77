// Sanctions screening in the desk: an investor's people read from the active connection's KYC
// and screened against the lists in use, the result kept (store.ts), decisions recorded sealed
// and in the audit log, everyone the desk knows screened with progress, pause and cancel, and
// after a list changes only what can have changed screened again. A confirmed match stops the
// investor's money (`stopFor`, asked by the payment entry and the custody withdrawal).
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../../client';
import type { NetworkOptions } from '../../client/network';
import { localDay } from '../../../src-shared/domain/days';
import { DeskError } from '../../../src-shared/errors';
import type { ListEntry, SanctionsList } from '../../screening/list-entry';
import { ListFileError } from '../../screening/lists';
import { ALGORITHM_VERSION, type Hit, DEFAULT_THRESHOLD, type ScreenedPerson } from '../../screening/score';
import { type Screener, createScreener } from '../../screening/screener';
import type { User } from '../../../src-shared/wire/users';
import { type Actor, type AuditLog, audited } from '../audit';
import type { Connection } from '../connection';
import { downloadList } from './download';
import type { EvidenceRow } from './evidence-csv';
import type { InvestorIndex } from '../investor-index';
import { type KeptList, type ListsInUse, entryHash, isStale, listIdentity, listInUse } from './lists-in-use';
import type {
  Decision,
  HitEntry,
  InvestorScreening,
  ListChange,
  MoneyStops,
  NotSameReason,
  ScreeningHit,
  ScreeningQueue,
  ScreeningRun,
  ScreeningStanding,
  ScreeningSubject,
  SubjectRole,
  Verdict,
} from '../../../src-shared/domain/screening';
import type { ReportInput } from './report';
import type { FoundHit, InvestorRecord, ScreeningStore } from './store';

/** People screened in one message to the worker after a list change. */
const BATCH = 500;
/** Investors screened between two writes of the store while screening everyone: at least this many, and at most 20 writes a run (each seals the whole file). */
const WRITE_EVERY = 50;
const WRITES_PER_RUN = 20;

export interface ScreeningOptions {
  /** The active connection, taken once per call. */
  connection: () => Promise<Connection>;
  /** The active connection's profile, without starting the built-in sandbox: what reads only this machine's records use. */
  profile: () => Actor;
  investorIndex: () => Promise<InvestorIndex>;
  lists: ListsInUse;
  store: ScreeningStore;
  audit: AuditLog;
  /** Days after which a list is stale (the preference, read on each use). */
  ageDays: () => number;
  /** Where the screener keeps its built index. */
  cacheDir: string;
  /** Where downloaded list files wait to be read. */
  downloadDir: string;
  onRun: (run: ScreeningRun) => void;
  onChanged: () => void;
  now?: () => Date;
}

export interface DecisionInput {
  hitKey: string;
  verdict: Verdict;
  reason?: NotSameReason;
  note?: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The lists' SHA-256s, sorted: a record screened with other lists is not screened "with the current lists". */
const listsKey = (lists: readonly KeptList[]) =>
  lists
    .map((k) => k.list.version.sha256)
    .sort()
    .join(',');

function subjectOf(userId: string, role: SubjectRole, recordId: string, name: string, kind: 'person' | 'entity', birthDate?: string | null, country?: string | null): ScreeningSubject {
  const subject: ScreeningSubject = { key: `${userId}/${role}/${recordId}`, userId, role, recordId, name: name.trim(), kind, dataHash: '' };
  if (birthDate && /^\d{4}(-\d{2}-\d{2})?$/.test(birthDate)) subject.birthDate = birthDate;
  if (country && /^[A-Za-z]{2}$/.test(country.trim())) subject.country = country.trim().toUpperCase();
  subject.dataHash = sha256(JSON.stringify([subject.name, subject.birthDate ?? null, subject.country ?? null, kind]));
  return subject;
}

const personOf = (s: ScreeningSubject): ScreenedPerson => ({ id: s.key, name: s.name, birthDate: s.birthDate, country: s.country, kind: s.kind });

/** A list a host does not serve (this kind of investor has none, or the host leaves it out) is an empty one. */
function orNone<T>(call: Promise<T[]>): Promise<T[]> {
  return call.catch((error: unknown) => {
    if (error instanceof ApiError && (error.kind === 'not_found' || error.kind === 'not_allowed')) return [];
    throw error;
  });
}

const entriesById = new WeakMap<SanctionsList, Map<string, ListEntry>>();
function entryOf(list: SanctionsList, id: string): ListEntry | undefined {
  let byId = entriesById.get(list);
  if (!byId) {
    byId = new Map(list.entries.map((e) => [e.id, e]));
    entriesById.set(list, byId);
  }
  return byId.get(id);
}

function hitEntry(entry: ListEntry): HitEntry {
  const shown: HitEntry = {
    id: entry.id,
    kind: entry.kind,
    names: entry.names.map((n) => ({ full: n.full, strength: n.strength })),
    birthDates: entry.birthDates,
    countries: entry.countries,
    programmes: entry.programmes,
    contentHash: entryHash(entry),
  };
  if (entry.note !== undefined) shown.note = entry.note;
  return shown;
}

const hitKey = (subject: ScreeningSubject, list: SanctionsList, entryId: string) => `${subject.key}|${listIdentity(list)}|${entryId}`;

/** A run of everyone's screening: one AbortController to cancel, a gate to pause at. */
interface ActiveRun {
  run: ScreeningRun;
  controller: AbortController;
  pause?: { resume: () => void; resumed: Promise<void> };
}

export class Screening {
  readonly #o: ScreeningOptions;
  readonly #now: () => Date;
  #screener?: { key: string; screener: Screener };
  #active?: ActiveRun;
  #last: ScreeningRun | null = null;

  constructor(options: ScreeningOptions) {
    this.#o = options;
    this.#now = options.now ?? (() => new Date());
  }

  /** The lists in use, as Settings shows them. */
  lists() {
    const now = this.#now();
    return this.#o.lists.all.map((k) => listInUse(k, this.#o.ageDays(), now));
  }

  #listsStale(): boolean {
    const now = this.#now();
    return this.#o.lists.all.some((k) => isStale(k, this.#o.ageDays(), now));
  }

  /** The screener over every list in use, built (or loaded from its cache) once per set of lists. */
  #main(): Screener | undefined {
    const lists = this.#o.lists.all;
    if (lists.length === 0) return undefined;
    const key = listsKey(lists);
    if (this.#screener?.key !== key) {
      const old = this.#screener;
      this.#screener = { key, screener: createScreener(lists.map((k) => k.list), { cacheDir: this.#o.cacheDir }) };
      void old?.screener.close();
    }
    return this.#screener.screener;
  }

  /** Builds (or loads from its cache) the index ahead of the first screening, off the caller's thread. */
  warm(): void {
    void this.#main()?.ready.catch(() => undefined);
  }

  /** The people of an investor as the host has them: identity, and a business's representatives, owners and the business itself. */
  async #subjects(connection: Connection, userId: string): Promise<{ user: User; subjects: ScreeningSubject[] }> {
    const { client } = connection;
    const [user, identities, representatives, owners, businesses] = await Promise.all([
      client.users.get(userId),
      orNone(client.kyc.identities.list(userId)),
      orNone(client.kyc.legalRepresentatives.list(userId)),
      orNone(client.kyc.businessOwners.list(userId)),
      orNone(client.kyc.businesses.list(userId)),
    ]);
    const person = (role: SubjectRole) => (i: (typeof identities)[number]) =>
      subjectOf(userId, role, i.id, `${i.first_name} ${i.last_name}`, 'person', i.date_of_birth, i.citizenship);
    const subjects = [
      ...identities.map(person('identity')),
      ...representatives.map(person('legal_representative')),
      ...owners.map(person('business_owner')),
      ...businesses.map((b) => subjectOf(userId, 'business', b.id, b.legal_name, 'entity', null, b.country_of_taxation)),
    ].filter((s) => s.name !== '');
    // Without KYC yet, the investor is screened by the name the account has.
    if (subjects.length === 0 && user.name.trim()) subjects.push(subjectOf(userId, user.business_investor ? 'business' : 'identity', userId, user.name, user.business_investor ? 'entity' : 'person'));
    return { user, subjects };
  }

  /** The engine's hits as the desk keeps them; a hit on a list no longer in use is dropped. */
  #found(subject: ScreeningSubject, hits: Hit[], before: Map<string, FoundHit>): FoundHit[] {
    const found: FoundHit[] = [];
    for (const hit of hits) {
      const kept = this.#o.lists.bySha(hit.list.sha256);
      const entry = kept && entryOf(kept.list, hit.entryId);
      if (!kept || !entry) continue;
      const key = hitKey(subject, kept.list, entry.id);
      found.push({
        key,
        subject,
        list: { source: kept.list.version.source, name: kept.list.version.name, published: kept.list.version.published, sha256: kept.list.version.sha256 },
        entry: hitEntry(entry),
        score: hit.score,
        nameScore: hit.nameScore,
        matchedName: hit.matchedName,
        matchedStrength: hit.matchedStrength,
        parts: hit.parts.map((p) => ({ ...(p.person === null ? {} : { person: p.person }), ...(p.entry === null ? {} : { entry: p.entry }), how: p.how, similarity: p.similarity })),
        birthDate: { effect: hit.birthDate.effect, delta: hit.birthDate.delta },
        country: { effect: hit.country.effect, delta: hit.country.delta },
        algorithm: hit.algorithm,
        threshold: hit.threshold,
        foundAt: before.get(key)?.foundAt ?? this.#now().toISOString(),
      });
    }
    return found;
  }

  /** Screens the investor's people against every list in use; the record to keep. */
  async #screenInvestor(connection: Connection, userId: string): Promise<InvestorRecord> {
    const { user, subjects } = await this.#subjects(connection, userId);
    (await this.#o.investorIndex()).seen(user);
    const screener = this.#main();
    const results = screener && subjects.length ? await screener.screenMany(subjects.map(personOf), DEFAULT_THRESHOLD) : [];
    const before = new Map((this.#o.store.investors(connection.profile.id)[userId]?.hits ?? []).map((h) => [h.key, h]));
    const hits = subjects.flatMap((subject, i) => this.#found(subject, results[i] ?? [], before));
    return { name: user.name, screenedAt: this.#now().toISOString(), lists: listsKey(this.#o.lists.all), subjects, hits };
  }

  /** What the decisions make of a hit: a decision holds only on the data and the entry content it was made on. */
  #withDecision(profileId: string, hit: FoundHit, investorName: string): ScreeningHit {
    const last = this.#o.store.decisions(profileId, hit.key).at(-1);
    if (!last) return { ...hit, investorName, state: 'open' };
    if (last.dataHash === hit.subject.dataHash && last.entryHash === hit.entry.contentHash) return { ...hit, investorName, state: last.verdict, decision: last };
    return { ...hit, investorName, state: 'open', earlierDecision: last };
  }

  #screeningOf(profileId: string, userId: string, record: InvestorRecord): InvestorScreening {
    const hits = record.hits.map((h) => this.#withDecision(profileId, h, record.name)).sort((a, b) => b.score - a.score);
    return { userId, screenedAt: record.screenedAt, subjects: record.subjects, hits, standing: standingOf(hits), listsStale: this.#listsStale() };
  }

  /** Screens the investor now and keeps the result. */
  async investor(userId: string): Promise<InvestorScreening> {
    const connection = await this.#o.connection();
    const before = this.#o.store.investors(connection.profile.id)[userId];
    const record = await this.#screenInvestor(connection, userId);
    await this.#o.store.putInvestors(connection.profile.id, { [userId]: record });
    // Other views (the queue, its count, money stops) follow a result that changed; the same result again says nothing.
    if (!before || hitsOf(before) !== hitsOf(record)) this.#o.onChanged();
    return this.#screeningOf(connection.profile.id, userId, record);
  }

  /** The open and escalated hits of the active connection, highest score first. */
  async queue(): Promise<ScreeningQueue> {
    const profile = this.#o.profile();
    const records = this.#o.store.investors(profile.id);
    const current = listsKey(this.#o.lists.all);
    const hits = Object.values(records).flatMap((r) => r.hits.map((h) => this.#withDecision(profile.id, h, r.name)));
    const counts = { open: 0, escalated: 0, confirmed: 0 };
    for (const hit of hits) if (hit.state !== 'not_same') counts[hit.state]++;
    const known = await (await this.#o.investorIndex()).known();
    return {
      hits: hits.filter((h) => h.state === 'open' || h.state === 'escalated').sort((a, b) => b.score - a.score || a.key.localeCompare(b.key)),
      counts,
      screened: Object.values(records).filter((r) => r.lists === current).length,
      known: new Set([...known.map((k) => k.id), ...Object.keys(records)]).size,
      listsStale: this.#listsStale(),
    };
  }

  /** Records a decision: on disk (sealed) and in the audit log before it answers. */
  async decide(input: DecisionInput): Promise<ScreeningHit> {
    const profile = this.#o.profile();
    const record = Object.values(this.#o.store.investors(profile.id)).find((r) => r.hits.some((h) => h.key === input.hitKey));
    const hit = record?.hits.find((h) => h.key === input.hitKey);
    if (!record || !hit) throw new DeskError('not_found', 'No such hit on this connection; screen the investor again.');
    const decision: Decision = {
      verdict: input.verdict,
      ...(input.reason === undefined ? {} : { reason: input.reason }),
      ...(input.note ? { note: input.note } : {}),
      by: `${profile.name} (${this.#o.audit.user})`,
      at: this.#now().toISOString(),
      dataHash: hit.subject.dataHash,
      entryHash: hit.entry.contentHash,
      listSha256: hit.list.sha256,
      algorithm: hit.algorithm,
      threshold: hit.threshold,
    };
    const targets: Record<string, string> = {
      user_id: hit.subject.userId,
      subject: hit.subject.key,
      list: `${hit.list.source}:${hit.list.name}`,
      list_sha256: hit.list.sha256,
      entry_id: hit.entry.id,
      verdict: decision.verdict,
      ...(decision.reason ? { reason: decision.reason } : {}),
      algorithm: decision.algorithm,
      threshold: String(decision.threshold),
    };
    await audited(this.#o.audit, profile, 'screening.decide', targets, () => this.#o.store.addDecision(profile.id, hit.key, decision));
    return this.#withDecision(profile.id, hit, record.name);
  }

  /** The hit that stops an investor's money: a confirmed match, or one reopened after it was confirmed. */
  #stopping(profileId: string, record: InvestorRecord): ScreeningHit | undefined {
    return record.hits
      .map((h) => this.#withDecision(profileId, h, record.name))
      .find((h) => h.state === 'confirmed' || (h.state === 'open' && h.earlierDecision?.verdict === 'confirmed'));
  }

  async moneyStops(): Promise<MoneyStops> {
    const profile = this.#o.profile();
    const stops: MoneyStops = {};
    for (const [userId, record] of Object.entries(this.#o.store.investors(profile.id))) {
      const hit = this.#stopping(profile.id, record);
      if (hit) stops[userId] = { name: record.name, entry: entryName(hit.entry), list: hit.list.name };
    }
    return stops;
  }

  /** The refusal of money for this investor on this connection, or undefined when their money may move. */
  stopFor(profileId: string, userId: string): DeskError | undefined {
    const record = this.#o.store.investors(profileId)[userId];
    const hit = record && this.#stopping(profileId, record);
    if (!record || !hit) return undefined;
    return new DeskError(
      'money_stopped',
      `${record.name} is a confirmed match of ${entryName(hit.entry)} on the list ${hit.list.name}: their money is stopped, so nothing was sent. Change the decision under Screening first.`,
    );
  }

  /** What the investor's report shows: their last screening (screened now when there is none), the lists, who made it. */
  async reportInput(userId: string, language: ReportInput['language']): Promise<ReportInput> {
    const connection = await this.#o.connection();
    const stored = this.#o.store.investors(connection.profile.id)[userId];
    const screening = stored ? this.#screeningOf(connection.profile.id, userId, stored) : await this.investor(userId);
    const user = await connection.client.users.get(userId);
    return {
      investor: { id: userId, name: user.name, email: user.email },
      screening,
      lists: this.lists(),
      algorithm: ALGORITHM_VERSION,
      threshold: DEFAULT_THRESHOLD,
      generatedAt: this.#now(),
      generatedBy: `${connection.profile.name} (${this.#o.audit.user})`,
      language,
    };
  }

  /** Every screening, hit and decision of the active connection from `from` to `to` (local days, both included), oldest first. */
  async evidence(from: string, to: string): Promise<EvidenceRow[]> {
    const profile = this.#o.profile();
    const within = (at: string) => {
      const day = localDay(new Date(at));
      return day >= from && day <= to;
    };
    const rows: EvidenceRow[] = [];
    for (const [userId, record] of Object.entries(this.#o.store.investors(profile.id))) {
      const investor = { connection: profile.name, investorId: userId, investorName: record.name };
      const person = (subject: ScreeningSubject) => ({
        subjectRole: subject.role,
        subjectName: subject.name,
        ...(subject.birthDate === undefined ? {} : { birthDate: subject.birthDate }),
        ...(subject.country === undefined ? {} : { country: subject.country }),
      });
      if (within(record.screenedAt)) {
        for (const subject of record.subjects) rows.push({ at: record.screenedAt, event: 'screened', ...investor, ...person(subject), algorithm: ALGORITHM_VERSION, threshold: DEFAULT_THRESHOLD });
      }
      for (const found of record.hits) {
        const hit = this.#withDecision(profile.id, found, record.name);
        const about = {
          ...investor,
          ...person(hit.subject),
          list: `${hit.list.source}:${hit.list.name}`,
          listPublished: hit.list.published,
          listSha256: hit.list.sha256,
          entryId: hit.entry.id,
          matchedName: hit.matchedName,
          score: hit.score,
          algorithm: hit.algorithm,
          threshold: hit.threshold,
        };
        if (within(hit.foundAt)) rows.push({ at: hit.foundAt, event: 'hit', ...about, state: hit.state });
        for (const d of this.#o.store.decisions(profile.id, hit.key).filter((d) => within(d.at))) {
          rows.push({
            at: d.at,
            event: 'decision',
            ...about,
            listSha256: d.listSha256,
            algorithm: d.algorithm,
            threshold: d.threshold,
            state: d.verdict,
            ...(d.reason === undefined ? {} : { reason: d.reason }),
            ...(d.note === undefined ? {} : { note: d.note }),
            decidedBy: d.by,
          });
        }
      }
    }
    return rows.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** The last run's progress, or null. */
  run(): ScreeningRun | null {
    return this.#last;
  }

  #report(run: ScreeningRun): void {
    this.#last = { ...run };
    this.#o.onRun(this.#last);
  }

  #start(kind: ScreeningRun['kind'], total: number): ActiveRun {
    if (this.#active) throw new DeskError('bad_request', 'Screening is under way; wait for it to end, or cancel it.');
    const active: ActiveRun = { run: { kind, state: 'running', done: 0, total, newHits: 0 }, controller: new AbortController() };
    this.#active = active;
    return active;
  }

  #end(active: ActiveRun, state: ScreeningRun['state'], message?: string): ScreeningRun {
    active.run.state = state;
    if (message !== undefined) active.run.message = message;
    this.#active = undefined;
    this.#report(active.run);
    this.#o.onChanged();
    return { ...active.run };
  }

  pause(): boolean {
    const active = this.#active;
    if (!active || active.run.kind !== 'everyone' || active.pause || active.controller.signal.aborted) return false;
    let resume = () => undefined as void;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    active.pause = { resume, resumed };
    return true;
  }

  resume(): boolean {
    const pause = this.#active?.pause;
    if (!pause || !this.#active) return false;
    this.#active.pause = undefined;
    pause.resume();
    return true;
  }

  cancel(): boolean {
    const active = this.#active;
    if (!active || active.controller.signal.aborted) return false;
    active.controller.abort();
    active.pause?.resume();
    return true;
  }

  /**
   * Screens every investor the desk knows on the active connection, one after another, kept in
   * batches; progress as runs reported. A pause takes effect before the next investor, so
   * what was screened is kept; a cancel ends the run there.
   */
  async everyone(): Promise<ScreeningRun> {
    // Started before anything is awaited: a pause or cancel right after the call finds it.
    const active = this.#start('everyone', 0);
    try {
      const connection = await this.#o.connection();
      const known = await (await this.#o.investorIndex()).known();
      active.run.total = known.length;
      this.#report(active.run);
      let batch: Record<string, InvestorRecord> = {};
      const flush = async () => {
        if (Object.keys(batch).length) await this.#o.store.putInvestors(connection.profile.id, batch);
        batch = {};
      };
      for (const investor of known) {
        if (active.pause && !active.controller.signal.aborted) {
          await flush();
          active.run.state = 'paused';
          this.#report(active.run);
          await active.pause.resumed;
          active.run.state = 'running';
          this.#report(active.run);
        }
        if (active.controller.signal.aborted) break;
        const before = new Set((this.#o.store.investors(connection.profile.id)[investor.id]?.hits ?? []).map((h) => h.key));
        try {
          const record = await this.#screenInvestor(connection, investor.id);
          active.run.newHits += record.hits.filter((h) => !before.has(h.key)).length;
          batch[investor.id] = record;
        } catch (error) {
          // An investor deleted on the host meanwhile is no reason to stop everyone's screening.
          if (!(error instanceof ApiError && error.kind === 'not_found')) throw error;
        }
        active.run.done++;
        if (Object.keys(batch).length >= Math.max(WRITE_EVERY, known.length / WRITES_PER_RUN)) await flush();
        this.#report(active.run);
      }
      await flush();
      return this.#end(active, active.controller.signal.aborted ? 'cancelled' : 'done');
    } catch (error) {
      this.#end(active, 'failed', error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  /**
   * After a list was loaded (in place of `replaced`, if any): its new or changed entries screened
   * against every person the desk has screened on the active connection, its removed entries'
   * hits dropped, and the hits on unchanged entries kept (now of the new version).
   */
  async #listChanged(kept: KeptList, replaced: KeptList | undefined): Promise<ListChange> {
    const ageDays = this.#o.ageDays();
    const before = new Map((replaced?.list.entries ?? []).map((e) => [e.id, entryHash(e)]));
    const changed = kept.list.entries.filter((e) => before.get(e.id) !== entryHash(e));
    const ids = new Set(kept.list.entries.map((e) => e.id));
    const removed = [...before.keys()].filter((id) => !ids.has(id));
    const change: ListChange = { list: listInUse(kept, ageDays, this.#now()), changedEntries: changed.length, removedEntries: removed.length };
    const profile = this.#o.profile();
    const records = this.#o.store.investors(profile.id);
    const people = Object.values(records).flatMap((r) => r.subjects);
    const active = this.#start('list-update', people.length);
    try {
      this.#report(active.run);
      const gone = new Set([...changed.map((e) => e.id), ...removed]);
      const found = new Map<string, Hit[]>();
      if (changed.length && people.length) {
        const small = createScreener([{ version: kept.list.version, entries: changed }]);
        try {
          for (let i = 0; i < people.length; i += BATCH) {
            const part = people.slice(i, i + BATCH);
            const hits = await small.screenMany(part.map(personOf), DEFAULT_THRESHOLD);
            part.forEach((p, j) => found.set(p.key, hits[j] ?? []));
            active.run.done = Math.min(people.length, i + BATCH);
            this.#report(active.run);
          }
        } finally {
          await small.close();
        }
      }
      const current = listsKey(this.#o.lists.all);
      const next: Record<string, InvestorRecord> = {};
      for (const [userId, record] of Object.entries(records)) {
        const previous = new Map(record.hits.map((h) => [h.key, h]));
        const still = record.hits.flatMap((h) => (replaced && h.list.sha256 === replaced.list.version.sha256 ? this.#moved(h, kept, gone) : [h]));
        const added = record.subjects.flatMap((s) => this.#found(s, found.get(s.key) ?? [], previous));
        const hits = [...still.filter((h) => !added.some((a) => a.key === h.key)), ...added];
        active.run.newHits += hits.filter((h) => !previous.has(h.key)).length;
        next[userId] = { ...record, lists: current, hits };
      }
      await this.#o.store.putInvestors(profile.id, next);
      active.run.done = people.length;
      this.#end(active, 'done');
      return change;
    } catch (error) {
      this.#end(active, 'failed', error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  /** A hit on the version a new one replaced: gone when its entry changed or went, else now of the new version. */
  #moved(hit: FoundHit, kept: KeptList, gone: Set<string>): FoundHit[] {
    if (gone.has(hit.entry.id)) return [];
    const { source, name, published, sha256: sha } = kept.list.version;
    return [{ ...hit, key: hitKey(hit.subject, kept.list, hit.entry.id), list: { source, name, published, sha256: sha } }];
  }

  /**
   * Puts the list file in use (refused whole, with where it went wrong, keeping the version in
   * use) and screens again what it can have changed. `same`: this exact file was in use already.
   */
  async load(path: string): Promise<{ change: ListChange; same: boolean }> {
    if (this.#active) throw new DeskError('bad_request', 'Screening is under way; wait for it to end, or cancel it, before loading a list.');
    let loaded: Awaited<ReturnType<ListsInUse['load']>>;
    try {
      loaded = await this.#o.lists.load(path);
    } catch (error) {
      if (error instanceof ListFileError) throw new DeskError('bad_request', `The list was not loaded; the list in use stays. ${error.message}`);
      throw error;
    }
    if (loaded.same) return { change: { list: listInUse(loaded.kept, this.#o.ageDays(), this.#now()), changedEntries: 0, removedEntries: 0 }, same: true };
    return { change: await this.#listChanged(loaded.kept, loaded.replaced), same: false };
  }

  /** Downloads each address and loads what changed; an address that fails keeps the version in use and is told. */
  async update(addresses: readonly string[], network: NetworkOptions): Promise<{ changes: ListChange[]; unchanged: number; failed: Array<{ url: string; message: string }> }> {
    const result = { changes: [] as ListChange[], unchanged: 0, failed: [] as Array<{ url: string; message: string }> };
    for (const [i, url] of addresses.entries()) {
      const into = join(this.#o.downloadDir, String(i));
      try {
        const { change, same } = await this.load(await downloadList(url, network, into));
        if (same) result.unchanged++;
        else result.changes.push(change);
      } catch (error) {
        result.failed.push({ url, message: error instanceof Error ? error.message : String(error) });
      } finally {
        await rm(into, { recursive: true, force: true });
      }
    }
    return result;
  }

  /** Takes a loaded list out of use; the sample, back in use when the UN list goes, is screened at once. */
  async remove(sha256: string): Promise<boolean> {
    if (this.#active) throw new DeskError('bad_request', 'Screening is under way; wait for it to end, or cancel it, before removing a list.');
    const before = new Set(this.#o.lists.all.map((k) => k.list.version.sha256));
    const removed = await this.#o.lists.remove(sha256);
    if (!removed) return false;
    await this.#listRemoved(removed);
    const back = this.#o.lists.all.find((k) => !before.has(k.list.version.sha256));
    if (back) await this.#listChanged(back, undefined);
    return true;
  }

  /** A list taken out of use: its hits go from every investor's screening. */
  async #listRemoved(removed: KeptList): Promise<void> {
    const profile = this.#o.profile();
    const next: Record<string, InvestorRecord> = {};
    for (const [userId, record] of Object.entries(this.#o.store.investors(profile.id))) {
      const hits = record.hits.filter((h) => h.list.sha256 !== removed.list.version.sha256);
      if (hits.length !== record.hits.length) next[userId] = { ...record, hits };
    }
    await this.#o.store.putInvestors(profile.id, next);
    this.#o.onChanged();
  }

  async close(): Promise<void> {
    this.cancel();
    await this.#screener?.screener.close();
  }
}

/** What of an investor's hits a decision depends on: which hits, on which data and entry content. */
const hitsOf = (record: InvestorRecord) =>
  record.hits
    .map((h) => `${h.key} ${h.subject.dataHash} ${h.entry.contentHash}`)
    .sort()
    .join('\n');

const entryName = (entry: HitEntry) => `${entry.names[0]?.full ?? entry.id} (${entry.id})`;

/** A confirmed match first (it stops money), then an escalated hit, then an open one. */
function standingOf(hits: ScreeningHit[]): ScreeningStanding {
  for (const state of ['confirmed', 'escalated', 'open'] as const) if (hits.some((h) => h.state === state)) return state;
  return 'clear';
}
