import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type Project, ProjectForm } from '@wire/projects';
import { DateField } from '../../components/DateField';
import { Dialog } from '../../components/Dialog';
import { notifyError, notifySaved } from '../../components/errors';
import { check, checkErrors, showFieldErrors, useCheckedForm } from '../../components/forms';
import { useWritable } from '../../components/writes';
import { decimalForInput, parseDecimal } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskMutation } from '../../ipc';

interface Values {
  code: string;
  name: string;
  start_date: string | null;
  end_date: string | null;
  min_investment_amount: string;
  volume: string;
  has_investment_survey: boolean;
  partner_customer_id: string;
  partner_iban: string;
  partner_bic: string;
}

const dateOnly = (iso: string) => iso.slice(0, 10);

function valuesOf(project: Project | undefined, language: string): Values {
  return {
    code: project?.code ?? '',
    name: project?.name ?? '',
    start_date: project ? dateOnly(project.start_date) : null,
    end_date: project ? dateOnly(project.end_date) : null,
    min_investment_amount: project?.min_investment_amount === undefined ? '' : decimalForInput(project.min_investment_amount, language),
    volume: project?.volume === undefined ? '' : decimalForInput(project.volume, language),
    has_investment_survey: project?.has_investment_survey ?? false,
    partner_customer_id: project?.partner_customer_id ?? '',
    partner_iban: project?.partner_iban ?? '',
    partner_bic: project?.partner_bic ?? '',
  };
}

/** The form as the API takes it: decimals in plain notation, untouched dates as they were. */
function formOf(values: Values, project: Project | undefined, language: string) {
  const keepDate = (field: 'start_date' | 'end_date') =>
    project && values[field] === dateOnly(project[field]) ? project[field] : (values[field] ?? undefined);
  return {
    ...values,
    start_date: keepDate('start_date'),
    end_date: keepDate('end_date'),
    min_investment_amount: parseDecimal(values.min_investment_amount, language) ?? values.min_investment_amount,
    volume: parseDecimal(values.volume, language) ?? values.volume,
    partner_iban: values.partner_iban.trim() || null,
    partner_bic: values.partner_bic.trim() || null,
  };
}

export function ProjectFormModal({
  opened,
  onClose,
  project,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  project?: Project;
  onSaved?: (project: Project) => void;
}) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.language;
  const form = useCheckedForm<Values>({
    initialValues: valuesOf(project, language),
    errorsOf: (values) => checkErrors(ProjectForm, formOf(values, project, language), language),
  });
  const create = useDeskMutation('projects.create');
  const update = useDeskMutation('projects.update');
  const saving = create.isPending || update.isPending;
  const writable = useWritable(project ? 'projects.update' : 'projects.create');

  useEffect(() => {
    if (!opened) return;
    form.forget();
    form.setValues(valuesOf(project, language));
    form.clearErrors();
    // Reset only when the dialog opens or the project changes, not on every keystroke.
  }, [opened, project?.id]);

  const submit = form.onSubmit(async (values) => {
    const checked = check(ProjectForm, formOf(values, project, language), language);
    if (!checked.ok) return form.setErrors(checked.errors);
    try {
      const saved = project
        ? await update.mutateAsync({ id: project.id, project: checked.value })
        : await create.mutateAsync({ project: checked.value });
      notifySaved(t);
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (!showFieldErrors(form, error, language)) notifyError(error, t);
    }
  });

  const amountHint = t('form.amountHint', { example: language === 'de' ? '1.000,00' : '1,000.00' });
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={project ? t('form.editTitle', { code: project.code }) : t('form.createTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={2}>
            <TextInput label={t('fields.code')} required data-autofocus {...form.getInputProps('code')} />
            <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
            <DateField label={t('fields.start_date')} required {...form.getInputProps('start_date')} />
            <DateField label={t('fields.end_date')} required {...form.getInputProps('end_date')} />
            <TextInput
              label={t('fields.min_investment_amount')}
              description={amountHint}
              inputMode="decimal"
              required
              {...form.getInputProps('min_investment_amount')}
            />
            <TextInput
              label={t('fields.volume')}
              description={amountHint}
              inputMode="decimal"
              required
              {...form.getInputProps('volume')}
            />
            <TextInput label={t('fields.partner_customer_id')} {...form.getInputProps('partner_customer_id')} />
            <TextInput label={t('fields.partner_iban')} {...form.getInputProps('partner_iban')} />
            <TextInput label={t('fields.partner_bic')} {...form.getInputProps('partner_bic')} />
          </SimpleGrid>
          <Checkbox
            label={t('fields.has_investment_survey')}
            {...form.getInputProps('has_investment_survey', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={saving} {...writable}>
              {project ? t('actions.save', { ns: 'common' }) : t('actions.create', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
