// An amount field that shows what the desk read before anything is sent: "Read as 1.234,56",
// or, when the other decimal convention reads the text differently, the question "Did you mean
// 10,00 or 1.000,00?" with one button per reading. A choice rewrites the field in a form both
// conventions read alike, so the question does not come back.
import { Alert, Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { amountForInput, formatMoney, readAmount } from '../format';
import { useTranslation } from '../i18n';
import type { FormErrors } from './check';

type AmountFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: string;
  /** Mantine's form input props take a changed value as well as an event. */
  onChange: (value: string) => void;
  currency?: string;
  ref?: Ref<HTMLInputElement>;
};

export function AmountField({ value = '', onChange, currency, description, ...input }: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const reading = readAmount(value, language);
  const money = (amount: string) => formatMoney(amount, language, currency);
  return (
    <div>
      <TextInput
        inputMode="decimal"
        {...input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        description={reading.kind === 'read' ? t('amount.readAs', { amount: money(reading.amount) }) : description}
      />
      {reading.kind === 'ambiguous' && (
        <Alert mt="xs" color="orange" variant="light" p="xs" role="alert" title={t('amount.didYouMean', { readings: orList(reading, money, language) })}>
          <Group gap="xs">
            {reading.readings.map((amount) => (
              <Button key={amount} size="xs" variant="default" onClick={() => onChange(amountForInput(amount, language))}>
                {money(amount)}
              </Button>
            ))}
          </Group>
        </Alert>
      )}
    </div>
  );
}

const orList = (reading: { readings: string[] }, money: (amount: string) => string, language: string) =>
  new Intl.ListFormat(language, { type: 'disjunction' }).format(reading.readings.map(money));


/** An amount field's value as a form's schema checks it: the amount read, else the text itself. */
export function amountOf(text: string, language: string): string {
  const reading = readAmount(text, language);
  return reading.kind === 'read' ? reading.amount : text;
}

/** Which of the given amount fields still wait for the person to choose a reading, with the message to show. */
export function useAmountQuestions(): (fields: Record<string, string>) => FormErrors {
  const { t, i18n } = useTranslation();
  return (fields) => {
    const errors: FormErrors = {};
    for (const [field, text] of Object.entries(fields)) {
      if (readAmount(text, i18n.language).kind === 'ambiguous') errors[field] = t('amount.choose');
    }
    return errors;
  };
}
