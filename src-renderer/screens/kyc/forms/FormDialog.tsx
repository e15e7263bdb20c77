// Every KYC form works the same way: values checked with the API's own schema before
// anything is sent, the host's 422 messages put on the fields they name, anything the form
// cannot place shown at its top, and a notice once saved.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../components/Dialog';
import { describeError, notifySaved } from '../../../components/errors';
import { check, errorsFromFields } from '../../../components/forms';
import { ipcErrorOf } from '../../../ipc';

interface SaveForm<V, S extends z.ZodType> {
  opened: boolean;
  initialValues: () => V;
  /** What the values become for the API, before the schema checks them. */
  toForm: (values: V) => unknown;
  schema: S;
  save: (form: z.output<S>) => Promise<unknown>;
  onSaved: () => void;
  /** The host's name of a field -> the form's, where they differ. */
  fieldNames?: Record<string, keyof V & string>;
}

export function useSaveForm<V extends object, S extends z.ZodType>(options: SaveForm<V, S>) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const form = useForm<V>({ initialValues: options.initialValues() });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!options.opened) return;
    form.setValues(options.initialValues());
    form.clearErrors();
    setProblem(undefined);
    // Reset when the dialog opens, not on every keystroke.
  }, [options.opened]);

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    const checked = check(options.schema, options.toForm(values), language);
    if (!checked.ok) return form.setErrors(rename(checked.errors, options.fieldNames));
    setSaving(true);
    try {
      await options.save(checked.value);
      notifySaved(t);
      options.onSaved();
    } catch (error) {
      const ipcError = ipcErrorOf(error);
      const errors = rename(errorsFromFields(ipcError.fields, language), options.fieldNames);
      const known = Object.keys(errors).filter((field) => field in values);
      form.setErrors(Object.fromEntries(known.map((field) => [field, errors[field]])));
      const elsewhere = Object.entries(errors).filter(([field]) => !known.includes(field));
      if (known.length === 0 || elsewhere.length > 0) {
        const details = elsewhere.map(([field, message]) => `${field}: ${message}`).join(' · ');
        setProblem([describeError(ipcError, t), details || ipcError.message].join(' '));
      }
    } finally {
      setSaving(false);
    }
  });

  return { form, submit, saving, problem };
}

function rename(errors: Record<string, string>, names: Record<string, string> | undefined): Record<string, string> {
  if (!names) return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [names[field] ?? field, message]));
}

export function FormDialog({
  opened,
  onClose,
  title,
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
  submitLabel?: string;
  saving: boolean;
  problem?: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  size?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
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
            <Button type="submit" loading={saving}>
              {submitLabel ?? t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
