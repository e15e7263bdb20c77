// Forms validate with the same zod schemas the host uses, and show the host's 422 field
// messages on the same fields, in the chosen language.
import type { UseFormReturnType } from '@mantine/form';
import { ipcErrorOf } from '../ipc';
import { errorsFromFields } from './check';

export { check, errorsFromFields, type FormErrors } from './check';

/** Puts a failed save's field messages on the form; answers whether there were any. */
export function showFieldErrors<T>(form: UseFormReturnType<T>, error: unknown, language: string): boolean {
  const errors = errorsFromFields(ipcErrorOf(error).fields, language);
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}
