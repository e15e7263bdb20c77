// The host's error body, and the kind of error its status makes (wire/error-kinds.ts).
import { z } from 'zod';
import type { ApiErrorKind } from './error-kinds';
import { type FieldArgs, type FieldMessage, fieldText, isFieldCode } from './field-messages';

/** Field name -> messages in words, as a 422 carries them. */
export const FieldTexts = z.record(z.string(), z.array(z.string()));
export type FieldTexts = z.infer<typeof FieldTexts>;

/** Field name -> messages, as the desk carries them (codes of its own checks, a host's text). */
export type FieldMessages = Record<string, FieldMessage[]>;

/** The sandbox's error body (docs/sandbox.md); `fields` only on 422. */
export const ErrorBody = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    fields: FieldTexts.optional(),
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

/** The arguments of an issue's message: the schema's own `params`, or what zod measured. */
function argsOf(issue: z.core.$ZodIssue): FieldArgs | undefined {
  switch (issue.code) {
    case 'custom':
      return issue.params;
    case 'too_big':
      return { max: Number(issue.maximum) };
    case 'too_small':
      return { min: Number(issue.minimum) };
    case 'invalid_value':
      return { values: issue.values.map(String).join(', ') };
    default:
      return undefined;
  }
}

/** Our schemas' messages are codes; zod's own (none given) stay its English words. */
function messageOf(issue: z.core.$ZodIssue): FieldMessage {
  if (!isFieldCode(issue.message)) return { text: issue.message };
  const args = argsOf(issue);
  return args ? { code: issue.message, args } : { code: issue.message };
}

/**
 * Field name -> messages from a failed parse of `input`. A missing value is `required`
 * whatever the schema's own message. `dropWrapper` names fields without the top-level key
 * (`project.code` -> `code`), as the forms know them.
 */
export function fieldMessages(error: z.ZodError, input: unknown, { dropWrapper = false } = {}): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const path = dropWrapper && issue.path.length > 1 ? issue.path.slice(1) : issue.path;
    const name = path.length ? path.map(String).join('.') : 'base';
    const missing = issue.path.length > 0 && issue.code !== 'custom' && valueAt(input, issue.path) === undefined;
    (fields[name] ??= []).push(missing ? { code: 'required' } : messageOf(issue));
  }
  return fields;
}

/** One issue's message in English words, for a message that names it (a 400, a bad answer). */
export function issueText(issue: z.core.$ZodIssue): string {
  return fieldText(messageOf(issue));
}

/** The messages in English words, as the sandbox answers a 422. */
export function fieldTexts(fields: FieldMessages): FieldTexts {
  return Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages.map(fieldText)]));
}

/** A host's 422 messages: its words, shown as they came. */
export function hostMessages(fields: FieldTexts): FieldMessages {
  return Object.fromEntries(Object.entries(fields).map(([name, texts]) => [name, texts.map((text) => ({ text }))]));
}
