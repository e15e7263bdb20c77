// The connection profiles the app holds: the built-in sandbox plus the stored ones, the
// active one, and a signed client per profile whose key and secret come from the keychain.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ApiError, type OfferingClient, createClient } from '../client';
import { DeskError } from '../errors';
import { fieldMessages } from '../wire/errors';
import {
  type ConnectionTest,
  Credentials,
  type ProfileInfo,
  type ProfileInput,
  ProfileInput as ProfileInputSchema,
} from './profile.schema';
import type { Keychain } from './keychain';
import { ProfileStore, type StoredProfile } from './store';

export const SANDBOX_PROFILE_ID = 'sandbox';

/** Parses like the IPC router does, for callers that come another way. */
function valid<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new DeskError('validation', 'Please check the highlighted fields.', fieldMessages(result.error, input));
  }
  return result.data;
}

export interface BuiltinSandbox {
  baseUrl: string;
  key: string;
  secret: string;
}

/** Minutes between the host's clock and ours that make a UTC-date signature fail near midnight. */
const CLOCK_SKEW_WARNING_MINUTES = 3;

/** Shown for the built-in sandbox before its first start: the port is chosen when it starts. */
const SANDBOX_NOT_STARTED_URL = 'http://127.0.0.1/api/v1';

export interface ConnectionsOptions {
  file: string;
  keychain: Keychain;
  /** Where the built-in sandbox listens; asked only when its client is needed (it may start it). */
  sandbox: () => Promise<BuiltinSandbox>;
  /** Whether the built-in sandbox is starting right now (the frame says so). */
  sandboxOpening?: () => boolean;
  onNotice: (message: string) => void;
  now?: () => Date;
}

export class Connections {
  readonly #store: ProfileStore;
  readonly #keychain: Keychain;
  readonly #sandbox: () => Promise<BuiltinSandbox>;
  readonly #sandboxOpening: () => boolean;
  #sandboxUrl = SANDBOX_NOT_STARTED_URL;
  readonly #now: () => Date;
  readonly #clients = new Map<string, OfferingClient>();

  private constructor(store: ProfileStore, options: ConnectionsOptions) {
    this.#store = store;
    this.#keychain = options.keychain;
    this.#sandbox = options.sandbox;
    this.#sandboxOpening = options.sandboxOpening ?? (() => false);
    this.#now = options.now ?? (() => new Date());
  }

  static async open(options: ConnectionsOptions): Promise<Connections> {
    return new Connections(await ProfileStore.open(options.file, SANDBOX_PROFILE_ID, options.onNotice), options);
  }

