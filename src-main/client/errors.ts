import type { ApiErrorKind } from '../../src-shared/wire/error-kinds';
import type { FieldTexts } from '../../src-shared/wire/errors';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  method: string;
  path: string;
  status?: number;
  /** The server's error code, when it sent one. */
  code?: string;
  fields?: FieldTexts;
  /** The host's `Date` header, when it answered: tells a wrong local clock from a wrong secret. */
  serverDate?: string;
  cause?: unknown;
}

/** Every failure of a call, as a value the app can act on. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  readonly code?: string;
  readonly fields?: FieldTexts;
  readonly serverDate?: string;

  constructor(message: string, details: ApiErrorDetails) {
    super(`${details.method} ${details.path}: ${message}`, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = details.kind;
    this.method = details.method;
    this.path = details.path;
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
    this.serverDate = details.serverDate;
  }
}
