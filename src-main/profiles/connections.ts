// The connection profiles the app holds: the built-in sandbox plus the stored ones, the
// active one, and a signed client per profile whose key and secret come from the keychain.
// A key is bound to the origin it was entered for and to the route it was entered over (the
// proxy and the CA file's contents): it never signs for another, and changing either deletes
// it. Every change to a stored profile is audited.
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { ApiError, type OfferingClient, createClient } from '../client';
import { type NetworkOptions, type ProxyRoute, environmentHasProxy, pemCertificates, routeFromPac } from '../client/network';
import { Transport, type TransportOptions } from '../client/transport';
import { DeskError } from '../../src-shared/errors';
import { fieldMessages } from '../../src-shared/wire/errors';
import { type Actor, type AuditLog, audited, recordRefusal } from '../workflows/audit';
import {
  type ConnectionTest,
  Credentials,
  type ProfileInfo,
  type ProfileInput,
  ProfileInput as ProfileInputSchema,
  ProxyCredentials,
} from '../../src-shared/domain/profile';
import { checkConnection, trialCandidates, trySignatures } from './connection-check';
import type { ConnectionReport, SignatureTrial } from '../../src-shared/domain/connection-check';
import type { Keychain } from '../keychain';
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

/**
 * What the keychain holds per stored profile: the key, the secret, the origin they are for
 * and the route they were entered over (`routeBinding`).
 */
const StoredCredentials = Credentials.extend({ origin: z.string(), route: z.string() });
type StoredCredentials = z.infer<typeof StoredCredentials>;
/** The proxy's user name and password, and the proxy (origin) they were entered for. */
const StoredProxyCredentials = ProxyCredentials.extend({ proxy: z.string() });
const proxyAccount = (id: string) => `${id}:proxy`;

/** Scheme, host and port: what a key is bound to (a base URL's path may change freely). */
export function originOf(baseUrl: string): string {
  return new URL(baseUrl).origin;
}

/**
 * The proxy and the CA file a key was entered over, as a hash. A proxy that intercepts TLS
 * with a CA the connection trusts reads everything sent: so another proxy, another CA file
 * or the same file with other contents is another route, and the key does not follow.
 */
function routeBinding(profile: Pick<StoredProfile, 'proxyMode' | 'proxyUrl' | 'caFile'>, caText: string | undefined): string {
  const ca = caText === undefined ? '' : createHash('sha256').update(caText).digest('hex');
  const route = [profile.proxyMode, profile.proxyMode === 'manual' ? (profile.proxyUrl ?? '') : '', profile.caFile ?? '', ca];
  return createHash('sha256').update(JSON.stringify(route)).digest('hex');
}

/** The route's binding and the CA file's certificates, from one read of the file. */
async function routeOf(profile: Pick<StoredProfile, 'proxyMode' | 'proxyUrl' | 'caFile'>): Promise<{ binding: string; ca?: string[] }> {
  if (!profile.caFile) return { binding: routeBinding(profile, undefined) };
  const text = await readCaFile(profile.caFile);
  return { binding: routeBinding(profile, text), ca: pemCertificates(text) };
}

/** How a route is named in the audit log and the production dialog. */
function describeRoute(profile: Pick<StoredProfile, 'proxyMode' | 'proxyUrl'>): string {
  return profile.proxyMode === 'manual' ? `manual ${profile.proxyUrl ?? ''}` : profile.proxyMode;
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
  /** Where changes to profiles and refused signatures are recorded (the desk's audit log). */
  audit?: AuditLog;
  now?: () => Date;
  /** The system's proxy for a URL, in PAC form (`PROXY host:port; DIRECT`): the desktop's settings. */
  resolveProxy?: (url: string) => Promise<string>;
  /** Where `HTTPS_PROXY`/`NO_PROXY` are read; default `process.env`. */
  env?: NodeJS.ProcessEnv;
}

export class Connections {
  readonly #store: ProfileStore;
  readonly #keychain: Keychain;
  readonly #sandbox: () => Promise<BuiltinSandbox>;
  readonly #sandboxOpening: () => boolean;
  #sandboxUrl = SANDBOX_NOT_STARTED_URL;
  readonly #now: () => Date;
  readonly #audit: AuditLog | undefined;
  readonly #clients = new Map<string, OfferingClient>();
  /** The route binding each stored profile's client was made on. */
  readonly #bound = new Map<string, string>();
  readonly #resolveProxy: ConnectionsOptions['resolveProxy'];
  readonly #env: NodeJS.ProcessEnv;

