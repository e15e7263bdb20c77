// Signed HTTP over one undici pool per base URL: signs the exact bytes it sends, parses every
// response with a wire schema (numbers read exactly), retries only what is safe to repeat.
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Dispatcher, Pool, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import { ErrorBody, errorKindForStatus, issueText } from '../wire/errors';
import { DEFAULT_SIGNATURE_SCHEME, type SignatureScheme, sign, signatureDate } from '../wire/signature';
import { ApiError } from './errors';
import { parseJson } from './json';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | null | undefined>;

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
}

export interface RequestSpec {
  method: Method;
  /** Path below the base URL, e.g. `/projects/123`. */
  path: string;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** A download: always a GET, of a body that is not JSON. */
export interface StreamSpec extends Omit<RequestSpec, 'method' | 'body'> {
  /** The media type asked for (`text/csv`); an answer of another type is invalid_response. */
  accept: string;
}

const JSON_TYPE = 'application/json';
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

/** A lone surrogate (no text, but a JS string may hold it) would make encodeURIComponent throw: it goes as U+FFFD. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD'));
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class Transport {
  readonly baseUrl: string;
  readonly #basePath: string;
  readonly #pool: Pool;
  readonly #origin: string;
  readonly #keyOrigin: string;
  readonly #key: string;
  readonly #secret: string;
  readonly #scheme: SignatureScheme;
  readonly #requestTimeoutMs: number;
  readonly #maxTries: number;
  readonly #retryBaseDelayMs: number;
  readonly #now: () => Date;

  constructor(options: TransportOptions) {
    const url = new URL(options.baseUrl);
    this.baseUrl = options.baseUrl;
    this.#basePath = url.pathname.replace(/\/+$/, '');
    this.#origin = url.origin;
    this.#keyOrigin = options.keyOrigin ?? url.origin;
    this.#pool = new Pool(url.origin, {
      // Explicit, so NODE_TLS_REJECT_UNAUTHORIZED=0 in the environment cannot turn the check off.
      connect: { timeout: options.connectTimeoutMs ?? 10_000, rejectUnauthorized: true },
    });
    this.#key = options.key;
    this.#secret = options.secret;
    this.#scheme = { ...DEFAULT_SIGNATURE_SCHEME, ...options.signature };
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#maxTries = options.maxTries ?? 3;
    this.#retryBaseDelayMs = options.retryBaseDelayMs ?? 200;
    this.#now = options.now ?? (() => new Date());
  }

  /** Full request path as sent and signed (base path + path + query). */
  target(path: string, query?: Query): string {
    return this.#basePath + path + queryString(query);
  }

  /** Headers for one request; the signature covers exactly `body`. */
  headers(method: Method, target: string, body: Buffer | undefined, accept = JSON_TYPE): Record<string, string> {
    if (this.#origin !== this.#keyOrigin) {
      throw new ApiError(`the key was entered for ${this.#keyOrigin}, not for ${this.#origin}: nothing was sent`, {
        method,
        path: target,
        kind: 'wrong_origin',
      });
    }
    const signature = sign(
      this.#secret,
      { method, path: target, body, date: signatureDate(this.#now()) },
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

  async request<S extends z.ZodType>(spec: RequestSpec, schema: S): Promise<z.output<S>> {
    const { status, body, context } = await this.#exchange(spec, JSON_TYPE, (b) => b.text());
    return this.#parse(status, body, schema, context);
  }

  /**
   * A GET whose 200 body goes to `consume` as it arrives, never held whole. Until the body
   * starts, it fails and retries as `request` does; once `consume` has begun, nothing is
   * retried (part of the body is gone), and the body's own failures become ApiErrors while
   * the consumer's (a full disk) stay as they are.
   */
  async stream<T>(spec: StreamSpec, consume: (body: Readable) => Promise<T>): Promise<T> {
    const { status, headers, body, context } = await this.#exchange({ ...spec, method: 'GET' }, spec.accept, async (b) => b);
    if (status < 200 || status >= 300) throw this.#statusError(status, await body.text().catch(() => ''), context);
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

  close(): Promise<void> {
    return this.#pool.close();
  }

  /**
   * Signs and sends; answers the status, the headers and what `read` made of the body. Only
   * a GET is repeated (on network errors, `read` included, and on 502, 503, 504): a write
   * whose answer was lost may have happened.
   */
  async #exchange<R>(spec: RequestSpec, accept: string, read: (body: Dispatcher.ResponseData['body']) => Promise<R>) {
    const target = this.target(spec.path, spec.query);
    const body = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body), 'utf8');
    const context = { method: spec.method, path: target };
    const tries = spec.method === 'GET' ? this.#maxTries : 1;
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= tries;
      try {
        const response = await this.#pool.request({
          method: spec.method,
          path: target,
          headers: this.headers(spec.method, target, body, accept),
          body,
          signal: spec.signal,
          // undici's own timers bound the wait for the answer and for each chunk of it; far
          // cheaper per request than an AbortSignal deadline.
          headersTimeout: this.#requestTimeoutMs,
          bodyTimeout: this.#requestTimeoutMs,
        });
        if (last || !RETRYABLE_STATUSES.has(response.statusCode)) {
          // The host's clock, so an unauthorized answer can tell a wrong local clock from a wrong secret.
          const date = response.headers.date;
          const answered = { ...context, serverDate: typeof date === 'string' ? date : undefined };
          return { status: response.statusCode, headers: response.headers, body: await read(response.body), context: answered };
        }
        await response.body.dump();
      } catch (error) {
        const failure = this.#failure(error, context, spec.signal);
        if (last || !(failure instanceof ApiError && failure.kind === 'network')) throw failure;
      }
      await this.#backoff(attempt, spec.signal);
    }
  }

  #backoff(attempt: number, signal: AbortSignal | undefined): Promise<void> {
    const delay = this.#retryBaseDelayMs * 2 ** (attempt - 1);
    return sleep(delay * (0.75 + Math.random() / 2), undefined, { signal });
  }

  #failure(error: unknown, context: { method: string; path: string }, signal: AbortSignal | undefined): Error {
    if (error instanceof ApiError) return error;
    if (signal?.aborted) return signal.reason instanceof Error ? signal.reason : new Error('aborted');
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
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
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : '(body)';
      throw new ApiError(`unexpected answer at field "${field}": ${issue ? issueText(issue) : 'invalid'}`, {
        ...context,
        kind: 'invalid_response',
        status,
      });
    }
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
