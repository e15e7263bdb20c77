// Forms validate with the same zod schemas the server uses, and show the server's 422 field
// messages on the same fields: the desk's codes in the chosen language, the server's words
// under their technical details.
import { type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type FocusEvent, useRef } from 'react';
import { ipcErrorOf } from '../ipc';
import type { FormErrors } from './check';
import { fieldErrors } from './field-errors';

export { check, checkErrors, errorsFromFields, type FormErrors } from './check';

/** Puts a failed save's field messages on the form; answers whether there were any. */
export function showFieldErrors<T>(form: UseFormReturnType<T>, error: unknown, language: string): boolean {
  const errors = fieldErrors(ipcErrorOf(error).fields, language);
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}

/** Which fields speak already: those left once, or all after a submit. */
interface Live {
  fields: Set<string>;
  all: boolean;
  /** Fields whose message is the form's own check's (a server's stays until its field changes). */
  own: Set<string>;
}

const fresh = (): Live => ({ fields: new Set(), all: false, own: new Set() });
const under = (field: string, changed: string[]) => changed.some((path) => field === path || field.startsWith(`${path}.`));

export type CheckedForm<V> = UseFormReturnType<V> & {
  /** Back to a quiet form (a new record, a reset after a save): call before setting values. */
  forget: () => void;
};

/**
 * A form whose own check speaks early: a field's message shows once the field is left with a
 * value typed (not merely passed through) and then follows each change; a submit shows every message at once (the submit handler runs the same
 * check) and makes every field live. `errorsOf` is that check, by the form's field names.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's own bound on a form's values
export function useCheckedForm<V extends Record<string, any>>({
  errorsOf,
  ...options
}: UseFormInput<V> & { errorsOf: (values: V) => FormErrors }): CheckedForm<V> {
  const live = useRef<Live>(fresh());
  const check = useRef(errorsOf);
  check.current = errorsOf;
  const self = useRef<UseFormReturnType<V>>(null);

  const refresh = (values: V, changed: string[]) => {
    const form = self.current;
    if (!form) return;
    const state = live.current;
    const errors = check.current(values);
    const fields = state.all ? new Set([...Object.keys(errors), ...state.own, ...changed]) : state.fields;
    for (const field of fields) {
      const message = errors[field];
      if (message) {
        form.setFieldError(field, message);
        state.own.add(field);
      } else if (state.own.delete(field) || under(field, changed)) {
        form.clearFieldError(field);
      }
    }
  };

  const form = useForm<V>({
    ...options,
    onValuesChange: (values, previous) => {
      options.onValuesChange?.(values, previous);
      refresh(
        values,
        Object.keys(values).filter((key) => values[key] !== previous[key]),
      );
    },
    enhanceGetInputProps: (payload) => {
      const enhanced = options.enhanceGetInputProps?.(payload) as { onBlur?: (event: FocusEvent) => void } | undefined;
      // Read now: the props object gets this onBlur in its place.
      const own = payload.inputProps.onBlur as ((event: FocusEvent) => void) | undefined;
      const onBlur = (event: FocusEvent) => {
        own?.(event);
        enhanced?.onBlur?.(event);
        // A field passed through untouched is not told off.
        if (!form.isDirty(payload.field)) return;
        live.current.fields.add(String(payload.field));
        refresh(form.getValues(), []);
      };
      return { ...enhanced, onBlur };
    },
  });
  self.current = form;

  const onSubmit: UseFormReturnType<V>['onSubmit'] = (handler, onFailure) =>
    form.onSubmit((values, event) => {
      live.current.all = true;
      live.current.own = new Set(Object.keys(check.current(form.getValues())));
      return handler(values, event);
    }, onFailure);

  return {
    ...form,
    onSubmit,
    forget: () => {
      live.current = fresh();
    },
  };
}
