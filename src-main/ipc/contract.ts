// Every IPC channel: its name, its input schema and its output type. Pure: the renderer and
// the preload import it, so nothing here (or below) may touch Node or Electron.
import { z } from 'zod';
import type { DeskErrorKind } from '../errors';
import type { AuditEntry } from '../workflows/audit.schema';
import {
  type CsvMapping,
  type EnteredLineResult,
  StatementEnterInput,
  type StatementImport,
  StatementImportInput,
} from '../workflows/bank-statements/statement.schema';
import type { ExportResult, ListCheck } from '../workflows/distribution-export.schema';
import { type OrderPage, OrderQuery } from '../workflows/order-index.schema';
import { OrderRef, type PaymentDraft, PaymentEntryInput } from '../workflows/payment-entry.schema';
import {
  type CustodyAccount,
  type CustodyAccountHolder,
  type CustodyAsset,
  type CustodyBalance,
  type CustodyTransaction,
  CustodyTransactionForm,
} from '../wire/custody';
import type { Payout, PreparationStatus, Snapshot, UserPayout } from '../wire/distribution';
import { LANGUAGES, type Preferences, THEMES } from '../preferences.schema';
import { type ConnectionTest, Credentials, type ProfileInfo, ProfileInput } from '../profiles/profile.schema';
import { type BankAccount, BankAccountForm } from '../wire/bank-accounts';
import type { Success } from '../wire/common';
import type { ErrorKind, FieldMessages } from '../wire/errors';
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
import type { InvestmentTerm } from '../wire/investment-terms';
import { type Order, OrderForm, OrderStatusFilter } from '../wire/orders';
import type { Payment } from '../wire/payments';
import { type Project, ProjectForm, type ProjectStats } from '../wire/projects';
import { type Survey, SurveyForm } from '../wire/surveys';
import { type User, UserForm, UserUpdate } from '../wire/users';

// The pure schemas the renderer needs besides wire/: it reaches them through this file only.
export { LANGUAGES, THEMES, type Preferences } from '../preferences.schema';
export {
  type ConnectionTest,
  Credentials,
  ENVIRONMENTS,
  type Environment,
  type ProfileInfo,
  ProfileInput,
} from '../profiles/profile.schema';
export type { AuditEntry } from '../workflows/audit.schema';
export {
  type ExportProgress,
  type ExportResult,
  type ListCheck,
  PREVIEW_ROWS,
  problemCount,
} from '../workflows/distribution-export.schema';
export { ORDER_PAGE_LIMIT, ORDER_SORTS, type OrderPage, type OrderQuery, type OrderScope, type OrderSort } from '../workflows/order-index.schema';
export {
  type Balance,
  type DraftState,
  type OrderRef,
  type PaymentDraft,
  type PaymentEntryInput,
  balanceOf,
  paidTotal,
  samePayment,
} from '../workflows/payment-entry.schema';

const None = z.undefined();
const Id = z.string().trim().min(1).max(200);
const ById = z.object({ id: Id });
const ByProject = z.object({ projectId: Id });
const ByUser = z.object({ userId: Id });
const ByHolder = ByUser.extend({ holderId: Id });
const ByAccount = ByHolder.extend({ accountId: Id });

/** The output of a channel is a type only: `out<T>()` carries it without a runtime schema. */
const out = <T>() => undefined as unknown as T;

// ---- KYC: what a compliance officer reads and changes about one investor -------------------
const OfUser = z.object({ userId: Id });
const OfIdentity = OfUser.extend({ identityId: Id });
const OneOfUser = OfUser.extend({ id: Id });

