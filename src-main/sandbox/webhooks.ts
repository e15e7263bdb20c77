// Durable outbox and delivery with retry (docs/sandbox.md): a delivery row is written in the
// transaction of the change it reports, then POSTed until a receiver answers 200, with
// backoff 1 s, 2 s, 4 s ... up to 8 attempts. Rows survive a restart, so delivery resumes.
// Several instances on one server share the queue: each claims due deliveries with a lease
// (`for update skip locked`), so each attempt is made by one of them, and a lease its instance
// did not finish (it died) runs out and another instance sends the delivery again.
import { type LookupAddress, type LookupOptions, lookup as lookupCallback } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Dispatcher } from 'undici';
import type { EventPayload } from '../../src-shared/wire/events';
import { type Database, one, rows } from './db/store';

export interface WebhookSettings {
  /** First retry delay; doubles with each attempt. */
  retryBaseMs: number;
  /** A receiver that has not answered by then counts as failed. */
  timeoutMs: number;
  maxAttempts: number;
  /** On a shared server: how often an idle instance looks for deliveries others queued or left. */
  pollMs: number;
  /** False on a remote sandbox: deliveries to loopback, private and link-local addresses fail. */
  internalAddresses: boolean;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = { retryBaseMs: 1000, timeoutMs: 5000, maxAttempts: 8, pollMs: 2000, internalAddresses: true };

interface DueDelivery {
  id: string;
  url: string;
  payload: EventPayload;
  attempts: number;
  seq: number;
}

/** Claims: a lease outlasts an attempt (the receiver's time and the update after it) by far. */
const leaseMs = (settings: WebhookSettings) => 2 * settings.timeoutMs + 1000;

export class WebhookDispatcher {
  readonly #db: Database;
  readonly #settings: WebhookSettings;
  readonly #inFlight = new Map<string, Promise<void>>();
  /** The connections of a remote sandbox's deliveries (externalLookup); made on the first. */
  #external: Dispatcher | undefined;
  #timer: NodeJS.Timeout | undefined;
  #scanning = false;
  #rescan = false;
  #stopped = false;

  constructor(db: Database, settings: Partial<WebhookSettings> = {}) {
    this.#db = db;
    this.#settings = { ...DEFAULT_WEBHOOK_SETTINGS, ...settings };
  }

