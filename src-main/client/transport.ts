// Signed HTTP over one undici pool per base URL: signs the exact bytes it sends, parses every
// response with a wire schema, retries only what is safe to repeat.
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import { ErrorBody, errorKindForStatus } from '../wire/errors';
import { DEFAULT_SIGNATURE_SCHEME, type SignatureScheme, sign, signatureDate } from '../wire/signature';
import { ApiError } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | null | undefined>;

export interface TransportOptions {
  /** e.g. `https://api.example.com/api/v1`; the sandbox's operator API uses `.../sandbox`. */
  baseUrl: string;
  key: string;
  secret: string;
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

export function encodeSegment(value: string): string {
  return encodeURIComponent(value);
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
    this.#pool = new Pool(url.origin, {
      connect: { timeout: options.connectTimeoutMs ?? 10_000 },
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
  headers(method: Method, target: string, body: Buffer | undefined): Record<string, string> {
    const signature = sign(
      this.#secret,
      { method, path: target, body, date: signatureDate(this.#now()) },
      this.#scheme,
    );
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#key}`,
      'x-signature': signature,
      accept: 'application/json',
    };
    if (body) headers['content-type'] = 'application/json';
    return headers;
  }

  async request<S extends z.ZodType>(spec: RequestSpec, schema: S): Promise<z.output<S>> {
    const target = this.target(spec.path, spec.query);
    const body = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body), 'utf8');
    const context = { method: spec.method, path: target };
    // Only a GET is repeated: a write whose answer was lost may have happened.
    const tries = spec.method === 'GET' ? this.#maxTries : 1;
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= tries;
      let status: number;
      let text: string;
      let date: string | undefined;
      try {
        ({ status, text, date } = await this.#send(spec.method, target, body, spec.signal));
      } catch (error) {
        const failure = this.#failure(error, context, spec.signal);
        if (!last && failure instanceof ApiError && failure.kind === 'network') {
          await this.#backoff(attempt, spec.signal);
          continue;
        }
        throw failure;
      }
      if (!last && RETRYABLE_STATUSES.has(status)) {
        await this.#backoff(attempt, spec.signal);
        continue;
      }
      return this.#parse(status, text, schema, { ...context, serverDate: date });
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  async #send(method: Method, target: string, body: Buffer | undefined, signal: AbortSignal | undefined) {
    const response = await this.#pool.request({
      method,
      path: target,
      headers: this.headers(method, target, body),
      body,
      signal,
      // undici's own timers bound the wait for the answer and for each chunk of it; far
      // cheaper per request than an AbortSignal deadline.
      headersTimeout: this.#requestTimeoutMs,
      bodyTimeout: this.#requestTimeoutMs,
    });
    const date = response.headers.date;
    return { status: response.statusCode, text: await response.body.text(), date: typeof date === 'string' ? date : undefined };
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
    let json: unknown;
    let jsonError: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch (error) {
      jsonError = error;
    }
    if (status < 200 || status >= 300) {
      const body = ErrorBody.safeParse(json);
      const error = body.success ? body.data.error : undefined;
      throw new ApiError(`${status} ${error?.message ?? (text.slice(0, 200) || 'no message')}`, {
        ...context,
        kind: errorKindForStatus(status),
        status,
        code: error?.code,
        fields: status === 422 ? error?.fields : undefined,
      });
    }
    if (jsonError !== undefined) {
      throw new ApiError(`${status} answer is not JSON`, { ...context, kind: 'invalid_response', status, cause: jsonError });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : '(body)';
      throw new ApiError(`unexpected answer at field "${field}": ${issue?.message ?? 'invalid'}`, {
        ...context,
        kind: 'invalid_response',
        status,
      });
    }
    return parsed.data;
  }
}
