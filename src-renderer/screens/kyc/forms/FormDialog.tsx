// Every KYC form works the same way: values checked with the API's own schema before
// anything is sent, and with what the KYC needs for a complete part (those fields marked
// required); the server's 422 messages put on the fields they name, anything the form cannot
// place shown at its top; a notice once saved that says what the part still lacks. The
// footer with Save and Cancel stays in view however long the form is.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { FormValidateInput, UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { Channel } from '@contract';
import { Dialog } from '../../../components/Dialog';
import { ErrorMessage, notify, notifySaved } from '../../../components/errors';
import { fieldErrors } from '../../../components/field-errors';
import { check, checkErrors, useCheckedForm } from '../../../components/forms';
import { useWritable } from '../../../components/writes';
import { useTranslation } from '../../../i18n';
import { invoke, ipcErrorOf } from '../../../ipc';
import { missingText } from '../Checklist';
import type { CheckName } from '../checklist';
import { type FormProblem, incompleteFields, stillMissing } from './complete';

/** What `field(name)` gives an input. */
export type FieldProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']> & {
  required?: boolean;
  'data-autofocus'?: boolean;
};

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
  /** The fields the KYC needs for a complete part: marked required, and checked before saving. */
  required?: readonly string[];
  /** Further checks of the form's own, by field (a tax ID by its country's rule). */
  rules?: (values: V) => Record<string, FormProblem>;
  /** The checklist's part the form fills in: the notice after a save says what it still lacks. */
  part?: { userId: string; check: CheckName; businessInvestor: boolean };
  /** The field the dialog opens focused: the checklist's missing one, or the form's first. */
  focus?: string;
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
  /** The form's own messages: fields the KYC needs, then the further rules (the schema's come on top). */
  const ownErrors = (values: V): Record<string, string> => {
    const problems = { ...incompleteFields(values, options.required ?? []), ...options.rules?.(values) };
    return Object.fromEntries(
      Object.entries(problems).map(([field, { key, rule }]) => [field, rule ? `${t(key)} ${t(`taxId.rules.${rule}`)}` : t(key)]),
    );
  };
  const form = useCheckedForm<V>({
    initialValues: options.initialValues(),
    validate: options.validate,
    errorsOf: (values) => ({
      ...ownErrors(values),
      ...Object.fromEntries(named(checkErrors(options.schema, options.toForm(values), language), values)),
    }),
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
    const own = ownErrors(values);
    if (!checked.ok || Object.keys(own).length > 0) return place({ ...own, ...(checked.ok ? {} : checked.errors) }, values);
    setSaving(true);
    try {
      await options.save(checked.value);
      await notifySavedPart();
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

  /** "Saved", and what the part still lacks when it is not complete yet (a host that cannot say leaves it at "Saved"). */
  const notifySavedPart = async () => {
    const { part } = options;
    const missing = part
      ? await invoke('kyc.status', { userId: part.userId }).then(
          (status) => stillMissing(status, part.check, part.businessInvestor),
          () => [],
        )
      : [];
    if (!part || missing.length === 0) return notifySaved(t);
    notify(t, {
      color: 'orange',
      title: t('saved', { ns: 'common' }),
      message: t('complete.stillMissing', { part: t(`checks.${part.check}`), missing: missing.map((item) => missingText(t, item)).join(', ') }),
    });
  };

  /** An input's props: value and message, marked required when the KYC needs it, focused when the dialog opens on it. */
  const field = (name: keyof V & string): FieldProps => ({
    ...form.getInputProps(name),
    required: options.required?.includes(name) || undefined,
    'data-autofocus': name === options.focus || undefined,
  });

  return { form, field, submit, saving, problem };
}

const FOOTER: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  paddingBlock: 'var(--mantine-spacing-sm)',
  borderTop: '1px solid var(--mantine-color-default-border)',
};

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
          {/* Sticks to the bottom of the dialog's scrolling content: Save and Cancel never scroll away. */}
          <Group justify="flex-end" style={FOOTER} data-testid="dialog-footer">
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
