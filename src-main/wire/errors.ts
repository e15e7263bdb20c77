// The host's error body, and the kind of error its status makes (wire/error-kinds.ts).
import { z } from 'zod';
import type { ApiErrorKind } from './error-kinds';

/** Field name -> messages, as a 422 carries them. */
export const FieldMessages = z.record(z.string(), z.array(z.string()));
export type FieldMessages = z.infer<typeof FieldMessages>;

/** The sandbox's error body (SANDBOX.md); `fields` only on 422. */
export const ErrorBody = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    fields: FieldMessages.optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export function errorKindForStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 405) return 'not_allowed';
  if (status === 422) return 'validation';
  if (status >= 500) return 'server';
  return 'bad_request';
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Field name -> messages from a failed parse of `input`. A missing value reads "is required"
 * whatever the schema's own message. `dropWrapper` names fields without the top-level key
 * (`project.code` -> `code`), as the forms know them.
 */
export function fieldMessages(error: z.ZodError, input: unknown, { dropWrapper = false } = {}): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const path = dropWrapper && issue.path.length > 1 ? issue.path.slice(1) : issue.path;
    const name = path.length ? path.map(String).join('.') : 'base';
    const missing = issue.path.length > 0 && issue.code !== 'custom' && valueAt(input, issue.path) === undefined;
    (fields[name] ??= []).push(missing ? 'is required' : issue.message);
  }
  return fields;
}
