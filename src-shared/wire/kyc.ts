// KYC: identities (personal investors, legal representatives, business owners), businesses,
// addresses, identity terms, PEP status, attachments, KYC verification, video identification,
// and the KycStatus computed from them. Fields the spec names keep its names.
import Big from 'big.js';
import { z } from 'zod';
import { Amount, Decimal, Id, IsoDate, Timestamp, decimalPlaces, oneOf, optionalText, requiredText, resource } from './common';
import { Country } from './countries';
import type { FieldMessages } from './errors';
import type { CodedMessage } from './field-messages';

export const GENDERS = ['female', 'male', 'diverse'] as const;
export const FAMILY_STATUSES = ['single', 'married', 'civil_partnership', 'divorced', 'widowed'] as const;

const DateOfBirth = IsoDate.refine((date) => Date.parse(date) < Date.now(), 'past');

/** A business owner's share in percent: 0 to 100, at most two decimals. */
export const Share = Decimal.refine((d) => decimalPlaces(d) <= 2, 'two_decimals').refine(
  (d) => new Big(d).gte(0) && new Big(d).lte(100),
  { error: 'between', params: { min: 0, max: 100 } },
);

const taxation = {
  tax_id_number: optionalText(50),
  country_of_taxation: Country.nullish(),
  exclusively_taxable_in_country_of_taxation: z.boolean().nullish(),
  second_country_of_taxation: Country.nullish(),
  second_tax_id_number: optionalText(50),
};

type Taxation = { [K in keyof typeof taxation]?: z.output<(typeof taxation)[K]> };

/**
 * The spec's rule: the second country and tax id are required when the holder is not taxable
 * in the country of taxation alone. Otherwise they may be given or not, as a host accepts them.
 */
function secondTaxation(form: Taxation, ctx: z.RefinementCtx): void {
  if (form.exclusively_taxable_in_country_of_taxation !== false) return;
  for (const field of ['second_country_of_taxation', 'second_tax_id_number'] as const) {
    if (form[field] == null) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'second_taxation_required' });
    }
  }
}

const person = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  citizenship: Country.nullish(),
  date_of_birth: DateOfBirth.nullish(),
  not_pep: z.boolean().nullish(),
};

const identity = {
  ...person,
  country_of_birth: Country.nullish(),
  place_of_birth: optionalText(100),
  family_status: oneOf(FAMILY_STATUSES).nullish(),
  gender: oneOf(GENDERS).nullish(),
  not_us_income_tax: z.boolean().nullish(),
  ...taxation,
};

/**
 * IdentityForm (wrapper `identity`). Only the names are needed to create one: an investor
 * application collects the rest step by step, and KycStatus says what is still missing.
 */
export const IdentityForm = z.object(identity).superRefine(secondTaxation);
export type IdentityForm = z.input<typeof IdentityForm>;

/** LegalRepresentativeForm (wrapper `legal_representative`). */
export const LegalRepresentativeForm = z
  .object({ ...identity, sole_right_of_representation: z.boolean().nullish() })
  .superRefine(secondTaxation);
export type LegalRepresentativeForm = z.input<typeof LegalRepresentativeForm>;

/** BusinessOwnerForm (wrapper `business_owner`): the spec's short list of fields. */
export const BusinessOwnerForm = z.object({
  ...person,
  country_of_taxation: Country.nullish(),
  share: Share,
});
export type BusinessOwnerForm = z.input<typeof BusinessOwnerForm>;

/** Personal identities, legal representatives and business owners share one resource. */
export const IDENTITY_KINDS = ['personal', 'legal_representative', 'business_owner'] as const;
export const IdentityKind = z.enum(IDENTITY_KINDS);
export type IdentityKind = z.infer<typeof IdentityKind>;

export const BusinessForm = z
  .object({
    legal_name: requiredText(200),
    legal_form: optionalText(50),
    register_number: optionalText(50),
    ...taxation,
  })
  .superRefine(secondTaxation);
export type BusinessForm = z.input<typeof BusinessForm>;

export const AddressForm = z.object({
  street: requiredText(200),
  /** House number. */
  number: requiredText(20),
  zip: requiredText(20),
  city: requiredText(100),
  country: Country,
});
export type AddressForm = z.input<typeof AddressForm>;