/** Identities, legal representatives and business owners: the same four channels each. */
function people<F extends z.ZodType, W extends string>(wrapper: W, form: F) {
  return {
    list: { input: OfUser, output: out<Identity[]>() },
    create: { input: OfUser.extend({ [wrapper]: form } as Record<W, F>), output: out<Identity>() },
    /** Sends the whole form: PATCH changes the fields given, and the forms give all of them. */
    update: { input: OneOfUser.extend({ [wrapper]: form } as Record<W, F>), output: out<Identity>() },
    delete: { input: OneOfUser, output: out<Success>() },
  };
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

export const contract = {
  'profiles.list': { input: None, output: out<ProfileInfo[]>() },
  'profiles.active': { input: None, output: out<ProfileInfo>() },
  'profiles.create': {
    input: z.object({ profile: ProfileInput, credentials: Credentials.optional() }),
    output: out<ProfileInfo>(),
  },
  'profiles.update': { input: z.object({ id: Id, profile: ProfileInput }), output: out<ProfileInfo>() },
  /** Sets or replaces key and secret. There is no channel that reads them back. */
  'profiles.setCredentials': { input: z.object({ id: Id, credentials: Credentials }), output: out<ProfileInfo>() },
  'profiles.delete': { input: ById, output: out<Success>() },
  'profiles.activate': { input: ById, output: out<ProfileInfo>() },
  'profiles.test': { input: ById, output: out<ConnectionTest>() },

  'preferences.get': { input: None, output: out<Preferences>() },
  'preferences.set': {
    input: z.object({ language: z.enum(LANGUAGES).optional(), theme: z.enum(THEMES).optional() }),
    output: out<Preferences>(),
  },

  'audit.list': { input: z.object({ limit: z.number().int().min(1).max(100_000).optional() }), output: out<AuditEntry[]>() },
  /** Asks where to save (native dialog), then writes the CSV. */
  'audit.export': { input: None, output: out<{ saved: false } | { saved: true; path: string; entries: number }>() },

  'projects.list': { input: None, output: out<Project[]>() },
  'projects.get': { input: ById, output: out<Project>() },
  'projects.stats': { input: z.object({ id: Id, status: OrderStatusFilter.optional() }), output: out<ProjectStats>() },
  'projects.create': { input: z.object({ project: ProjectForm }), output: out<Project>() },
  'projects.update': { input: z.object({ id: Id, project: ProjectForm }), output: out<Project>() },
  'projects.delete': { input: ById, output: out<Success>() },

  'users.findByEmail': { input: z.object({ email: z.string().trim().min(1).max(254) }), output: out<User>() },
  'users.get': { input: ById, output: out<User>() },
  'users.create': { input: z.object({ user: UserForm }), output: out<User>() },
  'users.update': { input: z.object({ id: Id, user: UserUpdate }), output: out<User>() },
  'users.delete': { input: ById, output: out<Success>() },
  'users.projects': { input: ById, output: out<Project[]>() },

  /** The eight checks of the KYC, each with what is still missing. */
  'kyc.status': { input: OfUser, output: out<KycStatus>() },
  /** The investors with an order of that status in the project: a list to work down. */
  'kyc.reviewQueue': { input: z.object({ projectId: Id, status: OrderStatusFilter }), output: out<User[]>() },

  'kyc.identities.list': identities.list,
  'kyc.identities.create': identities.create,
  'kyc.identities.update': identities.update,
  'kyc.identities.delete': identities.delete,
  'kyc.legalRepresentatives.list': legalRepresentatives.list,
  'kyc.legalRepresentatives.create': legalRepresentatives.create,
  'kyc.legalRepresentatives.update': legalRepresentatives.update,
  'kyc.legalRepresentatives.delete': legalRepresentatives.delete,
  'kyc.businessOwners.list': businessOwners.list,
  'kyc.businessOwners.create': businessOwners.create,
  'kyc.businessOwners.update': businessOwners.update,
  'kyc.businessOwners.delete': businessOwners.delete,

  /** An identity's one address (it comes with the identity, so there is no read). */
  'kyc.addresses.create': { input: OfIdentity.extend({ address: AddressForm }), output: out<Address>() },
  'kyc.addresses.update': { input: OfIdentity.extend({ id: Id, address: AddressForm }), output: out<Address>() },
  'kyc.identityTerms.list': { input: OfIdentity, output: out<IdentityTerm[]>() },
  /** Records that the identity accepted the identity terms. */
  'kyc.identityTerms.accept': { input: OfIdentity, output: out<IdentityTerm>() },
  /** null when none was recorded. */
  'kyc.pepStatus.get': { input: OfIdentity, output: out<PepStatus | null>() },
  /** Replaces the PEP status (the API has no PATCH for it). */
  'kyc.pepStatus.set': { input: OfIdentity.extend({ pep_status: PepStatusForm }), output: out<PepStatus>() },
  'kyc.verification.get': { input: OfIdentity, output: out<KycVerification | null>() },
  'kyc.verification.set': { input: OfIdentity.extend({ kyc_verification: KycVerificationForm }), output: out<KycVerification>() },
  /** The document the verification saw; there is none without a verification. */
  'kyc.identityDocument.get': { input: OfIdentity, output: out<IdentityDocument | null>() },
  'kyc.identityDocument.set': {
    input: OfIdentity.extend({ identity_document: IdentityDocumentForm }),
    output: out<IdentityDocument>(),
  },
  /** Starts a session; `provider_id` and `redirect_url` come later: poll `get`. */
  'kyc.videoIdentifications.start': { input: OfIdentity, output: out<VideoIdentification>() },
  'kyc.videoIdentifications.get': { input: OfIdentity.extend({ id: Id }), output: out<VideoIdentification>() },

  /** The business investor's business, or null before it is created. */
  'kyc.business.get': { input: OfUser, output: out<Business | null>() },
  'kyc.business.create': { input: OfUser.extend({ business: BusinessForm }), output: out<Business>() },
  'kyc.business.update': { input: OneOfUser.extend({ business: BusinessForm }), output: out<Business>() },
  'kyc.businessAddresses.create': { input: OfUser.extend({ businessId: Id, address: AddressForm }), output: out<Address>() },
  'kyc.businessAddresses.update': {
    input: OfUser.extend({ businessId: Id, id: Id, address: AddressForm }),
    output: out<Address>(),
  },

  /** Metadata of the files; the content comes one file at a time. */
  'kyc.attachments.list': { input: AttachmentHolder, output: out<Attachment[]>() },
  /** A file the user dropped, as base64; at most 10 MiB, PDF, JPEG or PNG. */
  'kyc.attachments.upload': { input: AttachmentUpload, output: out<Attachment>() },
  'kyc.attachments.content': { input: AttachmentRef, output: out<AttachmentContent>() },
  /** Asks where to save (native dialog), then writes the file there. */
  'kyc.attachments.save': { input: AttachmentRef, output: out<{ saved: false } | { saved: true; path: string }>() },

  /** The user's one bank account, or null. */
  'kyc.bankAccount.get': { input: OfUser, output: out<BankAccount | null>() },
  'kyc.bankAccount.create': { input: OfUser.extend({ bank_account: BankAccountForm }), output: out<BankAccount>() },
  'kyc.bankAccount.update': { input: OneOfUser.extend({ bank_account: BankAccountForm }), output: out<BankAccount>() },

  /** Every survey the user took, oldest first (the last of a name is the current answer). */
  'kyc.surveys.list': { input: OfUser, output: out<Survey[]>() },
  'kyc.surveys.create': { input: OfUser.extend({ survey: SurveyForm }), output: out<Survey>() },

  // Payments area: orders, their payments, and payment drafts (workflows/payment-entry.ts).
  /** The order with this code as the host has it now; `not_found` when none has it. */
  'orders.findByCode': { input: z.object({ code: z.string().trim().min(1).max(64) }), output: out<Order>() },
  /** A page of orders, filtered and sorted in the main process (workflows/order-index.ts). */
  'orders.browse': { input: OrderQuery, output: out<OrderPage>() },
  'orders.create': { input: z.object({ userId: Id, projectId: Id, order: OrderForm }), output: out<Order>() },
  'orders.cancel': { input: OrderRef, output: out<Order>() },
  'investmentTerms.accept': { input: z.object({ userId: Id, projectId: Id }), output: out<InvestmentTerm>() },
  'payments.list': { input: OrderRef, output: out<Payment[]>() },
  /** Written to disk, then sent once; the same `draftId` again never sends a second payment. */
  'payments.enter': { input: PaymentEntryInput, output: out<PaymentDraft>() },
  /** The active connection's drafts that are not done. */
  'payments.drafts': { input: None, output: out<PaymentDraft[]>() },
  /** Looks for the draft's payment on the order, and sends it only if it is not there. */
  'payments.retry': { input: z.object({ draftId: Id }), output: out<PaymentDraft>() },
  'payments.discard': { input: z.object({ draftId: Id }), output: out<Success>() },
  'payments.delete': { input: OrderRef.extend({ id: Id }), output: out<Payment>() },
  /** `DELETE /users/{id}/destroy_payments`: every payment of the investor, in every project. */
  'payments.destroyForUser': { input: z.object({ userId: Id }), output: out<Success>() },

  /** The preparation's state; `prepare` starts it and the app follows it to the end. */
  'distribution.status': { input: ByProject, output: out<PreparationStatus>() },
  'distribution.prepare': { input: ByProject, output: out<PreparationStatus>() },
  /** Asks where to save (native dialog), streams the list there, then checks the saved file. */
  'distribution.export': { input: ByProject, output: out<{ saved: false } | ({ saved: true } & ExportResult)>() },
  'distribution.cancelExport': { input: ByProject, output: out<{ cancelled: boolean }>() },
  /** Asks for a CSV file (native dialog) and checks it as an exported list is checked. */
  'distribution.checkFile': { input: None, output: out<{ opened: false } | { opened: true; path: string; check: ListCheck }>() },

  /** CSV column mappings shipped with the desk, each named after the bank export it reads. */
  'statements.presets': { input: None, output: out<CsvMapping[]>() },
  /** Opens a statement file the user chooses and proposes, line by line, the order it pays. */
  'statements.import': { input: StatementImportInput, output: out<{ opened: false } | ({ opened: true } & StatementImport)>() },
  /** Enters the accepted lines of an import one at a time through the payment entry; progress as events. */
  'statements.enter': { input: StatementEnterInput, output: out<EnteredLineResult[]>() },
  /** Stops an entering under way before its next line. */
  'statements.pause': { input: z.object({ importId: z.uuid() }), output: out<{ paused: boolean }>() },
  /** Saves the import's lines, their status and how their entering ended, as CSV. */
  'statements.saveSummary': { input: z.object({ importId: z.uuid() }), output: out<{ saved: false } | { saved: true; path: string; lines: number }>() },
  'distribution.snapshots': { input: ByProject, output: out<Snapshot[]>() },
  'distribution.payouts': { input: ByProject, output: out<Payout[]>() },
  'distribution.userPayouts': { input: z.object({ payoutId: Id }), output: out<UserPayout[]>() },

  'custody.assets': { input: None, output: out<CustodyAsset[]>() },
  'custody.holders': { input: ByUser, output: out<CustodyAccountHolder[]>() },
  'custody.createHolder': { input: ByUser, output: out<CustodyAccountHolder>() },
  'custody.accounts': { input: ByHolder, output: out<CustodyAccount[]>() },
  'custody.createAccount': { input: ByHolder.extend({ assetId: Id }), output: out<CustodyAccount>() },
  'custody.balances': { input: ByHolder, output: out<CustodyBalance[]>() },
  /** What a withdrawal from the account may take, and what it costs. */
  'custody.withdrawal': {
    input: ByAccount,
    output: out<{ withdrawableBalance: string; estimatedFee: string }>(),
  },
  'custody.transactions': {
    input: ByAccount.extend({
      order: z.enum(['asc', 'desc']),
      limit: z.number().int().min(1).max(1000),
      cursor: z.number().int().min(0).optional(),
    }),
    output: out<CustodyTransaction[]>(),
  },
  /** Safe to send again after a lost answer: the same idem_key answers the first withdrawal. */
  'custody.withdraw': { input: ByAccount.extend({ withdrawal: CustodyTransactionForm }), output: out<CustodyTransaction>() },

  /** Opens an https page (or the sandbox's own video page) in the system browser, after the user confirms. */
  'shell.openExternal': { input: z.object({ url: z.string().max(2000) }), output: out<{ opened: boolean }>() },
} as const;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type ChannelInput<C extends Channel> = z.input<Contract[C]['input']>;
export type ParsedInput<C extends Channel> = z.output<Contract[C]['input']>;
export type ChannelOutput<C extends Channel> = Contract[C]['output'];

export const CHANNELS = Object.keys(contract) as Channel[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

/** The one Electron IPC channel every invoke travels on, and the prefix of event channels. */
export const INVOKE_CHANNEL = 'desk:invoke';
export const EVENT_PREFIX = 'desk:event:';

/** Events the main process sends to the renderer. */
export const EVENTS = [
  'profiles.changed',
  'distribution.exportProgress',
  'distribution.preparationFinished',
  'orders.changed',
  'payments.draftsChanged',
  'statements.enterProgress',
] as const;
export type DeskEvent = (typeof EVENTS)[number];

export function isEvent(name: unknown): name is DeskEvent {
  return typeof name === 'string' && (EVENTS as readonly string[]).includes(name);
}

/** An error as it crosses IPC: a kind to act on and words to show; no stack, no secret. */
export interface IpcError {
  kind: ErrorKind | DeskErrorKind | 'internal';
  message: string;
  /** The server's error code (e.g. `volume_limit_reached`), when it sent one. */
  code?: string;
  fields?: FieldMessages;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** `window.desk`, as the preload (and the E2E harness) expose it. */
export interface DeskApi {
  invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<IpcResult<ChannelOutput<C>>>;
  on(event: DeskEvent, listener: (payload: unknown) => void): () => void;
}
