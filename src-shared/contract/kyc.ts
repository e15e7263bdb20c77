// kyc.*: what a compliance officer reads and changes about one investor.
import { z } from 'zod';
import { type BankAccount, BankAccountForm } from '../wire/bank-accounts';
import type { Success } from '../wire/common';
import {
  type Address,
  AddressForm,
  type Business,
  type BusinessAttachment,
  type BusinessAttachmentContent,
  BusinessAttachmentForm,
  BusinessDocumentType,
  BusinessForm,
  BusinessOwnerForm,
  DocumentNumber,
  type Identity,
  type IdentityAttachment,
  type IdentityAttachmentContent,
  IdentityAttachmentForm,
  type IdentityDocument,
  IdentityDocumentForm,
  IdentityDocumentType,
  IdentityForm,
  type IdentityTerm,
  type KycStatus,
  type KycVerification,
  KycVerificationForm,
  LegalRepresentativeForm,
  type PepStatus,
  PepStatusForm,
  type VideoIdentification,
} from '../wire/kyc';
import { OrderStatusFilter } from '../wire/orders';
import { type Survey, SurveyForm } from '../wire/surveys';
import type { User } from '../wire/users';
import { Id, out } from './common';

const OfUser = z.object({ userId: Id });
const OfIdentity = OfUser.extend({ identityId: Id });
const OneOfUser = OfUser.extend({ id: Id });

/**
 * Everything the investor screen shows: a KYC write reads it all again, so the checklist
 * follows every change without each form naming what it touched. A file's content never changes.
 */
const invalidates = [
  'users.findByEmail',
  'investors.check',
  'users.get',
  'kyc.status',
  'kyc.reviewQueue',
  'investors.reviewQueue',
  // A KYC change is screened again when the window next asks for the investor's screening.
  'screening.investor',
  'screening.queue',
  'screening.moneyStops',
  'kyc.identities.list',
  'kyc.legalRepresentatives.list',
  'kyc.businessOwners.list',
  'kyc.identityTerms.list',
  'kyc.pepStatus.get',
  'kyc.verification.get',
  'kyc.identityDocument.get',
  'kyc.videoIdentifications.get',
  'kyc.business.get',
  'kyc.attachments.list',
  'kyc.bankAccount.get',
  'kyc.surveys.list',
] as const;

/** Identities, legal representatives and business owners: the same four channels each. */
function people<F extends z.ZodType, W extends string>(wrapper: W, form: F) {
  return {
    list: { input: OfUser, output: out<Identity[]>() },
    get: { input: OneOfUser, output: out<Identity>() },
    create: { hostWrite: true, input: OfUser.extend({ [wrapper]: form } as Record<W, F>), output: out<Identity>(), invalidates },
    /** Sends the whole form: PATCH changes the fields given, and the forms give all of them. */
    update: { hostWrite: true, input: OneOfUser.extend({ [wrapper]: form } as Record<W, F>), output: out<Identity>(), invalidates },
    delete: { hostWrite: true, input: OneOfUser, output: out<Success>(), invalidates },
  } as const;
}
const identities = people('identity', IdentityForm);
const legalRepresentatives = people('legal_representative', LegalRepresentativeForm);
const businessOwners = people('business_owner', BusinessOwnerForm);

/** Whose files: an identity's (of any kind) or the user's business's. */
const IdentityFiles = OfIdentity.extend({ holder: z.literal('identity') });
const BusinessFiles = OfUser.extend({ holder: z.literal('business') });
export const AttachmentHolder = z.discriminatedUnion('holder', [IdentityFiles, BusinessFiles]);
export type AttachmentHolder = z.input<typeof AttachmentHolder>;
const AttachmentRef = z.discriminatedUnion('holder', [IdentityFiles.extend({ id: Id }), BusinessFiles.extend({ id: Id })]);
export type AttachmentRef = z.input<typeof AttachmentRef>;
export const AttachmentUpload = z.discriminatedUnion('holder', [
  IdentityFiles.extend({ type: IdentityDocumentType, number: DocumentNumber, attachment: IdentityAttachmentForm }),
  BusinessFiles.extend({ type: BusinessDocumentType, attachment: BusinessAttachmentForm }),
]);
export type AttachmentUpload = z.input<typeof AttachmentUpload>;
export type Attachment = IdentityAttachment | BusinessAttachment;
export type AttachmentContent = IdentityAttachmentContent | BusinessAttachmentContent;

