// What the window gets from sanctions screening in the desk (workflows/screening/): the lists in
// use, an investor's screening, the queue of hits and the decisions on them. Pure: the renderer
// reaches it through the contract.

/** Who of an investor is screened: the personal identity, a business's people, the business itself. */
export const SUBJECT_ROLES = ['identity', 'legal_representative', 'business_owner', 'business'] as const;
export type SubjectRole = (typeof SUBJECT_ROLES)[number];

/** One person (or business) of an investor, as it was screened. */
export interface ScreeningSubject {
  /** `${userId}/${role}/${id}`: stable while the host keeps the record. */
  key: string;
  userId: string;
  role: SubjectRole;
  /** The identity's or the business's id on the host. */
  recordId: string;
  name: string;
  /** YYYY-MM-DD or YYYY, as the host gave it. */
  birthDate?: string;
  /** ISO 3166 alpha-2 (citizenship; for a business, its country of taxation). */
  country?: string;
  kind: 'person' | 'entity';
  /** SHA-256 of what was screened (name, birth date, country): a decision holds for this data only. */
  dataHash: string;
}

/** A list the desk screens against. */
export interface ListInUse {
  source: 'eu' | 'un' | 'ofac' | 'uk' | 'custom';
  /** The official list's short name, or a custom list's (its file's name). */
  name: string;
  /** The publication date the file gives (ISO date), or null. */
  published: string | null;
  sha256: string;
  entries: number;
  format: string;
  /** When the desk loaded it (ISO time). */
  loadedAt: string;
  /** The sample list shipped with the desk (a UN excerpt), in use until a list is loaded. */
  sample: boolean;
  /** Older than the age Settings allows (default 7 days, by its publication date, else by when it was loaded). */
  stale: boolean;
}

export const VERDICTS = ['not_same', 'escalated', 'confirmed'] as const;
export type Verdict = (typeof VERDICTS)[number];
/** Why a hit is not the same person. */
export const NOT_SAME_REASONS = ['birth_date', 'nationality', 'other_person', 'other'] as const;
export type NotSameReason = (typeof NOT_SAME_REASONS)[number];

export interface Decision {
  verdict: Verdict;
  /** With `not_same` only. */
  reason?: NotSameReason;
  /** Required with reason `other`; optional otherwise. */
  note?: string;
  /** Who decided: the connection's name and the operating-system user, as the audit log names them. */
  by: string;
  at: string;
  /** The subject's data and the entry's content the decision was made on: a change reopens the hit. */
  dataHash: string;
  entryHash: string;
  /** The list version (SHA-256), the engine's version and threshold at the time. */
  listSha256: string;
  algorithm: string;
  threshold: number;
}

/** One part of a name comparison, as the engine reports it (`screening/compare.ts`). */
export interface HitPart {
  person?: string;
  entry?: string;
  how: 'same' | 'transliterated' | 'equivalent' | 'initial' | 'typo' | 'phonetic' | 'joined' | 'different' | 'missing' | 'extra';
  similarity: number;
}

/** The list entry a hit is against, as the window shows it beside the person. */
export interface HitEntry {
  id: string;
  kind: 'person' | 'entity' | 'other';
  names: Array<{ full: string; strength: 'primary' | 'strong' | 'weak' }>;
  /** Birth dates as the list gives them: exact, month, year, circa or a range (ISO from/to). */
  birthDates: Array<{ kind: 'exact' | 'month' | 'year' | 'circa' | 'range'; from: string; to: string }>;
  countries: string[];
  programmes: string[];
  note?: string;
  /** SHA-256 of the entry's content: a decision holds for this content only. */
  contentHash: string;
}

export type HitState = 'open' | Verdict;

export interface ScreeningHit {
  /** `${subjectKey}|${list source}:${list name}|${entryId}`. */
  key: string;
  subject: ScreeningSubject;
  /** The investor's name as the desk knows it (for the queue). */
  investorName: string;
  list: { source: ListInUse['source']; name: string; published: string | null; sha256: string };
  entry: HitEntry;
  score: number;
  nameScore: number;
  matchedName: string;
  matchedStrength: 'primary' | 'strong' | 'weak';
  parts: HitPart[];
  birthDate: { effect: 'unknown' | 'same' | 'overlaps' | 'near' | 'different'; delta: number };
  country: { effect: 'unknown' | 'same' | 'different'; delta: number };
  algorithm: string;
  threshold: number;
  /** Open, or the decision that still holds (made on the same data and entry content). */
  state: HitState;
  decision?: Decision;
  /** A decision made on other data or another entry content: the hit opened again; kept to show what changed. */
  earlierDecision?: Decision;
  /** First found (ISO time); `new` when found by the last run and not before. */
  foundAt: string;
}

/** An investor's standing: a confirmed match stops money; open or escalated hits want a look. */
export type ScreeningStanding = 'clear' | 'open' | 'escalated' | 'confirmed' | 'not_screened';

export interface InvestorScreening {
  userId: string;
  /** When it was screened last (ISO time). */
  screenedAt: string;
  subjects: ScreeningSubject[];
  hits: ScreeningHit[];
  standing: ScreeningStanding;
  /** Some list in use is stale: the result says so. */
  listsStale: boolean;
}

export interface ScreeningQueue {
  /** Open and escalated hits, highest score first. */
  hits: ScreeningHit[];
  counts: { open: number; escalated: number; confirmed: number };
  /** Investors screened with the current lists, of those the desk knows. */
  screened: number;
  known: number;
  /** The lists' oldest publication (or load) date, and whether any is stale. */
  listsStale: boolean;
}

/** Progress of "screen everyone the desk knows", or of the re-screening after a list update. */
export interface ScreeningRun {
  kind: 'everyone' | 'list-update';
  state: 'running' | 'paused' | 'done' | 'cancelled' | 'failed';
  done: number;
  total: number;
  /** Hits found by this run that were not known before it. */
  newHits: number;
  message?: string;
}

/** What loading or updating a list changed, and what the re-screening found. */
export interface ListChange {
  list: ListInUse;
  /** Entries new or changed against the version it replaced (all of them for a new list). */
  changedEntries: number;
  removedEntries: number;
}

/** Investors whose money a confirmed match stops, by user id: the orders table and Today show it. */
export type MoneyStops = Record<string, { name: string; entry: string; list: string }>;
