// Inputs the KYC forms share: a country picker, a yes/no question that may stay unanswered,
// the tax residence with its second-taxation rule.
import { Group, Radio, Select, type SelectProps, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type KeyboardEvent, useMemo } from 'react';
import { COUNTRY_CODES } from '@wire/countries';
import { useServerConfig } from '../../../components/server-config';
import { useTranslation } from '../../../i18n';
import { countryName } from '../words';
import type { FieldProps } from './FormDialog';
import { knownTaxIdCountry } from './tax-id';
import { type TaxValues, type YesNo, flipped } from './values';

/**
 * ISO 3166-1 alpha-2 codes, shown with their names in the chosen language: the countries the
 * server supports first, the others after them marked as not supported (still choosable: a
 * country of birth, say, need not be one the platform sells in).
 */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t, i18n } = useTranslation();
  const supported = useServerConfig().data?.supported_countries;
  const data = useMemo(() => {
    const named = [...COUNTRY_CODES]
      .map((code) => ({ value: code, label: `${countryName(code, i18n.language)} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
    if (!supported) return named;
    const served = new Set(supported.map((code) => code.toUpperCase()));
    const notSupported = t('serverConfig.notSupported');
    return [
      ...named.filter((c) => served.has(c.value)),
      ...named.filter((c) => !served.has(c.value)).map((c) => ({ ...c, label: `${c.label} · ${notSupported}` })),
    ];
  }, [i18n.language, supported, t]);
  const chosen = data.find((c) => c.value === props.value)?.label ?? '';
  // Text that names no country is not a choice: Enter then stays in the picker, never sends the form.
  const keepUnchosen = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && event.currentTarget.value !== '' && event.currentTarget.value !== chosen) event.preventDefault();
  };
  return <Select searchable clearable={!props.required} data={data} nothingFoundMessage="—" onKeyDown={keepUnchosen} {...props} />;
}

/** Yes, no, or not answered yet (the API keeps null for that). */
export function YesNoField({
  label,
  description,
  error,
  value,
  onChange,
  required,
  negated = false,
  'data-autofocus': autofocus,
}: {
  label: string;
  description?: string;
  error?: React.ReactNode;
  value?: string;
  onChange?: (value: string) => void;
  /** Unanswered is not enough (the KYC needs an answer). */
  required?: boolean;
  /** The label asks the positive way; the value is the API's negated field (`not_pep`). */
  negated?: boolean;
  /** The dialog opens with the first answer focused. */
  'data-autofocus'?: boolean;
}) {
  const { t } = useTranslation('kyc');
  return (
    <Radio.Group
      label={label}
      description={description}
      error={error}
      value={negated ? flipped(value as YesNo) : value}
      onChange={(answer) => onChange?.(negated ? flipped(answer as YesNo) : answer)}
      withAsterisk={required}
    >
      <Group mt={4} gap="md">
        <Radio value="yes" label={t('answers.yes')} data-autofocus={autofocus} />
        <Radio value="no" label={t('answers.no')} />
        <Radio value="" label={t('answers.unanswered')} />
      </Group>
    </Radio.Group>
  );
}

/**
 * The tax residence. The second country and tax id are required exactly when the holder is
 * not taxable in the first country alone; they are shown then, and whenever a pair is filled
 * in (a host may hold one beside "taxable there alone": it is kept and sent as it is). A
 * person's tax ID has its country's rule below it, where the rule is known.
 */
export function TaxFields<V extends TaxValues>({
  form,
  field,
  personal = false,
}: {
  form: UseFormReturnType<V>;
  field: (name: keyof TaxValues) => FieldProps;
  personal?: boolean;
}) {
  const { t } = useTranslation('kyc');
  const values = form.getValues();
  const second = values.exclusively_taxable_in_country_of_taxation === 'no';
  const shown = second || values.second_country_of_taxation !== '' || values.second_tax_id_number !== '';
  const rule = (country: string) => {
    const known = personal ? knownTaxIdCountry(country) : undefined;
    return known && t(`taxId.rules.${known}`);
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2}>
        <TextInput label={t('fields.tax_id_number')} description={rule(values.country_of_taxation)} {...field('tax_id_number')} />
        <CountrySelect label={t('fields.country_of_taxation')} {...field('country_of_taxation')} />
      </SimpleGrid>
      <YesNoField
        label={t('fields.exclusively_taxable_in_country_of_taxation')}
        description={t('tax.rule')}
        {...field('exclusively_taxable_in_country_of_taxation')}
      />
      {shown && (
        <SimpleGrid cols={2}>
          <CountrySelect label={t('fields.second_country_of_taxation')} {...field('second_country_of_taxation')} required={second} />
          <TextInput
            label={t('fields.second_tax_id_number')}
            description={rule(values.second_country_of_taxation)}
            {...field('second_tax_id_number')}
            required={second}
          />
        </SimpleGrid>
      )}
      {!second && (
        <Text size="xs" c="dimmed">
          {t('tax.noSecond')}
        </Text>
      )}
    </Stack>
  );
}
