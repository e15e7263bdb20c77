// Every IPC channel and event, assembled from one file per area (contract/<area>.ts): a
// channel's name, its input schema, its output type and the reads a write makes stale; an
// event's name and its payload type. Pure: the renderer and the preload import it, so nothing
// here (or below) may touch Node or Electron.
import type { z } from 'zod';
import type { ErrorKind } from './wire/error-kinds';
import type { FieldMessages } from './wire/errors';
import * as audit from './contract/audit';
import * as config from './contract/config';
import * as custody from './contract/custody';
import * as distribution from './contract/distribution';
import * as investors from './contract/investors';
import * as kyc from './contract/kyc';
import * as ledgers from './contract/ledgers';
import * as payments from './contract/payments';
import * as preferences from './contract/preferences';
import * as profiles from './contract/profiles';
import * as projects from './contract/projects';
import * as screening from './contract/screening';
import * as shell from './contract/shell';
import * as statements from './contract/statements';
import * as updates from './contract/updates';
import * as users from './contract/users';
import { out } from './contract/common';

// The pure schemas the renderer needs besides wire/: it reaches them through this file only.
export { LANGUAGES, THEMES, type Preferences, Preferences as PreferencesSchema } from './domain/preferences';
export { SCREEN_AREAS, type ScreenArea } from './contract/screen-areas';
export {
  CLOCK_SKEW_WARNING_SECONDS,
  type ConnectionReport,
  type FieldImpact,
  type FieldSample,
  SAMPLE_READS,
  SIGNATURE_TRIAL_LIMIT,
  type SignatureTrial,
} from './domain/connection-check';
export {
  type ConnectionTest,
  Credentials,
  ENVIRONMENTS,
  type Environment,
  PROXY_MODES,
  type ProfileInfo,
  ProfileInput,
  ProxyCredentials,
} from './domain/profile';
export type { AuditBreak, AuditChange, AuditEntry, AuditValue, AuditVerdict } from './domain/audit';
export { DEMO_INVESTORS, type DemoCase, type DemoInvestor } from './domain/demo';
export { localDay } from './domain/days';
export type { InvestorMatch, InvestorSearch, OrderFigures, OrderInvestor, ReviewEntry, ReviewQueue } from './domain/investor-index';
export type { UpdateStatus } from './domain/update-status';
export {
  type Decision,
  type HitEntry,
  type HitPart,
  type HitState,
  type InvestorScreening,
  type ListChange,
  type ListInUse,
  type MoneyStops,
  NOT_SAME_REASONS,
  type NotSameReason,
  SUBJECT_ROLES,
  type ScreeningHit,
  type ScreeningQueue,
  type ScreeningRun,
  type ScreeningStanding,
  type ScreeningSubject,
  type SubjectRole,
  VERDICTS,
  type Verdict,
} from './domain/screening';
export {
  type ExpectedList,
  type ExportProgress,
  type ExportResult,
  type ListCheck,
  PREVIEW_ROWS,
  listVerdict,
  problemCount,
} from './domain/distribution-export';
export {
  type LocatedOrder,
  ORDER_PAGE_LIMIT,
  ORDER_SORTS,
  type OrderPage,
  type OrderQuery,
  type OrderScope,
  type OrderSearch,
  type OrderSort,
} from './domain/order-index';
export {
  type Balance,
  type DraftState,
  type OrderRef,
  type PaymentDraft,
  type PaymentEntryInput,
  balanceOf,
  mayBePayment,
  paidTotal,
} from './domain/payment-entry';
export {
  type CustodyLine,
  type DestroyPreview,
  type FundingDay,
  type InvestorLedger,
  type InvestorProjectLedger,
  type LedgerOrder,
  type LedgerTotals,
  type PaymentFilter,
  type PaymentPlace,
  type ProjectLedger,
  destroyPreview,
  filterPayments,
  fundingByDay,
  paymentDay,
  paymentsTotal,
  placeOf,
  volumeInView,
} from './domain/ledgers';
export type { LedgerExport } from './contract/ledgers';
export { type Attachment, type AttachmentContent, AttachmentHolder, type AttachmentRef, AttachmentUpload } from './contract/kyc';
export {
  type CsvMapping,
  type CsvPreset,
  type CsvToMap,
  type EnteredLineResult,
  type Proposal,
  type ProposalStatus,
  type StatementImport,
  readCsvAmount,
} from './domain/bank-statements';

