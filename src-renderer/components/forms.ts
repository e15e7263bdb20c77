// Forms validate with the same zod schemas the server uses, and show the server's 422 field
// messages on the same fields: the desk's codes in the chosen language, the server's words
// under their technical details.
import type { UseFormReturnType } from '@mantine/form';
import { ipcErrorOf } from '../ipc';
import { fieldErrors } from './errors';

export { check, errorsFromFields, type FormErrors } from './check';

/** Puts a failed save's field messages on the form; answers whether there were any. */
export function showFieldErrors<T>(form: UseFormReturnType<T>, error: unknown, language: string): boolean {
  const errors = fieldErrors(ipcErrorOf(error).fields, language);
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}