  async list(): Promise<ProfileInfo[]> {
    const stored = await Promise.all(this.#store.list().map((p) => this.#info(p)));
    return [this.#sandboxInfo(), ...stored];
  }

  async active(): Promise<ProfileInfo> {
    const id = this.#store.activeProfileId;
    if (id === SANDBOX_PROFILE_ID) return this.#sandboxInfo();
    try {
      return await this.#info(this.#store.get(id));
    } catch (error) {
      // The active profile vanished from the file: fall back to the sandbox.
      if (error instanceof DeskError && error.kind === 'not_found') return this.#sandboxInfo();
      throw error;
    }
  }

  async activate(id: string): Promise<ProfileInfo> {
    if (id !== SANDBOX_PROFILE_ID) this.#store.get(id);
    await this.#store.setActive(id);
    return this.active();
  }

  /** Stores the key and secret first: if the keychain refuses, no profile is created. */
  async create(input: ProfileInput, credentials?: Credentials): Promise<ProfileInfo> {
    const profile = valid(ProfileInputSchema, input);
    const id = randomUUID();
    if (credentials) await this.#keychain.set(id, JSON.stringify(valid(Credentials, credentials)));
    try {
      const stored = await this.#store.add(profile, id);
      return await this.#info(stored);
    } catch (error) {
      if (credentials) await this.#keychain.delete(id).catch(() => false);
      throw error;
    }
  }

  async update(id: string, input: ProfileInput): Promise<ProfileInfo> {
    this.#refuseBuiltIn(id);
    // A form that does not show the currency keeps it.
    const stored = await this.#store.update(id, valid(ProfileInputSchema, { currency: this.#store.get(id).currency, ...input }));
    await this.#forget(id);
    return this.#info(stored);
  }

  /** Sets or replaces the key and secret; they can never be read back through the app. */
  async setCredentials(id: string, credentials: Credentials): Promise<ProfileInfo> {
    this.#refuseBuiltIn(id);
    const profile = this.#store.get(id);
    await this.#keychain.set(id, JSON.stringify(valid(Credentials, credentials)));
    await this.#forget(id);
    return this.#info(profile);
  }

  async remove(id: string): Promise<void> {
    this.#refuseBuiltIn(id);
    this.#store.get(id);
    await this.#keychain.delete(id);
    await this.#store.remove(id, SANDBOX_PROFILE_ID);
    await this.#forget(id);
  }

  /** The signed client of the active profile. */
  async client(): Promise<{ profile: ProfileInfo; client: OfferingClient }> {
    const profile = await this.active();
    return { profile, client: await this.#clientFor(profile.id) };
  }

  /** `GET /config` with the profile's credentials; failures come back as values to show. */
  async test(id: string): Promise<ConnectionTest> {
    try {
      const client = await this.#clientFor(id);
      const [config] = await client.config.get();
      if (!config) return { ok: false, kind: 'invalid_response', message: 'The host answered an empty configuration.' };
      return { ok: true, timezone: config.timezone, supportedCountries: config.supported_countries };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, kind: error.kind, message: error.message, ...this.#skew(error) };
      if (error instanceof DeskError) return { ok: false, kind: error.kind, message: error.message };
      throw error;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.#clients.values()].map((c) => c.close()));
    this.#clients.clear();
  }

  #skew(error: ApiError): { clockSkewMinutes?: number } {
    if (error.kind !== 'unauthorized' || !error.serverDate) return {};
    const minutes = Math.round((this.#now().getTime() - Date.parse(error.serverDate)) / 60_000);
    return Math.abs(minutes) >= CLOCK_SKEW_WARNING_MINUTES ? { clockSkewMinutes: minutes } : {};
  }

  async #clientFor(id: string): Promise<OfferingClient> {
    if (id === SANDBOX_PROFILE_ID) return this.#sandboxClient();
    const cached = this.#clients.get(id);
    if (cached) return cached;
    const client = await this.#storedClient(this.#store.get(id));
    this.#clients.set(id, client);
    return client;
  }

  /** Asks for the sandbox on every call: it may have been stopped, and come back elsewhere. */
  async #sandboxClient(): Promise<OfferingClient> {
    const sandbox = await this.#sandbox();
    this.#sandboxUrl = sandbox.baseUrl;
    const cached = this.#clients.get(SANDBOX_PROFILE_ID);
    if (cached?.baseUrl === sandbox.baseUrl) return cached;
    const client = createClient({ ...sandbox, now: this.#now });
    this.#clients.set(SANDBOX_PROFILE_ID, client);
    await cached?.close();
    return client;
  }

  async #storedClient(profile: StoredProfile): Promise<OfferingClient> {
    const credentials = await this.#credentials(profile.id);
    if (!credentials) {
      throw new DeskError('missing_credentials', `The profile "${profile.name}" has no key and secret yet.`);
    }
    return createClient({
      baseUrl: profile.baseUrl,
      ...credentials,
      signature: { prefix: profile.signaturePrefix, keys: profile.signatureKeys },
      now: this.#now,
    });
  }

  async #credentials(id: string): Promise<Credentials | undefined> {
    const text = await this.#keychain.get(id);
    if (text === null) return undefined;
    const parsed = Credentials.safeParse(safeJson(text));
    return parsed.success ? parsed.data : undefined;
  }

  async #forget(id: string): Promise<void> {
    await this.#clients.get(id)?.close();
    this.#clients.delete(id);
  }

  #refuseBuiltIn(id: string): void {
    if (id === SANDBOX_PROFILE_ID) throw new DeskError('bad_request', 'The built-in sandbox profile cannot be changed.');
  }

  #sandboxInfo(): ProfileInfo {
    return {
      id: SANDBOX_PROFILE_ID,
      name: 'Sandbox',
      baseUrl: this.#sandboxUrl,
      environment: 'sandbox',
      signaturePrefix: 'service',
      signatureKeys: 'raw',
      currency: 'EUR',
      builtIn: true,
      active: this.#store.activeProfileId === SANDBOX_PROFILE_ID,
      hasCredentials: true,
      opening: this.#sandboxOpening(),
    };
  }

  async #info(profile: StoredProfile): Promise<ProfileInfo> {
    return {
      ...profile,
      builtIn: false,
      active: this.#store.activeProfileId === profile.id,
      hasCredentials: (await this.#credentials(profile.id)) !== undefined,
    };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
