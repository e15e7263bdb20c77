// Every IPC channel: its name, its input schema and its output type. Pure: the renderer and
// the preload import it, so nothing here (or below) may touch Node or Electron.
import { z } from 'zod';
import type { DeskErrorKind } from '../errors';
import type { AuditEntry } from '../workflows/audit.schema';
import { type OrderPage, OrderQuery } from '../workflows/order-index.schema';
import { OrderRef, type PaymentDraft, PaymentEntryInput } from '../workflows/payment-entry.schema';
import { LANGUAGES, type Preferences, THEMES } from '../preferences.schema';
import { type ConnectionTest, Credentials, type ProfileInfo, ProfileInput } from '../profiles/profile.schema';
import type { Success } from '../wire/common';
import type { ErrorKind, FieldMessages } from '../wire/errors';
import type { InvestmentTerm } from '../wire/investment-terms';
import { type Order, OrderForm, OrderStatusFilter } from '../wire/orders';
import type { Payment } from '../wire/payments';
import { type Project, ProjectForm, type ProjectStats } from '../wire/projects';
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

/** The output of a channel is a type only: `out<T>()` carries it without a runtime schema. */
const out = <T>() => undefined as unknown as T;

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
export const EVENTS = ['profiles.changed', 'orders.changed', 'payments.draftsChanged'] as const;
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
