// What the sanctions matcher reads of a list, whatever the list's file format: the readers in
// `lists/` turn EU, UN, OFAC, UK and custom files into these; the matcher reads nothing else.

/** The official lists the desk reads, and the platform's own (a watchlist, a licensed PEP list). */
export const LIST_SOURCES = ['eu', 'un', 'ofac', 'uk', 'custom'] as const;
export type ListSource = (typeof LIST_SOURCES)[number];

/**
 * One name of an entry. `primary` is the name the list files the entry under; `strong` an alias
 * the list calls good quality (EU `strong="true"`, UN quality "Good"/"a.k.a.", OFAC "strong"
 * a.k.a., UK "Primary name variation"); `weak` one it calls low quality. Weak aliases are kept
 * apart because they match many people by design.
 */
export interface EntryName {
  /** The whole name as the list prints it. */
  full: string;
  strength: 'primary' | 'strong' | 'weak';
  /** Given and family parts, where the list separates them. */
  given?: string;
  family?: string;
  /** True when the list gives this name in its original (non-Latin) script. */
  originalScript?: boolean;
}

/**
 * A birth date as a range of days, so exact dates, a year alone, "circa" and "between" compare the
 * same way: `from`/`to` are ISO dates (YYYY-MM-DD), both included.
 */
export interface BirthDate {
  kind: 'exact' | 'month' | 'year' | 'circa' | 'range';
  from: string;
  to: string;
}

export interface ListEntry {
  /** The list's own identifier: UN reference number, EU logical id, OFAC uid, UK unique id, custom id. */
  id: string;
  kind: 'person' | 'entity' | 'other';
  names: EntryName[];
  birthDates: BirthDate[];
  /** Nationalities and citizenships as ISO 3166 alpha-2 codes, upper case. */
  countries: string[];
  /**
   * Countries of the entry's addresses (alpha-2), where the list gives any: for an entity, the
   * nearest thing to a nationality. Apart from `countries`, which are nationalities only.
   */
  addressCountries?: string[];
  /** Sanctions programmes or regimes, as the list names them. */
  programmes: string[];
  note?: string;
}

/** One file read: which list, of which date, exactly which bytes, how many entries. */
export interface ListVersion {
  source: ListSource;
  /** A custom list's name (its file's name without extension); the official lists' short name. */
  name: string;
  /** The publication date the file itself gives (ISO date), or null when it gives none. */
  published: string | null;
  sha256: string;
  entries: number;
  /** The format recognised: 'eu-xml', 'un-xml', 'ofac-xml', 'ofac-csv', 'uk-xml', 'custom-csv'. */
  format: string;
  /** Files read with this one (OFAC's alt.csv and add.csv beside sdn.csv), each with its own hash. */
  companions?: Array<{ file: string; sha256: string }>;
}

export interface SanctionsList {
  version: ListVersion;
  entries: ListEntry[];
}