  private constructor(store: ProfileStore, options: ConnectionsOptions) {
    this.#resolveProxy = options.resolveProxy;
    this.#env = options.env ?? process.env;
    this.#store = store;
    this.#keychain = options.keychain;
    this.#sandbox = options.sandbox;
    this.#sandboxOpening = options.sandboxOpening ?? (() => false);
    this.#now = options.now ?? (() => new Date());
    this.#audit = options.audit;
  }

  static async open(options: ConnectionsOptions): Promise<Connections> {
    return new Connections(await ProfileStore.open(options.file, SANDBOX_PROFILE_ID, options.onNotice), options);
  }

  async list(): Promise<ProfileInfo[]> {
    const stored = await Promise.all(this.#store.list().map((p) => this.#info(p)));
    return [this.#sandboxInfo(), ...stored];
  }

  async active(): Promise<ProfileInfo> {
    const stored = this.#activeStored();
    return stored ? this.#info(stored) : this.#sandboxInfo();
  }

  /**
   * The active profile as a call sends with it, from the profiles file alone: no keychain
   * round trip on every call (the call's client was made with the key and secret).
   */
  calling(): CallingProfile {
    const stored = this.#activeStored();
    return stored ? { ...stored, builtIn: false, active: true } : this.#sandboxInfo();
  }

  /** The active stored profile; undefined for the built-in sandbox. */
  #activeStored(): StoredProfile | undefined {
    const id = this.#store.activeProfileId;
    if (id === SANDBOX_PROFILE_ID) return undefined;
    try {
      return this.#store.get(id);
    } catch (error) {
      // The active profile vanished from the file: fall back to the sandbox.
      if (error instanceof DeskError && error.kind === 'not_found') return undefined;
      throw error;
    }
  }

  /** The profile `id` as stored (the built-in sandbox: as shown); not_found if there is none. */
  async get(id: string): Promise<ProfileInfo> {
    return id === SANDBOX_PROFILE_ID ? this.#sandboxInfo() : this.#info(this.#store.get(id));
  }

  async activate(id: string): Promise<ProfileInfo> {
    const profile = await this.get(id);
    return this.#audited(profile, 'profiles.activate', {}, async () => {
      await this.#store.setActive(id);
      return this.active();
    });
  }

  /** Stores the key and secret first: if the keychain refuses, no profile is created. */
  async create(input: ProfileInput, credentials?: Credentials): Promise<ProfileInfo> {
    const profile = valid(ProfileInputSchema, input);
    await checkNetwork(profile);
    const keys = credentials && valid(Credentials, credentials);
    const id = randomUUID();
    const targets = { baseUrl: profile.baseUrl, environment: profile.environment, credentials: keys ? 'set' : 'none' };
    return this.#audited({ id, name: profile.name }, 'profiles.create', targets, async () => {
      if (keys) await this.#storeCredentials(id, profile, keys);
      try {
        return await this.#info(await this.#store.add(profile, id));
      } catch (error) {
        if (keys) await this.#keychain.delete(id).catch(() => false);
        throw error;
      }
    });
  }

  /**
   * Moving a profile to another origin or route (proxy, CA file or its contents) deletes its
   * key and secret first (the user enters them again): a key never follows its host, nor goes
   * out through another proxy. Otherwise they stay.
   */
  async update(id: string, input: ProfileInput): Promise<ProfileInfo> {
    this.#refuseBuiltIn(id);
    const before = this.#store.get(id);
    // A form that does not show the currency keeps it.
    const profile = valid(ProfileInputSchema, { currency: before.currency, ...input });
    await checkNetwork(profile);
    const stored = await this.#credentials(id);
    const rerouted = stored !== undefined && stored.route !== (await routeOf(profile)).binding;
    const moved = originOf(before.baseUrl) !== originOf(profile.baseUrl) || rerouted;
    // Like the key, a proxy's password never follows it to another proxy.
    const proxyMoved = (before.proxyUrl ?? '') !== (profile.proxyUrl ?? '');
    const targets = {
      baseUrl: profile.baseUrl,
      environment: profile.environment,
      proxy: describeRoute(profile),
      caFile: profile.caFile ?? '',
      credentials: moved ? 'deleted' : 'kept',
    };
    return this.#audited(before, 'profiles.update', targets, async () => {
      if (moved) await this.#keychain.delete(id);
      if (proxyMoved) await this.#keychain.delete(proxyAccount(id));
      await this.#forget(id);
      return this.#info(await this.#store.update(id, profile));
    });
  }

  /** Sets or replaces the key and secret; they can never be read back through the app. */
  async setCredentials(id: string, credentials: Credentials): Promise<ProfileInfo> {
    this.#refuseBuiltIn(id);
    const profile = this.#store.get(id);
    const keys = valid(Credentials, credentials);
    return this.#audited(profile, 'profiles.setCredentials', { origin: originOf(profile.baseUrl) }, async () => {
      await this.#storeCredentials(id, profile, keys);
      await this.#forget(id);
      return this.#info(profile);
    });
  }

  /** The manual proxy's user name and password; like the key, never read back through the app. */
  async setProxyCredentials(id: string, credentials: ProxyCredentials): Promise<ProfileInfo> {
    this.#refuseBuiltIn(id);
    const profile = this.#store.get(id);
    const proxy = profile.proxyUrl;
    if (profile.proxyMode !== 'manual' || !proxy) {
      throw new DeskError('bad_request', `The profile "${profile.name}" has no proxy set by hand.`);
    }
    const stored = { ...valid(ProxyCredentials, credentials), proxy };
    return this.#audited(profile, 'profiles.setProxyCredentials', { proxy }, async () => {
      await this.#keychain.set(proxyAccount(id), JSON.stringify(stored));
      await this.#forget(id);
      return this.#info(profile);
    });
  }

  /** Marks a profile read-only (only reads are sent) or lifts the mark. */
  async setReadOnly(id: string, readOnly: boolean): Promise<ProfileInfo> {
    this.#refuseBuiltIn(id);
    const profile = this.#store.get(id);
    return this.#audited(profile, 'profiles.setReadOnly', { readOnly: String(readOnly) }, async () => {
      await this.#forget(id);
      return this.#info(await this.#store.setReadOnly(id, readOnly));
    });
  }

  async remove(id: string): Promise<void> {
    this.#refuseBuiltIn(id);
    const profile = this.#store.get(id);
    await this.#audited(profile, 'profiles.delete', { baseUrl: profile.baseUrl }, async () => {
      await this.#keychain.delete(id);
      await this.#keychain.delete(proxyAccount(id));
      await this.#store.remove(id, SANDBOX_PROFILE_ID);
      await this.#forget(id);
    });
  }

  /** The signed client of the active profile. */
  async client(): Promise<{ profile: CallingProfile; client: OfferingClient }> {
    const profile = this.calling();
    return { profile, client: await this.#clientFor(profile.id) };
  }

  /** How the active connection reaches the network (its proxy and company CA): for downloads beside its host. */
  async network(): Promise<NetworkOptions> {
    const profile = this.calling();
    if (profile.id === SANDBOX_PROFILE_ID) return {};
    const stored = this.#store.get(profile.id);
    return { route: await this.#route(stored), ca: (await routeOf(stored)).ca };
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

  /** The connection check's report (reads only); a profile without key and secret is checked up to the signature. */
  async check(id: string): Promise<ConnectionReport> {
    let transport: Transport | undefined;
    let refused: DeskError | undefined;
    try {
      // First: for the built-in sandbox this starts it, so the profile shows where it listens.
      transport = new Transport({ ...(await this.#transportOptions(id)), maxTries: 1 });
    } catch (error) {
      if (!(error instanceof DeskError)) throw error;
      refused = error;
    }
    try {
      const profile = await this.get(id);
      const why = refused && { code: refused.kind, message: refused.message };
      // A CA file that cannot be read has refused the transport already, in words.
      const ca = profile.caFile ? await caCertificates(profile.caFile).catch(() => undefined) : undefined;
      return await checkConnection({ profile, transport, refused: why, ca, now: this.#now });
    } finally {
      await transport?.close();
    }
  }

  /**
   * After a 401, with the user's consent: signs `GET /config` with the other signature
   * settings, at most four requests, and saves the first the host accepts (audited).
   */
  async trySignatures(id: string, prefix?: string): Promise<SignatureTrial> {
    this.#refuseBuiltIn(id);
    const profile = this.#store.get(id);
    const options = await this.#storedOptions(profile);
    const current = { prefix: profile.signaturePrefix, keys: profile.signatureKeys };
    const trial = await trySignatures(trialCandidates(current, prefix), (signature) =>
      Promise.resolve(new Transport({ ...options, signature, maxTries: 1 })),
    );
    if (!trial.found) return trial;
    const { found } = trial;
    const targets = { prefix: found.prefix, keys: found.keys, tries: String(trial.tries.length) };
    await this.#audited(profile, 'profiles.signature', targets, async () => {
      await this.#store.update(id, { ...profile, signaturePrefix: found.prefix, signatureKeys: found.keys });
      await this.#forget(id);
    });
    return trial;
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
    const profile = this.#store.get(id);
    const cached = this.#clients.get(id);
    if (cached && (await this.#sameRoute(profile))) return cached;
    await this.#forget(id);
    const client = await this.#storedClient(profile);
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

  /**
   * Whether the CA file still has the contents the client was made with: one changed on disk
   * sends the next call through the binding check, which refuses it. (Proxy changes go
   * through `update`, which forgets the client.)
   */
  async #sameRoute(profile: StoredProfile): Promise<boolean> {
    if (!profile.caFile) return true;
    const route = await routeOf(profile).catch(() => undefined);
    return route?.binding === this.#bound.get(profile.id);
  }

  async #storedClient(profile: StoredProfile): Promise<OfferingClient> {
    return createClient(await this.#storedOptions(profile));
  }

  /** What signs for a stored profile; refused without key and secret, or for another origin. */
  async #storedOptions(profile: StoredProfile): Promise<TransportOptions> {
    const credentials = await this.#credentials(profile.id);
    if (!credentials) {
      throw new DeskError('missing_credentials', `The profile "${profile.name}" has no key and secret yet.`);
    }
    const origin = originOf(profile.baseUrl);
    if (credentials.origin !== origin) {
      // The profiles file was changed behind the app's back: the key stays with its origin.
      if (this.#audit) await recordRefusal(this.#audit, profile, 'sign', { origin, keyOrigin: credentials.origin }, 'wrong_origin');
      throw new DeskError(
        'wrong_origin',
        `The key of "${profile.name}" was entered for ${credentials.origin}, not for ${origin}, so nothing was sent. Enter key and secret again.`,
      );
    }
    // The CA file read once: the certificates trusted are the ones the binding was checked on.
    const route = await routeOf(profile);
    if (credentials.route !== route.binding) {
      // The proxy or the CA file changed behind the app's back (the file on disk, say).
      const targets = { proxy: describeRoute(profile), caFile: profile.caFile ?? '' };
      if (this.#audit) await recordRefusal(this.#audit, profile, 'sign', targets, 'changed_route');
      throw new DeskError(
        'missing_credentials',
        `The proxy or the CA file of "${profile.name}" changed since its key was entered, so nothing was sent. Enter key and secret again.`,
      );
    }
    this.#bound.set(profile.id, route.binding);
    return {
      baseUrl: profile.baseUrl,
      key: credentials.key,
      secret: credentials.secret,
      keyOrigin: credentials.origin,
      signature: { prefix: profile.signaturePrefix, keys: profile.signatureKeys },
      now: this.#now,
      network: { route: await this.#route(profile), ca: route.ca },
      readOnly: profile.readOnly,
    };
  }

  async #transportOptions(id: string): Promise<TransportOptions> {
    if (id === SANDBOX_PROFILE_ID) {
      const { baseUrl, key, secret } = await this.#sandbox();
      this.#sandboxUrl = baseUrl;
      return { baseUrl, key, secret, now: this.#now };
    }
    return this.#storedOptions(this.#store.get(id));
  }

  async #route(profile: StoredProfile): Promise<ProxyRoute> {
    if (profile.proxyMode === 'direct') return { kind: 'direct' };
    if (profile.proxyMode === 'manual' && profile.proxyUrl) {
      const credentials = await this.#proxyCredentials(profile.id);
      const own = credentials?.proxy === profile.proxyUrl ? credentials : undefined;
      return { kind: 'proxy', url: profile.proxyUrl, username: own?.username, password: own?.password };
    }
    if (environmentHasProxy(this.#env)) return { kind: 'environment' };
    return this.#resolveProxy ? routeFromPac(await this.#resolveProxy(profile.baseUrl)) : { kind: 'direct' };
  }

  async #proxyCredentials(id: string): Promise<z.infer<typeof StoredProxyCredentials> | undefined> {
    const text = await this.#keychain.get(proxyAccount(id));
    const parsed = text === null ? undefined : StoredProxyCredentials.safeParse(safeJson(text));
    return parsed?.success ? parsed.data : undefined;
  }

  /** An entry without its origin or route (stored before keys were bound to them) counts as none. */
  async #credentials(id: string): Promise<StoredCredentials | undefined> {
    const text = await this.#keychain.get(id);
    if (text === null) return undefined;
    const parsed = StoredCredentials.safeParse(safeJson(text));
    return parsed.success ? parsed.data : undefined;
  }

  async #storeCredentials(id: string, profile: z.output<typeof ProfileInputSchema>, credentials: Credentials): Promise<void> {
    const stored: StoredCredentials = { ...credentials, origin: originOf(profile.baseUrl), route: (await routeOf(profile)).binding };
    await this.#keychain.set(id, JSON.stringify(stored));
  }

  /** Whether the key in the keychain is for this profile's origin and route as they are now. */
  async #hasCredentials(profile: StoredProfile): Promise<boolean> {
    const credentials = await this.#credentials(profile.id);
    if (credentials?.origin !== originOf(profile.baseUrl)) return false;
    const route = await routeOf(profile).catch(() => undefined);
    return credentials.route === route?.binding;
  }

  #audited<T>(actor: Actor, action: string, targets: Record<string, string>, work: () => Promise<T>): Promise<T> {
    return this.#audit ? audited(this.#audit, { id: actor.id, name: actor.name }, action, targets, work) : work();
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
      proxyMode: 'direct',
      readOnly: false,
      hasProxyCredentials: false,
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
      hasCredentials: await this.#hasCredentials(profile),
      hasProxyCredentials: profile.proxyMode === 'manual' && (await this.#proxyCredentials(profile.id))?.proxy === profile.proxyUrl,
    };
  }
}

/** The active profile as a call uses it: what the keychain holds is its client's to know. */
export type CallingProfile = Omit<ProfileInfo, 'hasCredentials' | 'hasProxyCredentials'>;

/** A connection's CA file as text; one that cannot be read or holds no certificate is refused. */
async function readCaFile(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  if (pemCertificates(text).length === 0) {
    throw new DeskError('validation', `The CA file ${file} cannot be read or holds no certificate.`, { caFile: [{ code: 'ca_file' }] });
  }
  return text;
}

/** The certificate authorities of a connection's CA file. */
async function caCertificates(file: string): Promise<string[]> {
  return pemCertificates(await readCaFile(file));
}

/**
 * A full local path: a relative one depends on the folder the desk started in, and a share
 * (`\\host\share`, `//host/share`) is another machine's to change, and reaching it may hand
 * the Windows login to that machine.
 */
function isLocalAbsolutePath(path: string): boolean {
  return isAbsolute(path) && !/^[\\/]{2}/.test(path);
}

/** A CA file must be a full local path and hold a certificate. */
export async function checkCaFilePath(path: string): Promise<void> {
  if (!isLocalAbsolutePath(path)) {
    throw new DeskError('validation', `The CA file ${path} is not a full path on this computer.`, { caFile: [{ code: 'ca_file_path' }] });
  }
  await readCaFile(path);
}

/** A manual proxy needs its URL; a CA file must be a full local path and hold a certificate. */
async function checkNetwork(profile: z.output<typeof ProfileInputSchema>): Promise<void> {
  if (profile.proxyMode === 'manual' && !profile.proxyUrl) {
    throw new DeskError('validation', 'Please check the highlighted fields.', { proxyUrl: [{ code: 'proxy_url_required' }] });
  }
  if (profile.caFile) await checkCaFilePath(profile.caFile);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
