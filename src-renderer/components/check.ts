// A form's values checked with the same zod schema the host applies, the messages in the
// chosen language. Pure (no window, no IPC), so the forms' checks are tested in Node.
import type { z } from 'zod';
import { type FieldMessages, fieldMessages } from '@wire/errors';
import { fieldMessageText } from '../i18n/field-messages';

export type FormErrors = Record<string, string>;

export function errorsFromFields(fields: FieldMessages | undefined, language: string): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(fields ?? {})) {
    errors[field] = messages.map((m) => fieldMessageText(m, language)).join(' ');
  }
  return errors;
}

/** Parses `input` with `schema`: the parsed value, or the field errors to show. */
export function check<S extends z.ZodType>(
  schema: S,
  input: unknown,
  language: string,
): { ok: true; value: z.output<S> } | { ok: false; errors: FormErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: errorsFromFields(fieldMessages(result.error, input), language) };
}

/** The field errors of `input` checked with `schema`; none when it passes. */
export function checkErrors(schema: z.ZodType, input: unknown, language: string): FormErrors {
  const checked = check(schema, input, language);
  return checked.ok ? {} : checked.errors;
}
