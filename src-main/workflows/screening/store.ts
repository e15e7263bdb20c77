// What the desk remembers of screening, per connection profile, sealed on this machine
// (`screening.json`): each investor's last screening (the people screened with their data
// hashes, the hits with their entries' content hashes and when each was first found), and every
// decision on a hit, newest last. A change is on disk before the answer that says it was made.
import { z } from 'zod';
import { JsonState } from '../../json-file';
import { type Sealer, readSealedJson, writeSealedJson } from '../../sealed-file';
import { type Decision, NOT_SAME_REASONS, SUBJECT_ROLES, type ScreeningHit, type ScreeningSubject, VERDICTS } from '../../../src-shared/domain/screening';

/** A hit as found, without what the decisions make of it. */
export type FoundHit = Omit<ScreeningHit, 'state' | 'decision' | 'earlierDecision' | 'investorName'>;

const Subject: z.ZodType<ScreeningSubject> = z.object({
  key: z.string(),
  userId: z.string(),
  role: z.enum(SUBJECT_ROLES),
  recordId: z.string(),
  name: z.string(),
  birthDate: z.string().optional(),
  country: z.string().optional(),
  kind: z.enum(['person', 'entity']),
  dataHash: z.string(),
});

const DecisionRecord: z.ZodType<Decision> = z.object({
  verdict: z.enum(VERDICTS),
  reason: z.enum(NOT_SAME_REASONS).optional(),
  note: z.string().optional(),
  by: z.string(),
  at: z.string(),
  dataHash: z.string(),
  entryHash: z.string(),
  listSha256: z.string(),
  algorithm: z.string(),
  threshold: z.number(),
});

/** The file is sealed (its content authenticated): a hit's shape is checked where it is used. */
const Found = z.custom<FoundHit>((v) => typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string');

const InvestorRecord = z.object({
  name: z.string(),
  screenedAt: z.string(),
  /** The SHA-256s of the lists screened against, sorted and joined: screened with the current lists or not. */
  lists: z.string(),
  subjects: z.array(Subject),
  hits: z.array(Found),
});
export type InvestorRecord = z.infer<typeof InvestorRecord>;

const ProfileRecord = z.object({
  investors: z.record(z.string(), InvestorRecord).default({}),
  decisions: z.record(z.string(), z.array(DecisionRecord)).default({}),
});
type ProfileRecord = z.output<typeof ProfileRecord>;

const ScreeningFile = z.object({ profiles: z.record(z.string(), ProfileRecord).default({}) });
type ScreeningFile = z.output<typeof ScreeningFile>;

const EMPTY: ProfileRecord = { investors: {}, decisions: {} };

export class ScreeningStore {
  readonly #state: JsonState<ScreeningFile>;

  private constructor(file: string, state: ScreeningFile, sealer: Sealer) {
    this.#state = new JsonState(file, state, (path, value) => writeSealedJson(path, value, sealer));
  }

  static async open(file: string, sealer: Sealer, onNotice: (message: string) => void): Promise<ScreeningStore> {
    return new ScreeningStore(file, await readSealedJson(file, ScreeningFile, ScreeningFile.parse({}), sealer, onNotice), sealer);
  }

  /** Resolves once the writes asked for so far have ended: the desk waits for them at quit. */
  written(): Promise<void> {
    return this.#state.written();
  }

  #profile(profileId: string): ProfileRecord {
    return this.#state.current.profiles[profileId] ?? EMPTY;
  }

  investors(profileId: string): Record<string, InvestorRecord> {
    return this.#profile(profileId).investors;
  }

  /** The decisions on a hit, oldest first. */
  decisions(profileId: string, hitKey: string): Decision[] {
    return this.#profile(profileId).decisions[hitKey] ?? [];
  }

  allDecisions(profileId: string): Record<string, Decision[]> {
    return this.#profile(profileId).decisions;
  }

  /** Replaces the screenings of the investors given (one write for a whole batch). */
  async putInvestors(profileId: string, records: Record<string, InvestorRecord>): Promise<void> {
    await this.#change(profileId, (p) => ({ ...p, investors: { ...p.investors, ...records } }));
  }

  async addDecision(profileId: string, hitKey: string, decision: Decision): Promise<void> {
    await this.#change(profileId, (p) => ({ ...p, decisions: { ...p.decisions, [hitKey]: [...(p.decisions[hitKey] ?? []), decision] } }));
  }

  #change(profileId: string, next: (profile: ProfileRecord) => ProfileRecord): Promise<unknown> {
    return this.#state.change(({ profiles }) => ({ profiles: { ...profiles, [profileId]: next(profiles[profileId] ?? EMPTY) } }));
  }
}