/** Each area's channels; a handler factory per area answers them (src-main/ipc/handlers/<area>.ts). */
interface Areas {
  profiles: typeof profiles.channels;
  preferences: typeof preferences.channels;
  audit: typeof audit.channels;
  config: typeof config.channels;
  projects: typeof projects.channels;
  users: typeof users.channels;
  investors: typeof investors.channels;
  kyc: typeof kyc.channels;
  ledgers: typeof ledgers.channels;
  payments: typeof payments.channels;
  statements: typeof statements.channels;
  distribution: typeof distribution.channels;
  custody: typeof custody.channels;
  screening: typeof screening.channels;
  shell: typeof shell.channels;
  updates: typeof updates.channels;
}
export type Area = keyof Areas;
export type AreaChannel<A extends Area> = keyof Areas[A] & Channel;

export const contract = {
  ...profiles.channels,
  ...preferences.channels,
  ...audit.channels,
  ...config.channels,
  ...projects.channels,
  ...users.channels,
  ...investors.channels,
  ...kyc.channels,
  ...ledgers.channels,
  ...payments.channels,
  ...statements.channels,
  ...distribution.channels,
  ...custody.channels,
  ...screening.channels,
  ...shell.channels,
  ...updates.channels,
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

/**
 * Whether a channel changes something on the host (its contract entry says `hostWrite`): on a
 * read-only connection the main process refuses it and the screens show it as unavailable.
 */
export function writesHost(channel: Channel): boolean {
  const entry: { input: unknown; hostWrite?: true } = contract[channel];
  return entry.hostWrite === true;
}

/** The reads a successful write makes stale: query families to read again. */
export function invalidatedBy(channel: Channel): readonly Channel[] {
  // Typed so that a name in an `invalidates` list that is not a channel fails to compile.
  const entry: { input: unknown; invalidates?: readonly Channel[] } = contract[channel];
  return entry.invalidates ?? [];
}

export { EVENT_PREFIX, INVOKE_CHANNEL } from './contract/ipc-names';

/** Events the main process sends to the renderer: name -> payload. */
export const events = {
  /**
   * Reads made stale, by their query families (the channels whose answers changed): after a
   * write through any window (its contract's `invalidates`), or by the desk itself (the order
   * index's refresh, payment drafts, screening, the update channel). Every window hears it.
   */
  changed: out<{ families: readonly Channel[] }>(),
  ...profiles.events,
  ...payments.events,
  ...distribution.events,
  ...statements.events,
  ...screening.events,
} as const;
export type DeskEvent = keyof typeof events;
export type DeskEventPayload<E extends DeskEvent> = (typeof events)[E];
/** `emit(event)` for an event without payload, `emit(event, payload)` for one with. */
export type EventArgs<E extends DeskEvent> = DeskEventPayload<E> extends undefined ? [] : [payload: DeskEventPayload<E>];

export const EVENTS = Object.keys(events) as DeskEvent[];

export function isEvent(name: unknown): name is DeskEvent {
  return typeof name === 'string' && Object.hasOwn(events, name);
}

/** The names the preload knows, put in its bundle at build time (its `__DESK_NAMES__`). */
export function preloadDefines(): Record<string, string> {
  return { __DESK_NAMES__: JSON.stringify({ channels: CHANNELS, events: EVENTS }) };
}

/** An error as it crosses IPC: a kind to act on and words to show; no stack, no secret. */
export interface IpcError {
  kind: ErrorKind;
  message: string;
  /** The server's error code (e.g. `volume_limit_reached`), when it sent one. */
  code?: string;
  fields?: FieldMessages;
  /** True when `message` is the server's (or the network's) own words, not the desk's. */
  fromServer?: boolean;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** `window.desk`, as the preload (and the E2E harness) expose it. */
export interface DeskApi {
  invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<IpcResult<ChannelOutput<C>>>;
  on<E extends DeskEvent>(event: E, listener: (payload: DeskEventPayload<E>) => void): () => void;
}
