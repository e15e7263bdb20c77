// Signed HTTP over one undici pool per base URL: signs the exact bytes it sends, parses every
// response with a wire schema (numbers read exactly), retries only what is safe to repeat.
import type { Readable } from 'node:stream';
import type { PeerCertificate } from 'node:tls';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Dispatcher, errors as undiciErrors } from 'undici';
import { z } from 'zod';
import { DeskError } from '../../src-shared/errors';
import { ErrorBody, errorKindForStatus, issueText } from '../../src-shared/wire/errors';
import { DEFAULT_SIGNATURE_SCHEME, type SignatureScheme, sign, signatureDate } from '../signature';
import { Deadlines } from './deadlines';
import { ApiError } from './errors';
import { ArrayItems, parseJson } from './json';
import { type NetworkOptions, certificateText, dispatcherFor, isCertificateCode, peerCertificate } from './network';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | null | undefined>;
/** What a call answers, for its caps: one resource, an attachment with its content, or a list the spec does not page. */
export type AnswerKind = 'resource' | 'attachment' | 'list';

/** How much a host may send, and for how long, before a call ends with an error. */
export interface AnswerLimits {
  /** A single resource's JSON answer. */
  resourceBytes: number;
  /** An attachment's content (it arrives as base64 inside JSON: the answer may be a third larger). */
  attachmentBytes: number;
  /** An unpaged list (`GET /orders`, `GET /payments`, projects, users by status), counted as it arrives. */
  listBytes: number;
  /** The same list's items: what the desk holds of a list is its items, so this bounds its memory. */
  listItems: number;
  /** The distribution list (CSV), streamed to its destination. */
  distributionBytes: number;
  distributionRows: number;
  /**
   * The whole call, retries included, per answer kind; absent: none (a list or a download
   * that keeps making progress; `requestTimeoutMs` still ends one that stalls).
   */
  deadlineMs: Partial<Record<AnswerKind, number>>;
}

const MiB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_LIMITS: AnswerLimits = {
  resourceBytes: 32 * MiB,
  attachmentBytes: 15 * MiB,
  listBytes: 1024 * MiB,
  listItems: 1_000_000,
  distributionBytes: 2048 * MiB,
  distributionRows: 20_000_000,
  deadlineMs: { resource: 60_000, attachment: 60_000 },
};
/** Room for an attachment's metadata around its base64 content. */
const ATTACHMENT_ENVELOPE_BYTES = 64 * 1024;

export interface TransportOptions {
  /** e.g. `https://api.example.com/api/v1`; the sandbox's operator API uses `.../sandbox`. */
  baseUrl: string;
  key: string;
  secret: string;
  /**
   * The origin (scheme, host, port) the key and secret were entered for: a request to any
   * other is refused before it is signed. Default: the base URL's.
   */
  keyOrigin?: string;
  signature?: Partial<SignatureScheme>;
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Tries for a GET, the first included. */
  maxTries?: number;
  retryBaseDelayMs?: number;
  /** Clock for the signature date (tests move it). */
  now?: () => Date;
  /** Caps on answers; each one given (each kind's deadline too) replaces its default. */
  limits?: Partial<AnswerLimits>;
  /** Proxy and extra certificate authorities; default: direct, bundled and system roots. */
  network?: NetworkOptions;
  /** Only GET is sent: any other method is refused before it is signed (a read-only connection). */
  readOnly?: boolean;
}

export interface RequestSpec {
  method: Method;
  /** Path below the base URL, e.g. `/projects/123`. */
  path: string;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Default `resource`. */
  answer?: AnswerKind;
}

/** A download: always a GET, of a body that is not JSON, with no deadline while it makes progress. */
export interface StreamSpec extends Omit<RequestSpec, 'method' | 'body' | 'answer'> {
  /** The media type asked for (`text/csv`); an answer of another type is invalid_response. */
  accept: string;
}

const JSON_TYPE = 'application/json';
const ANSWER_NAMES: Record<AnswerKind, string> = { resource: 'one resource', attachment: 'an attachment', list: 'a list' };
type Context = { method: string; path: string; serverDate?: string };

