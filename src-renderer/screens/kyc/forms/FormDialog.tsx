// Every KYC form works the same way: values checked with the API's own schema before
// anything is sent, the server's 422 messages put on the fields they name, anything the form
// cannot place shown at its top, and a notice once saved.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { FormValidateInput } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Channel } from '@contract';
import { Dialog } from '../../../components/Dialog';
import { ErrorMessage, fieldErrors, notifySaved } from '../../../components/errors';
import { check, checkErrors, useCheckedForm } from '../../../components/forms';
import { useWritable } from '../../../components/writes';
import { ipcErrorOf } from '../../../ipc';

interface SaveForm<V, S extends z.ZodType> {
  opened: boolean;
  initialValues: () => V;
  /** What the values become for the API, before the schema checks them. */
  toForm: (values: V) => unknown;
  schema: S;
  save: (form: z.output<S>) => Promise<unknown>;
  onSaved: () => void;
  /** The API's name of a field -> the form's, where they differ (`attachment.expires` -> `expires`). */
  fieldNames?: Record<string, string> | ((field: string, values: V) => string);
  /** Checks of the form's own, before the API's schema (what the schema cannot see). */
  validate?: FormValidateInput<V>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound of useCheckedForm
export function useSaveForm<V extends Record<string, any>, S extends z.ZodType>(options: SaveForm<V, S>) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  /** Each message under the form's name of its field (`attachment.expires` -> `expires`). */
  const named = <M,>(errors: Record<string, M>, values: V): [string, M][] => {
    const { fieldNames } = options;
    return Object.entries(errors).map(([field, message]) => [
      typeof fieldNames === 'function' ? fieldNames(field, values) : (fieldNames?.[field] ?? field),
      message,
    ]);
  };
  const form = useCheckedForm<V>({
    initialValues: options.initialValues(),
    validate: options.validate,
    errorsOf: (values) => Object.fromEntries(named(checkErrors(options.schema, options.toForm(values), language), values)),
  });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<ReactNode>();

  useEffect(() => {
    if (!options.opened) return;
    form.forget();
    form.setValues(options.initialValues());
    form.clearErrors();
    setProblem(undefined);
    // Reset when the dialog opens, not on every keystroke.
  }, [options.opened]);

  /** Messages on the fields the form has; the rest at the top, so none goes unseen. */
  const place = (errors: Record<string, ReactNode>, values: V, lead?: ReactNode) => {
    const all = named(errors, values);
    const onForm = all.filter(([field]) => (field.split('.')[0] as string) in values);
    const elsewhere = all.filter((entry) => !onForm.includes(entry));
    form.setErrors(Object.fromEntries(onForm));
    if (lead !== undefined || elsewhere.length > 0) {
      setProblem(
        <>
          {lead}
          {elsewhere.map(([field, message]) => (
            <Text key={field} component="span" display="block" size="sm">
              {field}: {message}
            </Text>
          ))}
        </>,
      );
    }
  };

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    const checked = check(options.schema, options.toForm(values), language);
    if (!checked.ok) return place(checked.errors, values);
    setSaving(true);
    try {
      await options.save(checked.value);
      notifySaved(t);
      options.onSaved();
    } catch (error) {
      const ipcError = ipcErrorOf(error);
      const errors = fieldErrors(ipcError.fields, language);
      // No field messages: what went wrong, the server's words below.
      place(errors, values, Object.keys(errors).length === 0 ? <ErrorMessage error={ipcError} /> : undefined);
    } finally {
      setSaving(false);
    }
  });

  return { form, submit, saving, problem };
}

export function FormDialog({
  opened,
  onClose,
  title,
  channel,
  submitLabel,
  saving,
  problem,
  onSubmit,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the submit writes through: unavailable, with the reason, on a read-only connection. */
  channel: Channel;
  submitLabel?: string;
  saving: boolean;
  problem?: ReactNode;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  size?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const writable = useWritable(channel);
  return (
    <Dialog opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {problem && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {problem}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} {...writable}>
              {submitLabel ?? t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
