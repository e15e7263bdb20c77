// The lists' names filed under keys of their parts — the part itself (folded), its consonant
// skeleton, its sound, its equivalence groups, its one-letter deletions, the name run together —
// so a person's candidates come from a few key lookups, never a scan of every entry.
import { compareHits, scoreEntry, type Hit, type ListRef, type ScoredName, type ScreenedPerson } from './score';
import type { EntryName, ListEntry, SanctionsList } from './list-entry';
import { equivalenceKeys } from './name-words';
import { normalizeName, skeleton, type NamePart, type NormalName } from './normalize';
import { comparePart, PART_WEIGHT, TUNING } from './compare';
import { buildKeyTable, findKey, type KeyTable } from './key-table';

/** Everything the screener needs (the cache on disk holds it: index-cache.ts). */
export interface IndexData {
  algorithm: string;
  lists: ListRef[];
  entries: ListEntry[];
  /** Per entry: index into `lists`. */
  entryList: Uint32Array;
  /** Per indexed name: its entry, and its position among the entry's names. */
  nameEntry: Uint32Array;
  nameSlot: Uint32Array;
  normals: NormalName[];
  /** The keys; key k's names are postings[offsets[k]..offsets[k+1]). */
  keys: KeyTable;
  offsets: Uint32Array;
  postings: Uint32Array;
}

/**
 * A candidate must share parts worth this much of the person's name: below half, the parts left
 * unpaired cost more than a hit at the default threshold allows (see docs/screening.md).
 */
const CANDIDATE_SHARE = 0.5;

/** A part in more than this share of the names (and at least FREQUENT_MIN) chooses candidates like a common given name. */
const FREQUENT_SHARE = 0.001;
const FREQUENT_MIN = 30;

function indexed(part: NamePart): boolean {
  return part.role === 'name' || part.role === 'common' || part.role === 'generic' || part.role === 'number';
}

/** One-letter deletions: two parts a typo apart share one. Short parts tolerate no typo-only match in the index. */
function deletions(text: string): string[] {
  if (text.length < 5) return [];
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) out.push(text.slice(0, i) + text.slice(i + 1));
  return out;
}

/**
 * The keys of one part. `side` says whether it is filed (an entry's part) or looked up (a
 * person's): a part written without vowels meets the other script's parts by consonants only.
 */
function partKeys(part: NamePart, side: 'file' | 'look'): string[] {
  if (part.syllable) return [`c:${part.original}`];
  const { fold, bones, sound } = part;
  const keys = [`d:${fold}`, ...deletions(fold).map((d) => `d:${d}`)];
  for (const group of equivalenceKeys(part.text)) keys.push(`e:${group}`);
  // A sound key of few consonants is shared by too many names to narrow anything.
  if (fold.length >= 5 && sound.length >= 4) keys.push(`p:${sound}`);
  if (bones.length >= 2) {
    // Filed under the script it is written in; looked up under the other.
    const written = part.abjad ? 'a' : 'l';
    const other = part.abjad ? 'l' : 'a';
    keys.push(`s${side === 'file' ? written : other}:${bones}`);
  }
  return keys;
}

/**
 * The name run together, under which it is filed and looked up: by letters, and by consonants
 * for names written without vowels (a name in Arabic meets its romanisation there).
 */
function joinedKeys(name: NormalName, side: 'file' | 'look'): string[] {
  const parts = name.parts.filter(indexed);
  const keys: string[] = [];
  const letters = parts.map((p) => p.fold).join('');
  const bones = skeleton(parts.map((p) => p.text).join(''));
  const abjad = parts.some((p) => p.abjad);
  if ((side === 'file' || !abjad) && letters.length >= 6) keys.push(`j:${letters}`);
  if ((side === 'file' || abjad) && bones.length >= 4) keys.push(`js:${bones}`);
  return keys;
}

/** Entities and vessels are read with legal forms recognised; persons not. */
export function readsAsOrganisation(kind: ListEntry['kind'] | ScreenedPerson['kind']): boolean {
  return kind === 'entity' || kind === 'other';
}

