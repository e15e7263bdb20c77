// The connection check: whether the host is reached (name, TLS, answer, clock), whether it
// accepts the signature, and which of the fields the desk reads it sends. Every step reports
// what it saw instead of throwing; the key and the secret never enter the report.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { type PeerCertificate, connect } from 'node:tls';
import { z } from 'zod';
import { ApiError } from '../client';
import { trustContext } from '../client/network';
import { type Transport, encodeSegment } from '../client/transport';
import { DeskError } from '../../src-shared/errors';
import {
  type Certificate,
  type ConnectionReport,
  type FieldSample,
  type ReachReport,
  SIGNATURE_TRIAL_LIMIT,
  type SampleRead,
  type SignatureSettings,
  type SignatureState,
  type SignatureTrial,
  type SignatureTry,
} from '../../src-shared/domain/connection-check';
import { compareFields, impactsOf } from './host-fields';
import type { ProfileInfo } from '../../src-shared/domain/profile';

const STEP_TIMEOUT_MS = 10_000;
/** The statuses the spec names as `GET /users/projects/{id}/by_order_status/{status}` filters; paid first: its orders have payments. */
const ORDER_FILTERS = ['paid', 'open', 'settled', 'cancelled'] as const;
/** Projects looked into for an investor with an order, when orders do not name theirs. */
const PROJECTS_SEARCHED = 3;

/** A code and the system's words for any failure (Node's errors carry a `code`). */
function failure(error: unknown): { ok: false; code: string; message: string } {
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, code: typeof code === 'string' ? code : typeof cause === 'string' ? cause : 'unknown', message };
}

function certificateOf(peer: PeerCertificate): Certificate | undefined {
  if (!peer || Object.keys(peer).length === 0) return undefined;
  const name = (part: PeerCertificate['subject'] | undefined) =>
    part ? (['CN', 'O', 'C'] as const).flatMap((k) => (part[k] ? [`${k}=${String(part[k])}`] : [])).join(', ') : '';
  return { subject: name(peer.subject), issuer: name(peer.issuer), validTo: new Date(peer.valid_to).toISOString() };
}

/**
 * One TLS handshake, trusting what the client trusts (bundled roots, the system's store, the
 * connection's CA file); `verify: false` only reads the certificate of a handshake that failed.
 */
function handshake(hostname: string, port: number, verify: boolean, ca: string[] | undefined): Promise<{ protocol: string; certificate?: Certificate }> {
  return new Promise((resolve, reject) => {
    const servername = isIP(hostname) ? undefined : hostname;
    const socket = connect({ host: hostname, port, servername, rejectUnauthorized: verify, secureContext: trustContext(ca) });
    socket.setTimeout(STEP_TIMEOUT_MS, () => socket.destroy(Object.assign(new Error('no TLS handshake in time'), { code: 'ETIMEDOUT' })));
    socket.once('secureConnect', () => {
      const result = { protocol: socket.getProtocol() ?? 'unknown', certificate: certificateOf(socket.getPeerCertificate()) };
      socket.end();
      resolve(result);
    });
    socket.once('error', reject);
  });
}

