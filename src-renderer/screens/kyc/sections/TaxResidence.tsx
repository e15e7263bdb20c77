// Where a person or the business pays taxes, in a sentence: one country alone, or a second
// one too (the spec's second-taxation rule), or not answered yet.
import { Stack, Text } from '@mantine/core';
import type { Identity } from '@wire/kyc';
import { useTranslation } from '../../../i18n';
import { countryName } from '../words';

type Taxed = Pick<
  Identity,
  | 'tax_id_number'
  | 'country_of_taxation'
  | 'exclusively_taxable_in_country_of_taxation'
  | 'second_country_of_taxation'
  | 'second_tax_id_number'
>;

export function TaxResidence({ of }: { of: Taxed }) {
  const { t, i18n } = useTranslation('kyc');
  const none = t('states.none', { ns: 'common' });
  const country = (code: string | null | undefined) => (code ? countryName(code, i18n.language) : t('tax.unknownCountry'));
  const taxId = (id: string | null | undefined) => id ?? none;
  const first = country(of.country_of_taxation);
  const exclusive = of.exclusively_taxable_in_country_of_taxation;
  return (
    <Stack gap={2} data-testid="tax-residence">
      <Text size="sm">
        {exclusive === true
          ? t('tax.only', { country: first })
          : exclusive === false
            ? t('tax.also', { country: first, second: country(of.second_country_of_taxation) })
            : t('tax.unanswered', { country: first })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('tax.idIn', { country: first, id: taxId(of.tax_id_number) })}
        {exclusive === false &&
          ` · ${t('tax.idIn', { country: country(of.second_country_of_taxation), id: taxId(of.second_tax_id_number) })}`}
      </Text>
    </Stack>
  );
}