  /** Looks for due deliveries now (after a commit, or when a retry falls due). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#scanning) {
      this.#rescan = true;
      return;
    }
    this.#scanning = true;
    this.#scan()
      .catch((error: unknown) => console.error('webhook dispatcher:', error))
      .finally(() => {
        this.#scanning = false;
      });
  }

  /** Stops sending; waits for the deliveries under way. Unsent ones stay queued. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    while (this.#scanning || this.#inFlight.size > 0) {
      await Promise.allSettled([...this.#inFlight.values()]);
      if (this.#scanning) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await this.#external?.close();
  }

  async #scan(): Promise<void> {
    do {
      this.#rescan = false;
      const due = await rows<DueDelivery>(
        this.#db,
        `update webhook_deliveries d set lease_until = now() + make_interval(secs => $1)
         from webhooks w
         where w.id = d.webhook_id and d.id in (
           select id from webhook_deliveries
           where state = 'pending' and next_attempt_at <= now() and (lease_until is null or lease_until <= now())
           order by seq limit 100 for update skip locked)
         returning d.id, w.url, d.payload, d.attempts, d.seq`,
        [leaseMs(this.#settings) / 1000],
      );
      due.sort((a, b) => a.seq - b.seq);
      for (const delivery of due) {
        if (this.#stopped) return;
        const attempt = this.#deliver(delivery).finally(() => {
          this.#inFlight.delete(delivery.id);
          this.kick();
        });
        this.#inFlight.set(delivery.id, attempt);
      }
    } while (this.#rescan && !this.#stopped);
    await this.#scheduleNext();
  }

  async #scheduleNext(): Promise<void> {
    const dueInMs = await nextDeliveryInMs(this.#db);
    clearTimeout(this.#timer);
    // Alone on its database (PGlite) it knows every delivery; on a server, others queue them too.
    const waitMs = Math.min(dueInMs, this.#db.driver === 'postgres' ? this.#settings.pollMs : Infinity);
    if (this.#stopped || waitMs === Infinity) return;
    this.#timer = setTimeout(() => this.kick(), Math.ceil(waitMs) + 1);
    this.#timer.unref();
  }

  async #deliver(delivery: DueDelivery): Promise<void> {
    let status: number | null = null;
    let failure: string | null = null;
    try {
      // Loaded on the first delivery: most sandboxes never send one, and each start would pay for it.
      const { Agent, request } = await import('undici');
      let dispatcher: Dispatcher | undefined;
      if (!this.#settings.internalAddresses) {
        // A literal address is connected to without a lookup: checked here.
        const host = hostOf(delivery.url);
        if (isIP(host) && isInternal(host)) throw new Error(internalMessage(host, host));
        dispatcher = this.#external ??= new Agent({ connect: { lookup: externalLookup } });
      }
      const response = await request(delivery.url, {
        dispatcher,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'OfferingManagerSandbox/1.3.4',
          // Lets a receiver drop a repeat when its 200 was lost on the way back.
          'x-delivery-id': delivery.id,
        },
        body: JSON.stringify(delivery.payload),
        signal: AbortSignal.timeout(this.#settings.timeoutMs),
      });
      status = response.statusCode;
      await response.body.dump();
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    if (status === 200) {
      await this.#db.query(
        `update webhook_deliveries set state = 'delivered', attempts = attempts + 1, last_status = 200,
         last_error = null, delivered_at = now(), next_attempt_at = null, lease_until = null where id = $1`,
        [delivery.id],
      );
      return;
    }
    const attempts = delivery.attempts + 1;
    const exhausted = attempts >= this.#settings.maxAttempts;
    const delayMs = this.#settings.retryBaseMs * 2 ** (attempts - 1);
    await this.#db.query(
      `update webhook_deliveries set attempts = $2, last_status = $3, last_error = $4,
       state = case when $5 then 'failed' else 'pending' end, lease_until = null,
       next_attempt_at = case when $5 then null else now() + make_interval(secs => $6) end
       where id = $1`,
      [delivery.id, attempts, status, failure ?? `answered ${status}`, exhausted, delayMs / 1000],
    );
  }
}

/**
 * How long until a pending delivery falls due (0: one is due now); Infinity when none is
 * pending, so an idle dispatcher sets no timer. (`greatest(0, null)` is 0 in PostgreSQL: the
 * clamp stays out of the SQL, or an empty queue would be looked at again every millisecond.)
 */
export async function nextDeliveryInMs(db: Database): Promise<number> {
  const next = await one<{ wait_ms: number | null }>(
    db,
    `select (extract(epoch from min(greatest(next_attempt_at, lease_until)) - now()) * 1000)::float8 as wait_ms
     from webhook_deliveries where state = 'pending'`,
  );
  return next?.wait_ms == null ? Infinity : Math.max(0, next.wait_ms);
}

/** Addresses of this machine and its networks: a remote sandbox's webhooks may not reach them. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

function isInternal(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

export type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
const internalMessage = (host: string, address: string) =>
  `${host} resolves to ${address}: a loopback, private or link-local address, which this sandbox does not send to`;

/**
 * Why a remote sandbox refuses to send to `url`, or undefined: every address its host name
 * resolves to must be outside loopback, private and link-local networks (IPv4 and IPv6), or
 * anyone with a key could make the sandbox reach, and report on, its own network.
 */
export async function refusedWebhookAddress(url: string, resolve: Resolve = resolveAll): Promise<string | undefined> {
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return `${host} does not resolve`;
  }
  const internal = addresses.find(isInternal);
  return internal === undefined ? undefined : internalMessage(host, internal);
}

/**
 * A name lookup for the delivery's connection that fails on an internal address: the address
 * checked is the one connected to, so a name that resolves elsewhere after registering
 * (DNS rebinding) reaches nothing internal either.
 */
function externalLookup(hostname: string, options: LookupOptions, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void): void {
  lookupCallback(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const internal = addresses.find((a) => isInternal(a.address));
    if (internal) return callback(new Error(internalMessage(hostname, internal.address)), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return first ? callback(null, first.address, first.family) : callback(new Error(`${hostname} does not resolve`), []);
  });
}