/** The first issue of an answer that does not fit its schema, with the field's path (`at`: where the part sits in the answer). */
function unexpectedAnswer(error: z.ZodError, at: PropertyKey[] = []): string {
  const issue = error.issues[0];
  const path = [...at, ...(issue?.path ?? [])];
  const field = path.length ? path.map(String).join('.') : '(body)';
  return `unexpected answer at field "${field}": ${issue ? issueText(issue) : 'invalid'}`;
}

export function sizeText(bytes: number): string {
  return bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${bytes} bytes`;
}
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const NETWORK_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** Any surrogate, paired or not: most segments have none, and this test is far cheaper than the replace below. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** A lone surrogate (no text, but a JS string may hold it) would make encodeURIComponent throw: it goes as U+FFFD. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(SURROGATE.test(value) ? value.replace(/\p{Cs}/gu, '\uFFFD') : value);
}

/** `.`, `..` (escaped or not) or an empty segment: another resource once a proxy or the host resolves it. */
const DOT_OR_EMPTY_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)|\/(?=\/|$)/i;

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The proxy refused the tunnel to the host: nothing reached the host. */
function proxyError(status: number, context: { method: string; path: string }, cause: unknown): ApiError {
  const words =
    status === 407
      ? 'the proxy refused the user name or password of this connection (407 Proxy Authentication Required)'
      : `the proxy refused to connect to the host (${status})`;
  return new ApiError(`${words}: nothing was sent`, { ...context, kind: 'proxy', status, cause });
}

export class Transport {
  readonly baseUrl: string;
  readonly #basePath: string;
  readonly #dispatcher: Dispatcher;
  readonly #network: NetworkOptions;
  readonly #readOnly: boolean;
  readonly #origin: string;
  readonly #keyOrigin: string;
  readonly #key: string;
  readonly #secret: string;
  readonly #scheme: SignatureScheme;
  readonly #requestTimeoutMs: number;
  readonly #maxTries: number;
  readonly #retryBaseDelayMs: number;
  readonly #now: () => Date;
  readonly #deadlines = new Deadlines();
  #day = { from: Number.NaN, text: '' };
  readonly limits: AnswerLimits;

  constructor(options: TransportOptions) {
    const url = new URL(options.baseUrl);
    this.baseUrl = options.baseUrl;
    this.#basePath = url.pathname.replace(/\/+$/, '');
    this.#origin = url.origin;
    this.#keyOrigin = options.keyOrigin ?? url.origin;
    this.#network = options.network ?? {};
    this.#readOnly = options.readOnly ?? false;
    this.#dispatcher = dispatcherFor(url.origin, this.#network, options.connectTimeoutMs ?? 10_000);
    this.#key = options.key;
    this.#secret = options.secret;
    this.#scheme = { ...DEFAULT_SIGNATURE_SCHEME, ...options.signature };
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#maxTries = options.maxTries ?? 3;
    this.#retryBaseDelayMs = options.retryBaseDelayMs ?? 200;
    this.#now = options.now ?? (() => new Date());
    const deadlineMs = { ...DEFAULT_LIMITS.deadlineMs, ...options.limits?.deadlineMs };
    this.limits = { ...DEFAULT_LIMITS, ...options.limits, deadlineMs };
  }

  /** Full request path as sent and signed (base path + path + query); a dot segment is refused. */
  target(path: string, query?: Query): string {
    if (DOT_OR_EMPTY_SEGMENT.test(path)) throw new DeskError('bad_request', `"${path}" has an empty, "." or ".." segment`);
    return this.#basePath + path + queryString(query);
  }

  /** Headers for one request; the signature covers exactly `body`. */
  headers(method: Method, target: string, body: Buffer | undefined, accept = JSON_TYPE): Record<string, string> {
    if (this.#readOnly && method !== 'GET') {
      throw new ApiError('this connection is read-only: nothing was sent', { method, path: target, kind: 'read_only' });
    }
    if (this.#origin !== this.#keyOrigin) {
      throw new ApiError(`the key was entered for ${this.#keyOrigin}, not for ${this.#origin}: nothing was sent`, {
        method,
        path: target,
        kind: 'wrong_origin',
      });
    }
    const signature = sign(
      this.#secret,
      { method, path: target, body, date: this.#signatureDate() },
      this.#scheme,
    );
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#key}`,
      'x-signature': signature,
      accept,
    };
    if (body) headers['content-type'] = JSON_TYPE;
    return headers;
  }

  /** The UTC day of the transport's clock, worked out again only once a day has passed. */
  #signatureDate(): string {
    const now = this.#now().getTime();
    if (!(now >= this.#day.from && now < this.#day.from + DAY_MS)) this.#day = { from: now - (now % DAY_MS), text: signatureDate(new Date(now)) };
    return this.#day.text;
  }

  async request<S extends z.ZodType>(spec: RequestSpec, schema: S): Promise<z.output<S>> {
    const answer = spec.answer ?? 'resource';
    const { status, body, context } = await this.#exchange(
      spec,
      JSON_TYPE,
      (b, context) => this.#readText(b, answer, context),
      this.limits.deadlineMs[answer],
    );
    return this.#parse(status, body, schema, context);
  }

  /**
   * An unpaged list, read item by item as it arrives: each item is parsed and checked with
   * `item` at once, so the list is never held as text, and it ends at its byte or item cap.
   */
  async list<S extends z.ZodType>(spec: Omit<RequestSpec, 'answer'>, item: S): Promise<z.output<S>[]> {
    const { status, body, context } = await this.#exchange(
      spec,
      JSON_TYPE,
      (b, c, s) => (s >= 200 && s < 300 ? this.#readItems(b, item, c, s) : this.#readText(b, 'resource', c)),
      this.limits.deadlineMs.list,
    );
    if (typeof body === 'string') return this.#parse(status, body, z.array(item), context);
    return body;
  }

  /**
   * A GET whose 200 body goes to `consume` as it arrives, never held whole. Until the body
   * starts, it fails and retries as `request` does; once `consume` has begun, nothing is
   * retried (part of the body is gone), and the body's own failures become ApiErrors while
   * the consumer's (a full disk) stay as they are.
   */
  async stream<T>(spec: StreamSpec, consume: (body: Readable) => Promise<T>): Promise<T> {
    const { status, headers, body, context } = await this.#exchange({ ...spec, method: 'GET' }, spec.accept, async (b) => b);
    if (status < 200 || status >= 300) {
      throw this.#statusError(status, await this.#readText(body, 'resource', context).catch(() => ''), context);
    }
    const type = String(headers['content-type'] ?? '');
    if (status !== 200 || !type.startsWith(spec.accept)) {
      await body.dump();
      throw new ApiError(`${status} answer is ${type || 'untyped'}, not ${spec.accept}`, { ...context, kind: 'invalid_response', status });
    }
    try {
      return await consume(body);
    } catch (error) {
      throw error instanceof undiciErrors.UndiciError || spec.signal?.aborted ? this.#failure(error, context, spec.signal) : error;
    }
  }

  /**
   * A GET whose answer is looked at, not parsed: its status, the host's clock and how long
   * the host took (the connection check). Repeated like any GET when `maxTries` allows.
   */
  async probe(path: string): Promise<{ status: number; serverDate?: string; ms: number }> {
    const started = performance.now();
    const { status, context } = await this.#exchange(
      { method: 'GET', path },
      JSON_TYPE,
      (b, c) => this.#readText(b, 'resource', c),
      this.limits.deadlineMs.resource,
    );
    return { status, serverDate: context.serverDate, ms: Math.round(performance.now() - started) };
  }

  close(): Promise<void> {
    return this.#dispatcher.close();
  }

  /**
   * Signs and sends; answers the status, the headers and what `read` made of the body. Only
   * a GET is repeated (on network errors, `read` included, and on 502, 503, 504): a write
   * whose answer was lost may have happened. A deadline covers every try and the waits.
   */
  async #exchange<R>(
    spec: RequestSpec,
    accept: string,
    read: (body: Dispatcher.ResponseData['body'], context: Context, status: number) => Promise<R>,
    deadlineMs?: number,
  ) {
    const target = this.target(spec.path, spec.query);
    const body = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body), 'utf8');
    const context = { method: spec.method, path: target };
    const deadline = deadlineMs === undefined ? undefined : this.#deadlines.start(deadlineMs);
    const signal = deadline ? (spec.signal ? AbortSignal.any([spec.signal, deadline.signal]) : deadline.signal) : spec.signal;
    const tries = spec.method === 'GET' ? this.#maxTries : 1;
    try {
      for (let attempt = 1; ; attempt++) {
        const last = attempt >= tries;
        try {
          const response = await this.#dispatcher.request({
            origin: this.#origin,
            method: spec.method,
            path: target,
            headers: this.headers(spec.method, target, body, accept),
            body,
            signal,
            // undici's own timers bound the wait for the answer and for each chunk of it.
            headersTimeout: this.#requestTimeoutMs,
            bodyTimeout: this.#requestTimeoutMs,
          });
          if (last || !RETRYABLE_STATUSES.has(response.statusCode)) {
            // The host's clock, so an unauthorized answer can tell a wrong local clock from a wrong secret.
            const date = response.headers.date;
            const answered = { ...context, serverDate: typeof date === 'string' ? date : undefined };
            return { status: response.statusCode, headers: response.headers, body: await read(response.body, answered, response.statusCode), context: answered };
          }
          await response.body.dump();
        } catch (error) {
          const failure = await this.#described(this.#failure(error, context, spec.signal, deadline, deadlineMs));
          if (last || !(failure instanceof ApiError && failure.kind === 'network')) throw failure;
        }
        await this.#backoff(attempt, signal).catch((error: unknown) => {
          throw this.#failure(error, context, spec.signal, deadline, deadlineMs);
        });
      }
    } finally {
      if (deadline) this.#deadlines.end(deadline);
    }
  }

  /**
   * A JSON answer's text, counted as it arrives: past its kind's cap the rest is not read and
   * the connection is dropped. An error answer is read under the same cap.
   */
  async #readText(body: Dispatcher.ResponseData['body'], answer: AnswerKind, context: Context): Promise<string> {
    const cap = this.#answerCap(answer);
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > cap) {
        chunks.length = 0;
        body.destroy();
        throw new ApiError(`the answer is larger than ${sizeText(cap)}, more than a host may send for ${ANSWER_NAMES[answer]}`, {
          ...context,
          kind: 'invalid_response',
        });
      }
      chunks.push(chunk);
    }
    try {
      return Buffer.concat(chunks, bytes).toString('utf8');
    } catch (error) {
      // Past the longest string the runtime can hold (about 512 MiB): a list cap above that is never reached.
      throw new ApiError(`the answer (${bytes} bytes) is too large to read`, { ...context, kind: 'invalid_response', cause: error });
    }
  }

  /**
   * A 2xx list answer's items, each checked as it arrives; the answer's text instead when it
   * is not an array (the caller reports it as any answer of the wrong shape).
   */
  async #readItems<S extends z.ZodType>(body: Dispatcher.ResponseData['body'], item: S, context: Context, status: number): Promise<z.output<S>[] | string> {
    const cap = this.limits.listBytes;
    const splitter = new ArrayItems();
    const items: z.output<S>[] = [];
    const invalid = (message: string, cause?: unknown) => {
      body.destroy();
      return new ApiError(message, { ...context, kind: 'invalid_response', status, cause });
    };
    let bytes = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > cap) throw invalid(`the answer is larger than ${sizeText(cap)}, more than a host may send for ${ANSWER_NAMES.list}`);
      let texts: string[];
      try {
        texts = splitter.push(chunk);
      } catch (error) {
        throw invalid(`${status} answer is not JSON`, error);
      }
      if (splitter.pendingBytes > this.limits.resourceBytes) {
        throw invalid(`an item of the list is larger than ${sizeText(this.limits.resourceBytes)}, more than a host may send for ${ANSWER_NAMES.resource}`);
      }
      for (const text of texts) {
        if (items.length === this.limits.listItems) {
          throw invalid(`the list has more than ${this.limits.listItems.toLocaleString('en')} items, more than a host may send for ${ANSWER_NAMES.list}`);
        }
        let json: unknown;
        try {
          json = parseJson(text);
        } catch (error) {
          throw invalid(`${status} answer is not JSON`, error);
        }
        const parsed = item.safeParse(json);
        if (!parsed.success) throw invalid(unexpectedAnswer(parsed.error, [items.length]));
        items.push(parsed.data);
      }
    }
    try {
      return splitter.end() ?? items;
    } catch (error) {
      throw invalid(`${status} answer is not JSON`, error);
    }
  }

  #answerCap(answer: AnswerKind): number {
    if (answer === 'list') return this.limits.listBytes;
    if (answer === 'attachment') return Math.ceil(this.limits.attachmentBytes / 3) * 4 + ATTACHMENT_ENVELOPE_BYTES;
    return this.limits.resourceBytes;
  }

  #backoff(attempt: number, signal: AbortSignal | undefined): Promise<void> {
    const delay = this.#retryBaseDelayMs * 2 ** (attempt - 1);
    return sleep(delay * (0.75 + Math.random() / 2), undefined, { signal });
  }

  /** A refused certificate names the certificate: read again, without trust, only to describe it. */
  async #described(failure: Error): Promise<Error> {
    if (!(failure instanceof ApiError) || failure.kind !== 'certificate' || failure.message.includes('issued by')) return failure;
    const code = failure.code ?? '';
    const certificate = await peerCertificate(this.#origin, this.#network.route);
    if (!certificate) return failure;
    const context = { method: failure.method, path: failure.path };
    return new ApiError(certificateText(code, new URL(this.#origin).host, certificate), { ...context, kind: 'certificate', code, cause: failure.cause });
  }

  /** What went wrong, in words; a call past its `deadline` (the caller's `signal` not aborted) timed out. */
  #failure(error: unknown, context: { method: string; path: string }, signal: AbortSignal | undefined, deadline?: AbortController, deadlineMs?: number): Error {
    if (deadline?.signal.aborted && !signal?.aborted) {
      return new ApiError(`no complete answer within ${deadlineMs} ms`, { ...context, kind: 'timeout', cause: error });
    }
    if (error instanceof ApiError) return error;
    if (signal?.aborted) return signal.reason instanceof Error ? signal.reason : new Error('aborted');
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code && isCertificateCode(code)) {
      // A host-name mismatch carries the certificate; the others are described after (#described).
      const cert = (error as { cert?: PeerCertificate }).cert;
      return new ApiError(certificateText(code, new URL(this.#origin).host, cert), { ...context, kind: 'certificate', code, cause: error });
    }
    const proxyStatus = /^Proxy response \((\d{3})\)/.exec(error instanceof Error ? error.message : '')?.[1];
    if (proxyStatus) return proxyError(Number(proxyStatus), context, error);
    if (error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
      return new ApiError(`no answer within ${this.#requestTimeoutMs} ms`, { ...context, kind: 'timeout', cause: error });
    }
    if (error instanceof undiciErrors.ConnectTimeoutError || code === 'UND_ERR_CONNECT_TIMEOUT') {
      // Nothing was sent, so this is safe to retry like any network failure.
      return new ApiError('could not connect in time', { ...context, kind: 'network', cause: error });
    }
    if (code && NETWORK_ERROR_CODES.has(code)) {
      return new ApiError(`network error (${code})`, { ...context, kind: 'network', cause: error });
    }
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError(`network error (${message})`, { ...context, kind: 'network', cause: error });
  }

  #parse<S extends z.ZodType>(
    status: number,
    text: string,
    schema: S,
    context: { method: string; path: string; serverDate?: string },
  ): z.output<S> {
    if (status < 200 || status >= 300) throw this.#statusError(status, text, context);
    let json: unknown;
    try {
      json = text === '' ? undefined : parseJson(text);
    } catch (error) {
      throw new ApiError(`${status} answer is not JSON`, { ...context, kind: 'invalid_response', status, cause: error });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ApiError(unexpectedAnswer(parsed.error), { ...context, kind: 'invalid_response', status });
    return parsed.data;
  }

  /** An answer outside 2xx, with the server's code and field messages when it sent them. */
  #statusError(status: number, text: string, context: { method: string; path: string; serverDate?: string }): ApiError {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const body = ErrorBody.safeParse(json);
    const error = body.success ? body.data.error : undefined;
    return new ApiError(`${status} ${error?.message ?? (text.slice(0, 200) || 'no message')}`, {
      ...context,
      kind: errorKindForStatus(status),
      status,
      code: error?.code,
      fields: status === 422 ? error?.fields : undefined,
    });
  }
}
