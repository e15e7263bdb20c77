// A date field that reads and writes the chosen language's format and keeps the value as
// `YYYY-MM-DD`, the form the API takes.
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from '../i18n';
import 'dayjs/locale/de';

dayjs.extend(customParseFormat);

const FORMATS = { de: 'DD.MM.YYYY', en: 'YYYY-MM-DD' } as const;

export function DateField(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  const { t, i18n } = useTranslation();
  const format = i18n.language === 'de' ? FORMATS.de : FORMATS.en;
  return (
    <DateInput
      {...props}
      valueFormat={format}
      placeholder={t('dateFormat')}
      dateParser={(text) => {
        const parsed = dayjs(text.trim(), [format, 'YYYY-MM-DD'], true);
        return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
      }}
    />
  );
}
