import type { z } from 'zod';
import type { Complete } from '../../../src-shared/wire/common';
import type {
  Address,
  AddressForm,
  Business,
  BusinessForm,
  Identity as IdentityAnswer,
  IdentityData as IdentityDataAnswer,
  IdentityKind,
  IdentityTerm,
  KycFacts,
  KycPerson,
  KycVerification,
  KycVerificationForm,
  IdentityDocument,
  IdentityDocumentForm,
  PepStatus,
  PepStatusForm,
} from '../../../src-shared/wire/kyc';
import { findBankAccount } from './bank-accounts';
import { type Queryable, insertRow, one, rows, updateRow, upsertRow } from './store';
import type { UserRow } from './users';
import { type Reveal, listVideoRows, toVideoIdentification } from './video-identifications';

/** Identities as the sandbox keeps and sends them: every field. */
type Identity = Complete<IdentityAnswer>;
type IdentityData = Complete<IdentityDataAnswer>;

type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date };
const iso = (d: Date) => d.toISOString();

/** A row with its two timestamps as ISO text, as responses carry them. */
function isoTimes<T extends { created_at: Date; updated_at: Date }>(r: T) {
  return { ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) };
}

/**
 * A record kept one per parent (an identity's PEP status and verification, a verification's
 * document): read by the parent's id, or written over, keeping its id, by a new one.
 */
function onePerParent<Row, Answer>(table: string, parent: string, toAnswer: (row: Row) => Answer) {
  return {
    find: async (q: Queryable, parentId: string): Promise<Answer | undefined> => {
      const row = await one<Row>(q, `select * from ${table} where ${parent} = $1`, [parentId]);
      return row && toAnswer(row);
    },
    upsert: async (q: Queryable, values: Record<string, unknown>): Promise<Answer> =>
      toAnswer(await upsertRow<Row>(q, table, parent, values)),
  };
}

// ---- Identities ------------------------------------------------------------------------------

type IdentityRow = Dated<IdentityData, 'created_at' | 'updated_at'> & { seq: number };

const toIdentityData = ({ seq: _seq, ...r }: IdentityRow): IdentityData => isoTimes(r);

/** Identities with their address and video identifications, as responses carry them. */
async function withDetails(q: Queryable, found: IdentityRow[], reveal: Reveal): Promise<Identity[]> {
  const ids = found.map((r) => r.id);
  const addresses = await rows<AddressRow & { identity_id: string }>(
    q,
    'select * from addresses where identity_id = any($1::uuid[])',
    [ids],
  );
  const videos = await listVideoRows(q, ids);
  return found.map((r) => {
    const address = addresses.find((a) => a.identity_id === r.id);
    return {
      ...toIdentityData(r),
      address: address ? toAddress(address) : null,
      video_identifications: videos.filter((v) => v.identity_id === r.id).map((v) => toVideoIdentification(v, reveal)),
    };
  });
}

export async function listIdentities(q: Queryable, userId: string, kind: IdentityKind, reveal: Reveal): Promise<Identity[]> {
  const found = await rows<IdentityRow>(
    q,
    'select * from identities where user_id = $1 and kind = $2 order by created_at, seq',
    [userId, kind],
  );
  return withDetails(q, found, reveal);
}

/** The user's identity of any kind, or of the kind given. */
export async function findIdentity(
  q: Queryable,
  userId: string,
  id: string,
  reveal: Reveal,
  kind?: IdentityKind,
): Promise<Identity | undefined> {
  const row = await one<IdentityRow>(
    q,
    'select * from identities where user_id = $1 and id = $2 and ($3::text is null or kind = $3)',
    [userId, id, kind ?? null],
  );
  return row && (await withDetails(q, [row], reveal))[0];
}

export async function findIdentityKind(q: Queryable, userId: string, id: string): Promise<IdentityKind | undefined> {
  return (await one<{ kind: IdentityKind }>(q, 'select kind from identities where user_id = $1 and id = $2', [userId, id]))?.kind;
}

/** Any parsed identity form: the columns it has are set. */
type IdentityValues = Record<string, unknown>;

export async function insertIdentity(
  q: Queryable,
  userId: string,
  kind: IdentityKind,
  form: IdentityValues,
): Promise<string> {
  return (await insertRow<IdentityRow>(q, 'identities', { ...form, user_id: userId, kind })).id;
}

