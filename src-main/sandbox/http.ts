// Request parsing and the error shape shared by every route (docs/sandbox.md, "What the sandbox chooses").
import type { z } from 'zod';
import { type FieldTexts, fieldMessages, fieldTexts, issueText } from '../../src-shared/wire/errors';
import { Id } from '../../src-shared/wire/common';
import { isUniqueViolation } from './db/store';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldTexts,
  ) {
    super(message);
  }

  body() {
    return {
      error: { status: this.status, code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const invalid = (fields: FieldTexts, message = 'Validation failed') =>
  new HttpError(422, 'validation_failed', message, fields);

/**
 * The payments of a settled order stay: its tokens are distributed. One rule for deleting one
 * payment and for `destroy_payments`.
 */
export const settledPayments = () => new HttpError(422, 'orders_settled', 'Payments of settled orders cannot be deleted');

/**
 * For a `.catch` after a write: a unique violation (of `constraint`, or any) is a second one of
 * what there may be only one of, 422 `already_exists` with how to change the first.
 */
export function alreadyExists(message: string, constraint?: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, constraint)) throw new HttpError(422, 'already_exists', message);
    throw error;
  };
}

/** The value, or 404 when there is none. */
export function orNotFound<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(what);
  return value;
}

/** A path id that is not a UUID cannot name anything: 404 like any unknown id. */
export function parseId(value: string | undefined, what: string): string {
  if (!Id.safeParse(value).success) throw notFound(what);
  return value as string;
}

/** The object under `wrapper`; a missing wrapper is 400 (docs/sandbox.md). */
export function wrapped(body: unknown, wrapper: string): Record<string, unknown> {
  const inner = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[wrapper] : undefined;
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) {
    throw badRequest(`The body must be a JSON object with a "${wrapper}" object`, 'missing_wrapper');
  }
  return inner as Record<string, unknown>;
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(fieldTexts(fieldMessages(result.error, input)));
  return result.data;
}

/** An unwrapped body (the operator API's). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object');
  }
  return validate(schema, body);
}

/** A form under its wrapper, validated whole. */
export function parseForm<S extends z.ZodType>(schema: S, wrapper: string, body: unknown): z.output<S> {
  return validate(schema, wrapped(body, wrapper));
}

/**
 * PUT and PATCH change only the fields sent: the sent fields are laid over the stored
 * resource and the result is validated whole.
 */
export function parseUpdate<S extends z.ZodType>(
  schema: S,
  wrapper: string,
  body: unknown,
  current: Record<string, unknown>,
): z.output<S> {
  return validate(schema, { ...current, ...wrapped(body, wrapper) });
}

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.map(String).join('.') || 'query';
    throw badRequest(`Query parameter "${name}": ${issue ? issueText(issue) : 'invalid'}`);
  }
  return result.data;
}