export function buildIndex(lists: SanctionsList[], algorithm: string): IndexData {
  const entries: ListEntry[] = [];
  const entryList: number[] = [];
  const nameEntry: number[] = [];
  const nameSlot: number[] = [];
  const normals: NormalName[] = [];
  const postings = new Map<string, number[]>();
  const file = (key: string, id: number): void => {
    const list = postings.get(key);
    if (list === undefined) postings.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  lists.forEach((list, l) => {
    for (const entry of list.entries) {
      const e = entries.length;
      entries.push(entry);
      entryList.push(l);
      entry.names.forEach((name, slot) => {
        const id = normals.length;
        const normal = normalizeName(name.full, readsAsOrganisation(entry.kind));
        normals.push(normal);
        nameEntry.push(e);
        nameSlot.push(slot);
        for (const part of normal.parts) if (indexed(part)) for (const key of partKeys(part, 'file')) file(key, id);
        for (const key of joinedKeys(normal, 'file')) file(key, id);
      });
    }
  });
  const keys = [...postings.keys()];
  const offsets = new Uint32Array(keys.length + 1);
  let total = 0;
  keys.forEach((key, k) => {
    offsets[k] = total;
    total += (postings.get(key) as number[]).length;
  });
  offsets[keys.length] = total;
  const flat = new Uint32Array(total);
  keys.forEach((key, k) => flat.set(postings.get(key) as number[], offsets[k]));
  return {
    algorithm,
    lists: lists.map(({ version: v }) => ({ source: v.source, name: v.name, published: v.published, sha256: v.sha256 })),
    entries,
    entryList: Uint32Array.from(entryList),
    nameEntry: Uint32Array.from(nameEntry),
    nameSlot: Uint32Array.from(nameSlot),
    normals,
    keys: buildKeyTable(keys),
    offsets,
    postings: flat,
  };
}

/** The index ready for lookups, from its data built or loaded: each entry's names beside their normal forms. */
export class NameIndex {
  /** Per entry, its names with their normal forms. */
  readonly entryNames: ScoredName[][];
  // Scratch space of `candidates`, reset lazily by a call counter instead of per call.
  private readonly callOf: Uint32Array;
  private readonly partOf: Int32Array;
  private readonly share: Float64Array;
  private call = 0;
  /** More names than this share a part: it is frequent in these lists. */
  private readonly frequent: number;

  constructor(readonly data: IndexData) {
    const count = data.normals.length;
    this.frequent = Math.max(FREQUENT_MIN, count * FREQUENT_SHARE);
    this.callOf = new Uint32Array(count);
    this.partOf = new Int32Array(count);
    this.share = new Float64Array(count);
    this.entryNames = data.entries.map(() => []);
    for (let id = 0; id < count; id++) {
      const e = data.nameEntry[id] as number;
      const name = (data.entries[e] as ListEntry).names[data.nameSlot[id] as number] as EntryName;
      (this.entryNames[e] as ScoredName[]).push({ name, normal: data.normals[id] as NormalName });
    }
  }

  /**
   * A part's weight in choosing candidates: its word's, or a common name's when the lists
   * themselves use it in many names (a given name shared by a hundred entries narrows nothing).
   */
  private gatingWeight(part: NamePart): number {
    const weight = PART_WEIGHT[part.role];
    if (weight <= PART_WEIGHT.common) return weight;
    const k = findKey(this.data.keys, `d:${part.fold}`);
    const names = k === undefined ? 0 : (this.data.offsets[k + 1] as number) - (this.data.offsets[k] as number);
    return names > this.frequent ? PART_WEIGHT.common : weight;
  }

  private lookup(key: string, visit: (id: number) => void): void {
    const k = findKey(this.data.keys, key);
    if (k === undefined) return;
    const { offsets, postings } = this.data;
    for (let i = offsets[k] as number; i < (offsets[k + 1] as number); i++) visit(postings[i] as number);
  }

  /**
   * Names sharing parts worth at least CANDIDATE_SHARE of the person's name, or its joined form.
   * Parts go heaviest first; once the parts left weigh too little to make a new candidate, they
   * are checked only against the names already met, not looked up (a common given name's long
   * list of names is then never read).
   */
  candidates(name: NormalName): number[] {
    const weighed = name.parts.filter(indexed).map((part) => ({ part, weight: this.gatingWeight(part) }));
    weighed.sort((a, b) => b.weight - a.weight || (a.part.text < b.part.text ? -1 : a.part.text > b.part.text ? 1 : 0));
    let remaining = weighed.reduce((sum, p) => sum + p.weight, 0);
    const needed = CANDIDATE_SHARE * remaining - 1e-9;
    const call = ++this.call;
    const met: number[] = [];
    const found: number[] = [];
    const add = (id: number, index: number, weight: number): void => {
      if (this.callOf[id] !== call) {
        this.callOf[id] = call;
        this.share[id] = 0;
        this.partOf[id] = -1;
        met.push(id);
      }
      // Each part counts once towards a name, whatever number of keys it shares.
      if (this.partOf[id] === index) return;
      const before = this.share[id] as number;
      this.partOf[id] = index;
      this.share[id] = before + weight;
      if (before < needed && before + weight >= needed) found.push(id);
    };
    weighed.forEach(({ part, weight }, index) => {
      if (remaining >= needed) {
        for (const key of partKeys(part, 'look')) this.lookup(key, (id) => add(id, index, weight));
      } else {
        for (const id of met) {
          const other = (this.data.normals[id] as NormalName).parts;
          if (other.some((o) => comparePart(part, o).similarity >= TUNING.pairMin)) add(id, index, weight);
        }
      }
      remaining -= weight;
    });
    for (const key of joinedKeys(name, 'look')) this.lookup(key, (id) => found.push(id));
    return found;
  }
}

/** A person is not screened against companies, nor a company against persons. */
export function kindsMeet(person: ScreenedPerson['kind'], entry: ListEntry['kind']): boolean {
  return person === undefined || entry === 'other' || person === entry;
}

/** One person against the index: candidates, then each candidate entry scored on all its names. */
export function screenWithIndex(index: NameIndex, person: ScreenedPerson, threshold: number): Hit[] {
  const { data } = index;
  const asPerson = normalizeName(person.name, false);
  const asOrganisation = normalizeName(person.name, true);
  const readings = person.kind === 'entity' ? [asOrganisation] : person.kind === 'person' ? [asPerson] : [asPerson, asOrganisation];
  const entries = new Set<number>();
  for (const normal of readings) for (const id of index.candidates(normal)) entries.add(data.nameEntry[id] as number);
  const hits: Hit[] = [];
  for (const e of entries) {
    const entry = data.entries[e] as ListEntry;
    if (!kindsMeet(person.kind, entry.kind)) continue;
    const personName = readsAsOrganisation(entry.kind) ? asOrganisation : asPerson;
    const list = data.lists[data.entryList[e] as number] as ListRef;
    const hit = scoreEntry(person, personName, entry, index.entryNames[e] as ScoredName[], list, threshold);
    if (hit) hits.push(hit);
  }
  return hits.sort(compareHits);
}
