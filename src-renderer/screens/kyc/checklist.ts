// The KYC checklist as the officer reads it: the eight checks of `GET /users/{id}/kyc`, each
// done, missing or not applicable, with what is missing in words and the section of the
// screen where it is put right. Pure, so it is tested without a browser.
import type { KycStatus } from '@wire/kyc';

/** The checks in the spec's order. */
export const CHECKS = [
  'identity',
  'address',
  'bank_account',
  'video_identification',
  'email',
  'business',
  'legal_reps',
  'documents',
] as const satisfies ReadonlyArray<keyof KycStatus>;
export type CheckName = (typeof CHECKS)[number];

/** The parts of the investor screen. `account` is the header with the user's own data. */
export type Section =
  | 'account'
  | 'identity'
  | 'address'
  | 'declarations'
  | 'documents'
  | 'verification'
  | 'video'
  | 'bank'
  | 'surveys'
  | 'business'
  | 'representative'
  | 'owners';

/** A tab of the investor screen: every section but the header. */
export type Tab = Exclude<Section, 'account'>;

const PERSONAL_SECTIONS: readonly Tab[] = [
  'identity',
  'address',
  'declarations',
  'documents',
  'verification',
  'video',
  'bank',
  'surveys',
];
const BUSINESS_SECTIONS: readonly Tab[] = [
  'business',
  'representative',
  'owners',
  'documents',
  'verification',
  'video',
  'bank',
  'surveys',
];

/** The tabs of the investor screen, in order. */
export function sectionsFor(businessInvestor: boolean): readonly Tab[] {
  return businessInvestor ? BUSINESS_SECTIONS : PERSONAL_SECTIONS;
}

export type CheckState = 'done' | 'missing' | 'not_applicable';

/** One thing the KYC still needs, as the screen names it. */
export interface MissingItem {
  /** As the API sent it, e.g. `tax_id_number` or `business_owners.{id}.share`. */
  entry: string;
  /** Translation key in the `kyc` namespace: `fields.<name>` for a field, `missing.<name>` for a record. */
  what: string;
  /** The business owner the entry is about. */
  ownerId?: string;
  section: Section;
}

/** The desk's own check beside the host's eight. */
export type DeskCheck = 'pep_status';

export interface ChecklistItem {
  check: CheckName | DeskCheck;
  state: CheckState;
  /** Where the check's data lives. */
  section: Section;
  missing: MissingItem[];
}

/** Records (not fields) that a check may name as missing. */
const RECORDS = new Set([
  'identity',
  'identity_terms',
  'address',
  'bank_account',
  'video_identification',
  'email',
  'business',
  'business_owners',
  'legal_representative',
  'business_document',
  'identity_document',
]);

function home(check: CheckName, businessInvestor: boolean): Section {
  switch (check) {
    case 'identity':
      return 'identity';
    case 'address':
      return businessInvestor ? 'business' : 'address';
    case 'bank_account':
      return 'bank';
    case 'video_identification':
      return 'video';
    case 'email':
      return 'account';
    case 'business':
      return 'business';
    case 'legal_reps':
      return 'representative';
    case 'documents':
      return 'documents';
  }
}

/** What one `missing` entry of a check means, and where it is put right. */
export function describeMissing(check: CheckName, entry: string, businessInvestor: boolean): MissingItem {
  const owner = /^business_owners\.([^.]+)\.(.+)$/.exec(entry);
  if (owner) return { entry, what: `fields.${owner[2]}`, ownerId: owner[1], section: 'owners' };
  const section =
    entry === 'business_owners'
      ? 'owners'
      : entry === 'identity_terms' && check === 'identity'
        ? 'declarations'
        : home(check, businessInvestor);
  return { entry, what: RECORDS.has(entry) ? `missing.${entry}` : `fields.${entry}`, section };
}

const STATES = { complete: 'done', incomplete: 'missing', not_applicable: 'not_applicable' } as const;

export function checklist(status: KycStatus, businessInvestor: boolean): ChecklistItem[] {
  return CHECKS.map((check) => {
    const { status: state, missing } = status[check];
    return {
      check,
      state: STATES[state],
      section: home(check, businessInvestor),
      missing: missing.map((entry) => describeMissing(check, entry, businessInvestor)),
    };
  });
}

/**
 * The PEP status of the person who identifies. The host's eight checks do not ask for it, but
 * a KYC is not done without knowing whether the person is politically exposed (GwG § 10), so
 * the desk lists and counts it beside them.
 */
export function pepItem(recorded: boolean): ChecklistItem {
  const missing: MissingItem[] = recorded ? [] : [{ entry: 'pep_status', what: 'missing.pep_status', section: 'declarations' }];
  return { check: 'pep_status', state: recorded ? 'done' : 'missing', section: 'declarations', missing };
}

export interface Readiness {
  /** Orders need an approved investor (`user_not_approved` otherwise). */
  canInvest: boolean;
  /** Checks that apply to this investor, and how many of them are done. */
  applicable: number;
  done: number;
  open: ChecklistItem['check'][];
}

/** `desk`: the desk's own checks (the PEP status), counted with the host's. */
export function readiness(status: KycStatus, approved: boolean, desk: readonly ChecklistItem[] = []): Readiness {
  const items = [...checklist(status, false), ...desk].filter((item) => item.state !== 'not_applicable');
  const open = items.filter((item) => item.state === 'missing').map((item) => item.check);
  return { canInvest: approved, applicable: items.length, done: items.length - open.length, open };
}

/** A question key or field name the translations do not know, readable: `crowdinvesting_years` → `Crowdinvesting years`. */
export function humanize(key: string): string {
  const words = key.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