/** The spec names the house number only; the rest is the sandbox's and may be absent. */
export const Address = resource({
  id: Id,
  number: z.string(),
  street: z.string().optional(),
  zip: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type Address = z.infer<typeof Address>;

/** `pending` from creation until the session ends (docs/sandbox.md). */
export const VIDEO_IDENTIFICATION_STATUSES = ['pending', 'success', 'failure', 'aborted'] as const;
export const VideoIdentificationStatus = z.enum(VIDEO_IDENTIFICATION_STATUSES);
export type VideoIdentificationStatus = z.infer<typeof VideoIdentificationStatus>;

/** How a session ends. */
export const VideoIdentificationOutcome = VideoIdentificationStatus.exclude(['pending']);
export type VideoIdentificationOutcome = z.infer<typeof VideoIdentificationOutcome>;

/** Created empty: `provider_id` and `redirect_url` are filled in later, so clients poll. */
export const VideoIdentification = resource({
  id: Id,
  status: VideoIdentificationStatus,
  provider_id: z.string().nullable(),
  redirect_url: z.string().nullable(),
  identity_id: Id.optional(),
  completed_at: Timestamp.nullish(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type VideoIdentification = z.infer<typeof VideoIdentification>;

const nullableText = z.string().nullable();

/**
 * The spec's attributes of the identity's kind, its address and video identifications; a
 * host need not send `kind` (the path says it), the owner or the timestamps. Attributes of
 * another kind may be absent.
 */
export const Identity = resource({
  id: Id,
  user_id: Id.optional(),
  kind: IdentityKind.optional(),
  first_name: z.string(),
  last_name: z.string(),
  citizenship: nullableText,
  date_of_birth: IsoDate.nullable(),
  not_pep: z.boolean().nullable(),
  country_of_taxation: nullableText,
  /** Personal identities and legal representatives. */
  country_of_birth: nullableText.optional(),
  place_of_birth: nullableText.optional(),
  family_status: z.enum(FAMILY_STATUSES).nullish(),
  gender: z.enum(GENDERS).nullish(),
  not_us_income_tax: z.boolean().nullish(),
  tax_id_number: nullableText.optional(),
  second_country_of_taxation: nullableText.optional(),
  second_tax_id_number: nullableText.optional(),
  exclusively_taxable_in_country_of_taxation: z.boolean().nullish(),
  /** Legal representatives only. */
  sole_right_of_representation: z.boolean().nullish(),
  /** Business owners only: percent. */
  share: Amount.nullish(),
  address: Address.nullable(),
  video_identifications: z.array(VideoIdentification),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
/** An identity as the desk reads it: its kind, if the host does not send it, is the path's it was read from. */
export type Identity = z.infer<typeof Identity> & { kind: IdentityKind };

/** Reads an identity from a path of one kind. */
export function identityOf(kind: IdentityKind) {
  return Identity.transform((identity): Identity => ({ ...identity, kind: identity.kind ?? kind }));
}

/** An identity without what hangs on it. */
export type IdentityData = Omit<Identity, 'address' | 'video_identifications'>;

/** The spec's attributes; the address, the owner and the timestamps may be absent. */
export const Business = resource({
  id: Id,
  user_id: Id.optional(),
  legal_name: z.string(),
  legal_form: nullableText,
  register_number: nullableText,
  tax_id_number: nullableText,
  country_of_taxation: nullableText,
  second_country_of_taxation: nullableText,
  second_tax_id_number: nullableText,
  exclusively_taxable_in_country_of_taxation: z.boolean().nullable(),
  address: Address.nullish(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type Business = z.infer<typeof Business>;

/** The spec names the resource only. */
export const IdentityTerm = resource({
  id: Id,
  identity_id: Id.optional(),
  accepted: z.boolean().optional(),
  accepted_at: Timestamp.optional(),
});
export type IdentityTerm = z.infer<typeof IdentityTerm>;

/** PepStatusForm (wrapper `pep_status`): a politically exposed person says which office. */
export const PepStatusForm = z
  .object({ pep: z.boolean(), details: optionalText(1000) })
  .superRefine((form, ctx) => {
    if (form.pep && !form.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'pep_details' });
    }
  });
export type PepStatusForm = z.input<typeof PepStatusForm>;

/** The spec names the resource only. */
export const PepStatus = resource({
  id: Id,
  pep: z.boolean().optional(),
  details: nullableText.optional(),
  identity_id: Id.optional(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type PepStatus = z.infer<typeof PepStatus>;

// ---- Attachments -----------------------------------------------------------------------

export const IDENTITY_DOCUMENT_TYPES = ['passport', 'id_card', 'residence_permit'] as const;
export const IdentityDocumentType = oneOf(IDENTITY_DOCUMENT_TYPES);

export const BUSINESS_DOCUMENT_TYPES = [
  'commercial_register_extract',
  'articles_of_association',
  'shareholder_list',
  'transparency_register_extract',
  'other',
] as const;
export const BusinessDocumentType = oneOf(BUSINESS_DOCUMENT_TYPES);

/** A document number as printed: letters, digits, and `-`, `.`, `/`, spaces inside. */
export const DocumentNumber = requiredText(64).regex(
  /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]*[A-Za-z0-9])?$/,
  'document_number',
);

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What the desk can preview safely: nothing that carries script (no HTML, no SVG). */
export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

const MAGIC: Record<AttachmentContentType, string> = {
  'application/pdf': '%PDF-',
  'image/jpeg': '\xff\xd8\xff',
  'image/png': '\x89PNG\r\n\x1a\n',
};

/** Bytes that base64 text decodes to, without decoding it. */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** Whether the content starts as a file of that type does (its magic bytes). */
export function contentMatchesType(base64: string, type: AttachmentContentType): boolean {
  const magic = MAGIC[type];
  // 12 base64 characters decode to the 9 bytes that cover every signature above.
  const head = atob(base64.slice(0, 12).replace(/=+$/, '').padEnd(12, 'A'));
  return head.startsWith(magic);
}

/** The type the content's magic bytes say it is, whatever a host claims; undefined: none we accept. */
export function contentTypeOf(base64: string): AttachmentContentType | undefined {
  return ATTACHMENT_CONTENT_TYPES.find((type) => contentMatchesType(base64, type));
}

const MIB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

// Each check aborts, so the type check of the whole form only ever sees valid base64.
const FileContent = z
  .string()
  .refine((s) => s.length > 0, { error: 'not_empty', abort: true })
  .refine((s) => base64DecodedLength(s) <= MAX_ATTACHMENT_BYTES, {
    error: 'file_too_big',
    params: { mib: MIB, bytes: MAX_ATTACHMENT_BYTES },
    abort: true,
  })
  .check(z.base64({ error: 'base64', abort: true }));

const file = {
  file_name: requiredText(255).refine(
    (name) => !/[/\\]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 0x20),
    'file_name',
  ),
  content_type: oneOf(ATTACHMENT_CONTENT_TYPES),
  content_base64: FileContent,
};

function contentOfItsType(form: { content_type: AttachmentContentType; content_base64: string }, ctx: z.RefinementCtx) {
  if (!contentMatchesType(form.content_base64, form.content_type)) {
    ctx.addIssue({ code: 'custom', path: ['content_base64'], message: 'content_mismatch', params: { type: form.content_type } });
  }
}

const documentDates = {
  issued: IsoDate.nullish(),
  expires: IsoDate.nullish(),
  issuing_authority: optionalText(200),
  issuing_country: Country.nullish(),
};

function expiresAfterIssued(form: { issued?: string | null; expires?: string | null }, ctx: z.RefinementCtx) {
  if (form.issued && form.expires && form.expires <= form.issued) {
    ctx.addIssue({ code: 'custom', path: ['expires'], message: 'expires_after_issued' });
  }
}

/** AttachmentForm of an identity (wrapper `attachment`); type and number are in the path. */
export const IdentityAttachmentForm = z
  .object({ ...file, ...documentDates })
  .superRefine(contentOfItsType)
  .superRefine(expiresAfterIssued);
export type IdentityAttachmentForm = z.input<typeof IdentityAttachmentForm>;

/** The document's optional details may also come as query parameters (the spec's form). */
export const DOCUMENT_DETAILS = ['issued', 'expires', 'issuing_authority', 'issuing_country'] as const;

/** AttachmentForm of the business (wrapper `attachment`); the type is in the path. */
export const BusinessAttachmentForm = z.object(file).superRefine(contentOfItsType);
export type BusinessAttachmentForm = z.input<typeof BusinessAttachmentForm>;

// The spec names the attachment resources only: every field but the id may be absent.
const attachment = {
  id: Id,
  file_name: z.string().optional(),
  content_type: z.string().optional(),
  /** Bytes of the content. */
  size: z.number().int().optional(),
  created_at: Timestamp.optional(),
};

/** Lists carry no content; `GET .../file/{id}` adds `content_base64`. */
export const IdentityAttachment = resource({
  ...attachment,
  identity_id: Id.optional(),
  type: z.string().optional(),
  number: z.string().optional(),
  issued: IsoDate.nullish(),
  expires: IsoDate.nullish(),
  issuing_authority: nullableText.optional(),
  issuing_country: nullableText.optional(),
});
export type IdentityAttachment = z.infer<typeof IdentityAttachment>;

export const BusinessAttachment = resource({ ...attachment, business_id: Id.optional(), type: z.string().optional() });
export type BusinessAttachment = z.infer<typeof BusinessAttachment>;

const content = { content_base64: z.string() };
export const IdentityAttachmentContent = IdentityAttachment.extend(content);
export type IdentityAttachmentContent = z.infer<typeof IdentityAttachmentContent>;
export const BusinessAttachmentContent = BusinessAttachment.extend(content);
export type BusinessAttachmentContent = z.infer<typeof BusinessAttachmentContent>;

// ---- KYC verification and identity document ----------------------------------------------

/** How an identity was verified, when not (only) by the video identification. */
export const KYC_VERIFICATION_METHODS = ['video_identification', 'eid', 'postident', 'in_person', 'bank_identification'] as const;

/** KycVerificationForm (wrapper `kyc_verification`). */
export const KycVerificationForm = z.object({
  method: oneOf(KYC_VERIFICATION_METHODS),
  provider: optionalText(100),
  /** The provider's case or transaction number. */
  reference: optionalText(100),
  verified_at: Timestamp.nullish(),
});
export type KycVerificationForm = z.input<typeof KycVerificationForm>;

/** The spec names the resource only. */
export const KycVerification = resource({
  id: Id,
  method: z.string().optional(),
  provider: nullableText.optional(),
  reference: nullableText.optional(),
  verified_at: Timestamp.nullish(),
  identity_id: Id.optional(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type KycVerification = z.infer<typeof KycVerification>;

/** IdentityDocumentForm (wrapper `identity_document`): the document the verification saw. */
export const IdentityDocumentForm = z
  .object({
    type: IdentityDocumentType,
    number: DocumentNumber,
    ...documentDates,
    expires: IsoDate,
    issuing_country: Country,
  })
  .superRefine(expiresAfterIssued);
export type IdentityDocumentForm = z.input<typeof IdentityDocumentForm>;

/** The spec names the resource only. */
export const IdentityDocument = resource({
  id: Id,
  type: z.string().optional(),
  number: z.string().optional(),
  issued: IsoDate.nullish(),
  expires: IsoDate.optional(),
  issuing_authority: nullableText.optional(),
  issuing_country: z.string().optional(),
  kyc_verification_id: Id.optional(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type IdentityDocument = z.infer<typeof IdentityDocument>;

// ---- KycStatus -------------------------------------------------------------------------------

/** One line of the KYC checklist; `missing` names what is still needed, for a UI to show. */
export const KycCheck = resource({
  status: z.enum(['complete', 'incomplete', 'not_applicable']),
  missing: z.array(z.string()),
});
export type KycCheck = z.infer<typeof KycCheck>;

/** The spec names its eight attributes, not what each holds: the checks are the sandbox's. */
export const KycStatus = resource({
  identity: KycCheck,
  address: KycCheck,
  bank_account: KycCheck,
  video_identification: KycCheck,
  email: KycCheck,
  business: KycCheck,
  legal_reps: KycCheck,
  documents: KycCheck,
});
export type KycStatus = z.infer<typeof KycStatus>;

/** The spec's "contact data" of a person who identifies. */
export const CONTACT_DATA = ['first_name', 'last_name', 'date_of_birth', 'place_of_birth', 'country_of_birth', 'citizenship'] as const;
/** The spec's "financial data": taxes and the declarations. */
export const FINANCIAL_DATA = [
  'tax_id_number',
  'country_of_taxation',
  'exclusively_taxable_in_country_of_taxation',
  'not_us_income_tax',
  'not_pep',
] as const;

/** A field of an identity that the KYC needs. */
export type DataField = (typeof CONTACT_DATA | typeof FINANCIAL_DATA)[number] | 'sole_right_of_representation' | 'share';

const REQUIRED_DATA: Record<IdentityKind, readonly DataField[]> = {
  personal: [...CONTACT_DATA, ...FINANCIAL_DATA],
  legal_representative: [...CONTACT_DATA, ...FINANCIAL_DATA, 'sole_right_of_representation'],
  business_owner: ['first_name', 'last_name', 'citizenship', 'date_of_birth', 'not_pep', 'country_of_taxation', 'share'],
};

const BUSINESS_DATA = [
  'legal_name',
  'legal_form',
  'register_number',
  'tax_id_number',
  'country_of_taxation',
  'exclusively_taxable_in_country_of_taxation',
] as const;

function blanks<F extends string>(record: object, fields: readonly F[]): F[] {
  return fields.filter((field) => (record as Record<string, unknown>)[field] == null);
}

/** The fields a KYC needs from this identity that it does not have yet. */
export function missingData(identity: IdentityData): DataField[] {
  return blanks(identity, REQUIRED_DATA[identity.kind]);
}

/** An identity and what the KYC knows about it. */
export interface KycPerson {
  identity: IdentityData;
  address: boolean;
  identity_terms: boolean;
  /** At least one attachment. */
  documents: boolean;
  /** A successful video identification. */
  identified: boolean;
}

export interface KycFacts {
  business_investor: boolean;
  email: string;
  bank_account: boolean;
  people: KycPerson[];
  business: { data: Omit<Business, 'address'>; address: boolean; documents: boolean } | null;
}

/**
 * What starting a video identification for this person still lacks (the spec's
 * prerequisites), as 422 field messages; empty when it may start.
 */
export function videoIdentificationGaps(person: KycPerson, bankAccount: boolean): FieldMessages {
  const gaps: FieldMessages = {};
  if (person.identity.kind === 'business_owner') {
    gaps.identity = [{ code: 'video_business_owner' }];
    return gaps;
  }
  const missing = missingData(person.identity);
  if (missing.length > 0) gaps.identity = [{ code: 'lacks', args: { fields: missing.join(', ') } }];
  if (!person.address) gaps.address = [{ code: 'missing' }];
  if (!bankAccount) gaps.bank_account = [{ code: 'missing' }];
  if (!person.identity_terms) gaps.identity_terms = [{ code: 'accepted' }];
  return gaps;
}

const NOT_APPLICABLE: KycCheck = { status: 'not_applicable', missing: [] };

function check(missing: string[]): KycCheck {
  return { status: missing.length === 0 ? 'complete' : 'incomplete', missing };
}

const unless = (ok: boolean | undefined, what: string) => (ok ? [] : [what]);

/** Data, terms (and, for a legal representative, the address) of the person who identifies. */
function personMissing(person: KycPerson | undefined, what: string, withAddress: boolean): string[] {
  if (!person) return [what];
  return [
    ...missingData(person.identity),
    ...(withAddress ? unless(person.address, 'address') : []),
    ...unless(person.identity_terms, 'identity_terms'),
  ];
}

/**
 * The KycStatus: eight checks computed from the stored data. A personal investor identifies
 * with the personal identity; a business investor through its one legal representative, and
 * its business, owners and business documents count instead of a personal identity.
 */
export function kycStatus(facts: KycFacts): KycStatus {
  const of = (kind: IdentityKind) => facts.people.filter((p) => p.identity.kind === kind);
  const bank_account = check(unless(facts.bank_account, 'bank_account'));
  const email = check(unless(facts.email.length > 0, 'email'));
  if (!facts.business_investor) {
    const [person] = of('personal');
    return {
      identity: check(personMissing(person, 'identity', false)),
      address: check(unless(person?.address, 'address')),
      bank_account,
      video_identification: check(unless(person?.identified, 'video_identification')),
      email,
      business: NOT_APPLICABLE,
      legal_reps: NOT_APPLICABLE,
      documents: check(unless(person?.documents, 'identity_document')),
    };
  }
  const [representative] = of('legal_representative');
  const owners = of('business_owner');
  const business = facts.business;
  const ownersMissing =
    owners.length === 0
      ? ['business_owners']
      : owners.flatMap((o) => missingData(o.identity).map((field) => `business_owners.${o.identity.id}.${field}`));
  return {
    identity: NOT_APPLICABLE,
    address: check(unless(business?.address, 'address')),
    bank_account,
    video_identification: check(unless(representative?.identified, 'video_identification')),
    email,
    business: check(business ? [...blanks(business.data, BUSINESS_DATA), ...ownersMissing] : ['business']),
    legal_reps: check(personMissing(representative, 'legal_representative', true)),
    documents: check([
      ...unless(business?.documents, 'business_document'),
      ...unless(representative?.documents, 'identity_document'),
    ]),
  };
}

/** Why a share does not fit beside the other owners' (the shares total at most 100), if it does not. */
export function shareProblem(share: string, otherShares: readonly string[]): CodedMessage | undefined {
  const others = otherShares.reduce((sum, s) => sum.plus(s), new Big(0));
  if (others.plus(share).lte(100)) return undefined;
  return { code: 'shares_total', args: { others: others.toFixed(2) } };
}