export async function updateIdentity(q: Queryable, id: string, form: IdentityValues): Promise<void> {
  await updateRow(q, 'identities', id, form);
}

export async function deleteIdentity(q: Queryable, id: string): Promise<void> {
  await q.query('delete from identities where id = $1', [id]);
}

/** The shares of the user's business owners, but for the one given. */
export async function otherOwnerShares(q: Queryable, userId: string, exceptId: string | null): Promise<string[]> {
  const found = await rows<{ share: string }>(
    q,
    `select share::text from identities
     where user_id = $1 and kind = 'business_owner' and share is not null and ($2::uuid is null or id <> $2)`,
    [userId, exceptId],
  );
  return found.map((r) => r.share);
}

// ---- Addresses -------------------------------------------------------------------------------

type AddressRow = Dated<Address, 'created_at' | 'updated_at'>;

// Picks the fields: an address row also has its owner's column.
function toAddress(r: AddressRow): Address {
  const { id, street, number, zip, city, country, created_at, updated_at } = isoTimes(r);
  return { id, street, number, zip, city, country, created_at, updated_at };
}

/** Addresses and attachments belong to an identity (of any kind) or to a business. */
export type Owner = { identity_id: string } | { business_id: string };

/** The owner's column and id. */
export function ownerKey(owner: Owner): { column: 'identity_id' | 'business_id'; id: string } {
  return 'identity_id' in owner ? { column: 'identity_id', id: owner.identity_id } : { column: 'business_id', id: owner.business_id };
}

export async function findAddress(q: Queryable, owner: Owner, id?: string): Promise<Address | undefined> {
  const { column, id: ownerId } = ownerKey(owner);
  const row = await one<AddressRow>(q, `select * from addresses where ${column} = $1 and ($2::uuid is null or id = $2)`, [
    ownerId,
    id ?? null,
  ]);
  return row && toAddress(row);
}

export async function insertAddress(q: Queryable, owner: Owner, form: z.output<typeof AddressForm>): Promise<Address> {
  return toAddress(await insertRow<AddressRow>(q, 'addresses', { ...form, ...owner }));
}

export async function updateAddress(q: Queryable, id: string, form: z.output<typeof AddressForm>): Promise<Address> {
  return toAddress(await updateRow<AddressRow>(q, 'addresses', id, form));
}

// ---- Identity terms and PEP status -----------------------------------------------------------

type TermRow = Dated<IdentityTerm, 'accepted_at'> & { seq: number };
const toTerm = ({ seq: _seq, ...r }: TermRow): IdentityTerm => ({ ...r, accepted_at: iso(r.accepted_at) });

export async function listIdentityTerms(q: Queryable, identityId: string): Promise<IdentityTerm[]> {
  const found = await rows<TermRow>(q, 'select * from identity_terms where identity_id = $1 order by accepted_at, seq', [
    identityId,
  ]);
  return found.map(toTerm);
}

export async function insertIdentityTerm(q: Queryable, identityId: string): Promise<IdentityTerm> {
  return toTerm(await insertRow<TermRow>(q, 'identity_terms', { identity_id: identityId, accepted: true }));
}

type PepRow = Dated<PepStatus, 'created_at' | 'updated_at'>;
const pepStatuses = onePerParent<PepRow, PepStatus>('pep_statuses', 'identity_id', isoTimes);

export const findPepStatus = pepStatuses.find;

/** One PEP status per identity: a new one replaces it. */
export async function upsertPepStatus(
  q: Queryable,
  identityId: string,
  form: z.output<typeof PepStatusForm>,
): Promise<PepStatus> {
  return pepStatuses.upsert(q, { identity_id: identityId, pep: form.pep, details: form.details });
}

// ---- Businesses ------------------------------------------------------------------------------

type BusinessRow = Dated<Omit<Business, 'address'>, 'created_at' | 'updated_at'>;

const toBusinessData = (r: BusinessRow): Omit<Business, 'address'> => isoTimes(r);

async function withAddress(q: Queryable, row: BusinessRow): Promise<Business> {
  return { ...toBusinessData(row), address: (await findAddress(q, { business_id: row.id })) ?? null };
}