export const channels = {
  /** The eight checks of the KYC, each with what is still missing. */
  'kyc.status': { input: OfUser, output: out<KycStatus>() },
  /** The investors with an order of that status in the project: a list to work down. */
  'kyc.reviewQueue': { input: z.object({ projectId: Id, status: OrderStatusFilter }), output: out<User[]>() },

  'kyc.identities.list': identities.list,
  'kyc.identities.get': identities.get,
  'kyc.identities.create': identities.create,
  'kyc.identities.update': identities.update,
  'kyc.identities.delete': identities.delete,
  'kyc.legalRepresentatives.list': legalRepresentatives.list,
  'kyc.legalRepresentatives.get': legalRepresentatives.get,
  'kyc.legalRepresentatives.create': legalRepresentatives.create,
  'kyc.legalRepresentatives.update': legalRepresentatives.update,
  'kyc.legalRepresentatives.delete': legalRepresentatives.delete,
  'kyc.businessOwners.list': businessOwners.list,
  'kyc.businessOwners.get': businessOwners.get,
  'kyc.businessOwners.create': businessOwners.create,
  'kyc.businessOwners.update': businessOwners.update,
  'kyc.businessOwners.delete': businessOwners.delete,

  /** An identity's one address (it comes with the identity, so there is no read). */
  'kyc.addresses.create': { hostWrite: true, input: OfIdentity.extend({ address: AddressForm }), output: out<Address>(), invalidates },
  'kyc.addresses.update': { hostWrite: true, input: OfIdentity.extend({ id: Id, address: AddressForm }), output: out<Address>(), invalidates },
  'kyc.identityTerms.list': { input: OfIdentity, output: out<IdentityTerm[]>() },
  /** Records that the identity accepted the identity terms. */
  'kyc.identityTerms.accept': { hostWrite: true, input: OfIdentity, output: out<IdentityTerm>(), invalidates },
  /** null when none was recorded. */
  'kyc.pepStatus.get': { input: OfIdentity, output: out<PepStatus | null>() },
  /** Replaces the PEP status (the API has no PATCH for it). */
  'kyc.pepStatus.set': { hostWrite: true, input: OfIdentity.extend({ pep_status: PepStatusForm }), output: out<PepStatus>(), invalidates },
  'kyc.verification.get': { input: OfIdentity, output: out<KycVerification | null>() },
  'kyc.verification.set': {
    hostWrite: true,
    input: OfIdentity.extend({ kyc_verification: KycVerificationForm }),
    output: out<KycVerification>(),
    invalidates,
  },
  /** The document the verification saw; there is none without a verification. */
  'kyc.identityDocument.get': { input: OfIdentity, output: out<IdentityDocument | null>() },
  'kyc.identityDocument.set': {
    hostWrite: true,
    input: OfIdentity.extend({ identity_document: IdentityDocumentForm }),
    output: out<IdentityDocument>(),
    invalidates,
  },
  /** Starts a session; `provider_id` and `redirect_url` come later: poll `get`. */
  'kyc.videoIdentifications.start': { hostWrite: true, input: OfIdentity, output: out<VideoIdentification>(), invalidates },
  'kyc.videoIdentifications.get': { input: OfIdentity.extend({ id: Id }), output: out<VideoIdentification>() },

  /** The business investor's business, or null before it is created. */
  'kyc.business.get': { input: OfUser, output: out<Business | null>() },
  'kyc.business.create': { hostWrite: true, input: OfUser.extend({ business: BusinessForm }), output: out<Business>(), invalidates },
  'kyc.business.update': { hostWrite: true, input: OneOfUser.extend({ business: BusinessForm }), output: out<Business>(), invalidates },
  'kyc.businessAddresses.create': {
    hostWrite: true,
    input: OfUser.extend({ businessId: Id, address: AddressForm }),
    output: out<Address>(),
    invalidates,
  },
  'kyc.businessAddresses.update': {
    hostWrite: true,
    input: OfUser.extend({ businessId: Id, id: Id, address: AddressForm }),
    output: out<Address>(),
    invalidates,
  },

  /** Metadata of the files; the content comes one file at a time. */
  'kyc.attachments.list': { input: AttachmentHolder, output: out<Attachment[]>() },
  /** A file the user dropped, as base64; at most 10 MiB, PDF, JPEG or PNG. */
  'kyc.attachments.upload': { hostWrite: true, input: AttachmentUpload, output: out<Attachment>(), invalidates },
  'kyc.attachments.content': { input: AttachmentRef, output: out<AttachmentContent>() },
  /** Asks where to save (native dialog), then writes the file there. */
  'kyc.attachments.save': { input: AttachmentRef, output: out<{ saved: false } | { saved: true; path: string }>() },

  /** The user's one bank account, or null. */
  'kyc.bankAccount.get': { input: OfUser, output: out<BankAccount | null>() },
  'kyc.bankAccount.create': { hostWrite: true, input: OfUser.extend({ bank_account: BankAccountForm }), output: out<BankAccount>(), invalidates },
  'kyc.bankAccount.update': { hostWrite: true, input: OneOfUser.extend({ bank_account: BankAccountForm }), output: out<BankAccount>(), invalidates },

  /** Every survey the user took, oldest first (the last of a name is the current answer). */
  'kyc.surveys.list': { input: OfUser, output: out<Survey[]>() },
  'kyc.surveys.create': { hostWrite: true, input: OfUser.extend({ survey: SurveyForm }), output: out<Survey>(), invalidates },
} as const;