/** The name lookup and the TLS handshake (trusting `ca` besides the system's), each timed or named by what failed. */
export async function reachHost(baseUrl: string, ca?: string[]): Promise<ReachReport> {
  const url = new URL(baseUrl);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const reach: ReachReport = { hostname };
  if (!isIP(hostname)) {
    const started = performance.now();
    try {
      const addresses = await lookup(hostname, { all: true });
      reach.dns = { ok: true, addresses: addresses.map((a) => a.address), ms: Math.round(performance.now() - started) };
    } catch (error) {
      reach.dns = failure(error);
      return reach;
    }
  }
  if (url.protocol === 'https:') {
    const port = Number(url.port || 443);
    try {
      const { protocol, certificate } = await handshake(hostname, port, true, ca);
      reach.tls = certificate ? { ok: true, protocol, certificate } : { ok: false, code: 'NO_CERTIFICATE', message: 'no certificate' };
    } catch (error) {
      const seen = await handshake(hostname, port, false, ca).then((h) => h.certificate, () => undefined);
      reach.tls = { ...failure(error), ...(seen ? { seen } : {}) };
    }
  }
  return reach;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const firstOf = (value: unknown): Json | undefined => (Array.isArray(value) ? value.find(isObject) : isObject(value) ? value : undefined);
const idOf = (item: Json | undefined, field: string): string | undefined => {
  const value = item?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

const emptySample = (read: SampleRead, path: string, outcome: FieldSample['outcome'], message?: string): FieldSample => ({
  read,
  path,
  outcome,
  ...(message === undefined ? {} : { message }),
  present: [],
  missing: [],
  missingRequired: [],
  unknown: [],
});

/** The samples: config, projects, orders, one order's payments, its investor's KYC status. */
export async function sampleReads(transport: Transport): Promise<FieldSample[]> {
  const read = async (path: string): Promise<unknown> => transport.request({ method: 'GET', path, answer: 'list' }, z.unknown());
  const samples: FieldSample[] = [];
  const sample = async (kind: SampleRead, shown: string, path: string | undefined): Promise<unknown> => {
    if (path === undefined) {
      samples.push(emptySample(kind, shown, 'skipped'));
      return undefined;
    }
    try {
      const answer = await read(path);
      const item = firstOf(answer);
      samples.push(item ? compareFields(kind, shown, item) : emptySample(kind, shown, 'empty'));
      return answer;
    } catch (error) {
      if (!(error instanceof ApiError || error instanceof DeskError)) throw error;
      samples.push(emptySample(kind, shown, 'failed', error.message));
      return undefined;
    }
  };

  await sample('config', '/config', '/config');
  const projects = (await sample('projects', '/projects', '/projects')) as unknown[] | undefined;
  const orders = await sample('orders', '/orders', '/orders');
  const order = firstOf(orders);
  let found: OrderRef = { userId: idOf(order, 'user_id'), projectId: idOf(order, 'project_id'), orderId: idOf(order, 'id') };
  if (!found.userId || !found.projectId) found = await investorWithOrder(read, Array.isArray(projects) ? projects : []);
  const seg = (id: string | undefined) => (id === undefined ? undefined : encodeSegment(id));
  const [u, p, o] = [seg(found.userId), seg(found.projectId), seg(found.orderId)];
  await sample(
    'payments',
    '/users/{id}/projects/{id}/orders/{id}/payments',
    u && p && o ? `/users/${u}/projects/${p}/orders/${o}/payments` : undefined,
  );
  await sample('kyc_status', '/users/{id}/kyc', u ? `/users/${u}/kyc` : undefined);
  return samples;
}

interface OrderRef {
  userId?: string;
  projectId?: string;
  orderId?: string;
}

/** The spec's own way to an order when orders do not name their investor: by project and status, then by investor. */
async function investorWithOrder(
  read: (path: string) => Promise<unknown>,
  projects: unknown[],
): Promise<OrderRef> {
  for (const project of projects.filter(isObject).slice(0, PROJECTS_SEARCHED)) {
    const projectId = idOf(project, 'id');
    if (!projectId) continue;
    for (const status of ORDER_FILTERS) {
      const users = await read(`/users/projects/${encodeSegment(projectId)}/by_order_status/${status}`).catch(() => undefined);
      const userId = idOf(firstOf(users), 'id');
      if (!userId) continue;
      const orders = await read(`/users/${encodeSegment(userId)}/projects/${encodeSegment(projectId)}/orders`).catch(() => undefined);
      return { userId, projectId, orderId: idOf(firstOf(orders), 'id') };
    }
  }
  return {};
}

export interface CheckOptions {
  profile: ProfileInfo;
  /** A transport with the profile's own signature settings; undefined: `refused` says why nothing may be signed. */
  transport?: Transport;
  refused?: { code: string; message: string };
  /** The connection's own certificate authorities (its CA file), trusted as the client does. */
  ca?: string[];
  now: () => Date;
}

/** The whole report. Reads only: nothing on the host changes. */
export async function checkConnection({ profile, transport, refused, ca, now }: CheckOptions): Promise<ConnectionReport> {
  const reach = await reachHost(profile.baseUrl, ca);
  let signature: SignatureState = 'unknown';
  let samples: FieldSample[] = [];
  const reached = reach.dns?.ok !== false && reach.tls?.ok !== false;
  if (reached && transport) {
    try {
      const answer = await transport.probe('/config');
      reach.answer = { ok: true, status: answer.status, ms: answer.ms };
      if (answer.serverDate && !Number.isNaN(Date.parse(answer.serverDate))) {
        reach.hostDate = answer.serverDate;
        reach.clockSkewSeconds = Math.round((now().getTime() - Date.parse(answer.serverDate)) / 1000);
      }
      if (answer.status === 401) signature = 'rejected';
      else if (answer.status >= 200 && answer.status < 300) signature = 'accepted';
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The network's code (ECONNREFUSED) where there is one, else the kind (timeout).
      const { code } = failure(error.cause ?? error);
      reach.answer = { ok: false, code: code === 'unknown' ? error.kind : code, message: error.message };
    }
    if (signature === 'accepted') samples = await sampleReads(transport);
  } else if (reached && refused) {
    reach.answer = { ok: false, ...refused };
  }
  return {
    profile: {
      name: profile.name,
      baseUrl: profile.baseUrl,
      environment: profile.environment,
      prefix: profile.signaturePrefix,
      keys: profile.signatureKeys,
    },
    checkedAt: now().toISOString(),
    reach,
    signature,
    samples,
    impacts: impactsOf(samples),
  };
}

/**
 * The settings to try after a 401, in order: a prefix the user names, the profile's own and
 * the spec's `service`, each with raw and hex keys, without the one that failed; at most
 * SIGNATURE_TRIAL_LIMIT.
 */
export function trialCandidates(current: SignatureSettings, prefix?: string): SignatureSettings[] {
  const prefixes = [...new Set([prefix, current.prefix, 'service'].filter((p): p is string => Boolean(p)))];
  return prefixes
    .flatMap((p) => (['raw', 'hex'] as const).map((keys) => ({ prefix: p, keys })))
    .filter((c) => c.prefix !== current.prefix || c.keys !== current.keys)
    .slice(0, SIGNATURE_TRIAL_LIMIT);
}

/** Signs `GET /config` with each candidate (one request each, never repeated) until the host accepts one. */
export async function trySignatures(
  candidates: SignatureSettings[],
  transportFor: (settings: SignatureSettings) => Promise<Transport>,
): Promise<SignatureTrial> {
  const tries: SignatureTry[] = [];
  for (const settings of candidates) {
    const transport = await transportFor(settings);
    try {
      const { status } = await transport.probe('/config');
      tries.push({ ...settings, status });
      if (status >= 200 && status < 300) return { tries, found: settings };
    } catch {
      tries.push({ ...settings, status: null });
    } finally {
      await transport.close();
    }
  }
  return { tries };
}