/** The user's business (one at the most), or the one with that id. */
export async function findBusiness(q: Queryable, userId: string, id?: string): Promise<Business | undefined> {
  const row = await one<BusinessRow>(q, 'select * from businesses where user_id = $1 and ($2::uuid is null or id = $2)', [
    userId,
    id ?? null,
  ]);
  return row && withAddress(q, row);
}

export async function insertBusiness(q: Queryable, userId: string, form: z.output<typeof BusinessForm>): Promise<Business> {
  return withAddress(q, await insertRow<BusinessRow>(q, 'businesses', { ...form, user_id: userId }));
}

export async function updateBusiness(q: Queryable, id: string, form: z.output<typeof BusinessForm>): Promise<Business> {
  return withAddress(q, await updateRow<BusinessRow>(q, 'businesses', id, form));
}

// ---- KYC verification and identity document --------------------------------------------------

type VerificationRow = Dated<KycVerification, 'created_at' | 'updated_at'> & { verified_at: Date | null };

const verifications = onePerParent<VerificationRow, KycVerification>('kyc_verifications', 'identity_id', (r) => ({
  ...isoTimes(r),
  verified_at: r.verified_at && iso(r.verified_at),
}));

export const findKycVerification = verifications.find;

/** One verification per identity: a new one replaces its data and keeps its id. */
export async function upsertKycVerification(
  q: Queryable,
  identityId: string,
  form: z.output<typeof KycVerificationForm>,
): Promise<KycVerification> {
  const { method, provider, reference, verified_at } = form;
  return verifications.upsert(q, { identity_id: identityId, method, provider, reference, verified_at });
}

type DocumentRow = Dated<IdentityDocument, 'created_at' | 'updated_at'>;
const documents = onePerParent<DocumentRow, IdentityDocument>('identity_documents', 'kyc_verification_id', isoTimes);

export const findIdentityDocument = documents.find;

/** One document per verification: a new one replaces it. */
export async function upsertIdentityDocument(
  q: Queryable,
  verificationId: string,
  form: z.output<typeof IdentityDocumentForm>,
): Promise<IdentityDocument> {
  const { type, number, issued, expires, issuing_authority, issuing_country } = form;
  return documents.upsert(q, { kyc_verification_id: verificationId, type, number, issued, expires, issuing_authority, issuing_country });
}

// ---- What the KycStatus and the video identification's prerequisites look at ------------------

type PersonRow = IdentityRow & { address: boolean; identity_terms: boolean; documents: boolean; identified: boolean };

const PEOPLE = `select i.*,
    exists (select 1 from addresses a where a.identity_id = i.id) as address,
    exists (select 1 from identity_terms t where t.identity_id = i.id and t.accepted) as identity_terms,
    exists (select 1 from attachments f where f.identity_id = i.id) as documents,
    exists (select 1 from video_identifications v where v.identity_id = i.id and v.status = 'success') as identified
  from identities i`;

function toPerson({ address, identity_terms, documents, identified, ...identity }: PersonRow): KycPerson {
  return { identity: toIdentityData(identity), address, identity_terms, documents, identified };
}

export async function kycPerson(q: Queryable, identityId: string): Promise<KycPerson> {
  return toPerson((await one<PersonRow>(q, `${PEOPLE} where i.id = $1`, [identityId])) as PersonRow);
}

function toBusinessFacts({ address, documents, ...row }: BusinessRow & { address: boolean; documents: boolean }) {
  return { data: toBusinessData(row), address, documents };
}

export async function kycFacts(q: Queryable, user: UserRow): Promise<KycFacts> {
  const people = await rows<PersonRow>(q, `${PEOPLE} where i.user_id = $1 order by i.created_at, i.seq`, [user.id]);
  const business = await one<BusinessRow & { address: boolean; documents: boolean }>(
    q,
    `select b.*, exists (select 1 from addresses a where a.business_id = b.id) as address,
       exists (select 1 from attachments f where f.business_id = b.id) as documents
     from businesses b where b.user_id = $1`,
    [user.id],
  );
  return {
    business_investor: user.business_investor,
    email: user.email,
    bank_account: (await findBankAccount(q, user.id)) !== undefined,
    people: people.map(toPerson),
    business: business ? toBusinessFacts(business) : null,
  };
}
