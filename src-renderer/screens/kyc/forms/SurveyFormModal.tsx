// A survey the investor answered (e.g. on the phone): a name and one answer per question. A
// survey taken again is added, not replaced: the list keeps the history.
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { SurveyForm } from '@wire/surveys';
import { parseDecimal } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useKycWrite } from '../queries';
import { FormDialog, useSaveForm } from './FormDialog';
import { AddRowButton, ListRow } from './rows';
import { ANSWER_KINDS, type SurveyValues, blankAnswer, surveyForm } from './values';

const QUESTION_KEY = /^[A-Za-z0-9_.-]{1,100}$/;

export function SurveyFormModal({ opened, onClose, userId }: { opened: boolean; onClose: () => void; userId: string }) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const write = useKycWrite();
  const { form, submit, saving, problem } = useSaveForm<SurveyValues, typeof SurveyForm>({
    opened,
    initialValues: () => ({ name: '', answers: [blankAnswer()] }),
    toForm: (values) => surveyForm(values, language),
    schema: SurveyForm,
    save: (survey) => write('kyc.surveys.create', { userId, survey }),
    onSaved: onClose,
    // What the schema cannot see: a number that is none, a question asked twice.
    validate: {
      answers: {
        key: (key, values) =>
          key.trim() !== '' && values.answers.filter((a) => a.key.trim() === key.trim()).length > 1 ? t('surveys.form.twice') : null,
        value: (value, values, path) => {
          const kind = values.answers[Number(path.split('.')[1])]?.kind;
          return kind === 'number' && value.trim() !== '' && parseDecimal(value, language) === undefined
            ? t('surveys.form.notANumber')
            : null;
        },
      },
    },
    // The schema names an answer by its question key: put the message on that row, on the key
    // when the key is what is wrong.
    fieldNames: (field, values) => {
      const key = /^data\.(.+)$/.exec(field)?.[1];
      const row = key === undefined ? -1 : values.answers.findIndex((a) => a.key.trim() === key);
      if (row < 0) return field;
      return QUESTION_KEY.test(key as string) ? `answers.${row}.value` : `answers.${row}.key`;
    },
  });

  return (
    <FormDialog opened={opened} onClose={onClose} title={t('surveys.form.title')} channel="kyc.surveys.create" saving={saving} problem={problem} onSubmit={submit}>
      <TextInput label={t('surveys.form.name')} description={t('surveys.form.nameHint')} required data-autofocus {...form.getInputProps('name')} />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('surveys.form.answers')}
        </Text>
        {form.getValues().answers.map((answer, i) => (
          <ListRow
            key={i}
            removeLabel={t('surveys.form.remove', { n: i + 1 })}
            onRemove={() => form.removeListItem('answers', i)}
            keep={form.getValues().answers.length === 1}
          >
            <TextInput
              label={t('surveys.form.key', { n: i + 1 })}
              placeholder="risk_understood"
              ff="monospace"
              style={{ flex: 2 }}
              {...form.getInputProps(`answers.${i}.key`)}
            />
            <Select
              label={t('surveys.form.kind', { n: i + 1 })}
              allowDeselect={false}
              style={{ flex: 1 }}
              data={ANSWER_KINDS.map((kind) => ({ value: kind, label: t(`surveys.form.kinds.${kind}`) }))}
              {...form.getInputProps(`answers.${i}.kind`)}
            />
            {answer.kind === 'yes_no' ? (
              <Select
                label={t('surveys.form.answer', { n: i + 1 })}
                style={{ flex: 2 }}
                data={[
                  { value: 'yes', label: t('answers.yes') },
                  { value: 'no', label: t('answers.no') },
                ]}
                {...form.getInputProps(`answers.${i}.value`)}
              />
            ) : (
              <TextInput
                label={t('surveys.form.answer', { n: i + 1 })}
                inputMode={answer.kind === 'number' ? 'decimal' : undefined}
                style={{ flex: 2 }}
                {...form.getInputProps(`answers.${i}.value`)}
              />
            )}
          </ListRow>
        ))}
        <AddRowButton label={t('surveys.form.add')} onClick={() => form.insertListItem('answers', blankAnswer())} />
      </Stack>
    </FormDialog>
  );
}
