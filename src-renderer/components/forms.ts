// Forms validate with the same zod schemas the host uses, and show the host's 422 field
// messages on the same fields, in the chosen language.
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { fieldMessages } from '../../src-main/wire/errors';
import { translateFieldMessage } from '../i18n';
import { ipcErrorOf } from '../ipc';

export type FormErrors = Record<string, string>;

export function errorsFromFields(fields: Record<string, string[]> | undefined, language: string): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(fields ?? {})) {
    errors[field] = messages.map((m) => translateFieldMessage(m, language)).join('; ');
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

/** Puts a failed save's field messages on the form; answers whether there were any. */
export function showFieldErrors<T>(form: UseFormReturnType<T>, error: unknown, language: string): boolean {
  const errors = errorsFromFields(ipcErrorOf(error).fields, language);
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}
