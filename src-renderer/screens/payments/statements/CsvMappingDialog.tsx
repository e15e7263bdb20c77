// The columns of a bank's CSV export: which column holds the date, the amount, the remittance
// text …, and how its numbers and dates are written, with the file's first rows to look at.
// A shipped or saved mapping fills it in; a mapping of one's own can be saved for the bank,
// and deleted again (the shipped ones stay).
// The desk checks the mapping again when it arrives (zod at the channel).
import { Alert, Box, Button, Checkbox, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type CsvMapping, type CsvToMap, readCsvAmount } from '@contract';
import { Dialog } from '../../../components/Dialog';
import { deleteConfirmed } from '../../../components/confirm';
import { notifyError, notifySaved } from '../../../components/errors';
import { formatMoney } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useDeskMutation, useDeskQuery } from '../../../ipc';

type Column = keyof CsvMapping['columns'];
const REQUIRED: Column[] = ['booking_date', 'amount', 'remittance'];
const OPTIONAL: Column[] = ['currency', 'payer_name', 'payer_iban', 'bank_reference'];
const DELIMITERS: Array<CsvMapping['delimiter']> = [';', ',', '\t'];
const DATE_FORMATS: Array<CsvMapping['date_format']> = ['DD.MM.YYYY', 'DD.MM.YY', 'YYYY-MM-DD'];
const PREVIEW_ROWS = 8;

/** The header row: the first of the widest rows (a few account lines may stand above it). */
function headerOf(rows: string[][]): string[] {
  const widest = Math.max(0, ...rows.map((r) => r.length));
  return rows.find((r) => r.length === widest) ?? [];
}

type Separator = CsvMapping['decimal_separator'];
const OTHER: Record<Separator, Separator> = { ',': '.', '.': ',' };
const SEPARATOR_NAMES = { ',': 'comma', '.': 'point' } as const;

/**
 * The amounts of the first rows below the header, read under the mapping's separator and the
 * other: what the person sees before importing. `unreadable` is the first that the chosen
 * separator cannot read; `differs` the first that both read, as different amounts.
 */
function amountReadings(rows: string[][], header: string[], mapping: CsvMapping) {
  const column = mapping.columns.amount ? header.indexOf(mapping.columns.amount) : -1;
  const first = rows.indexOf(header) + 1;
  const texts = column < 0 ? [] : rows.slice(first, first + PREVIEW_ROWS).map((row) => row[column] ?? '').filter((text) => text.trim() !== '');
  const read = texts.map((text) => ({ text, own: readCsvAmount(text, mapping.decimal_separator), other: readCsvAmount(text, OTHER[mapping.decimal_separator]) }));
  return {
    read,
    unreadable: read.find((r) => !r.own),
    otherReadsAll: read.length > 0 && read.every((r) => r.other),
    differs: read.find((r) => r.own && r.other && r.own.amount !== r.other.amount),
  };
}

/** The mapping as the form holds it: every column a string, "" for none. */
const blank = (delimiter: CsvMapping['delimiter']): CsvMapping => ({
  name: '',
  delimiter,
  decimal_separator: ',',
  date_format: 'DD.MM.YYYY',
  columns: { booking_date: '', amount: '', remittance: '' },
});

/** Columns left empty are not in the file: dropped, so the desk's schema reads them as absent. */
function finished(mapping: CsvMapping): CsvMapping {
  const columns = Object.fromEntries(Object.entries(mapping.columns).filter(([, name]) => name)) as CsvMapping['columns'];
  const { currency, ...rest } = mapping;
  return { ...rest, columns, ...(currency ? { currency: currency.toUpperCase() } : {}) };
}

export function CsvMappingDialog({ csv, onClose, onImport }: { csv: CsvToMap; onClose: () => void; onImport: (mapping: CsvMapping) => Promise<void> }) {
  const presets = useDeskQuery('statements.presets', undefined);
  const savePreset = useDeskMutation('statements.savePreset');
  const deletePreset = useDeskMutation('statements.deletePreset');
  const { t, i18n } = useTranslation('payments');
  const [mapping, setMapping] = useState<CsvMapping>(() => blank(csv.delimiter));
  const [save, setSave] = useState(false);
  // A blank mapping's separator is only a default: amounts both conventions read, differently, wait for the person's choice.
  const [separatorChosen, setSeparatorChosen] = useState(false);
  const separatorName = (separator: Separator) => t(`mapping.separatorNames.${SEPARATOR_NAMES[separator]}`);
  const chooseSeparator = (separator: Separator) => {
    setMapping((m) => ({ ...m, decimal_separator: separator }));
    setSeparatorChosen(true);
  };
  const header = headerOf(csv.rows);
  const options = [{ value: '', label: t('mapping.none') }, ...header.filter(Boolean).map((name) => ({ value: name, label: name }))];
  const amounts = amountReadings(csv.rows, header, mapping);
  // Asked only when the other convention reads every amount too: one it cannot read settles it.
  const asked = !separatorChosen && !amounts.unreadable && amounts.otherReadsAll && amounts.differs;
  const shown = (amount: { direction: 'credit' | 'debit'; amount: string }) => `${amount.direction === 'debit' ? '−' : ''}${formatMoney(amount.amount, i18n.language)}`;
  const shippedNames = new Set((presets.data ?? []).filter((p) => !p.saved).map((p) => p.name));

  const choosePreset = (name: string | null) => {
    const preset = presets.data?.find((p) => p.name === name);
    if (!preset) return;
    const { saved: _saved, ...chosen } = preset;
    setMapping(chosen);
    setSave(false);
    setSeparatorChosen(true);
  };
  const chosenSaved = presets.data?.find((p) => p.saved && p.name === mapping.name);
  const removePreset = async (name: string) => {
    if (await deleteConfirmed(t, t('mapping.deleteWhat', { name }), () => deletePreset.mutateAsync({ name }))) setMapping(blank(csv.delimiter));
  };
  const setColumn = (column: Column, name: string | null) => setMapping((m) => ({ ...m, columns: { ...m.columns, [column]: name ?? '' } }));
  const submit = async () => {
    const ready = finished(mapping);
    try {
      if (save && !shippedNames.has(ready.name)) {
        await savePreset.mutateAsync(ready);
        notifySaved(t, t('mapping.saved', { name: ready.name }));
      }
      await onImport(ready);
    } catch (error) {
      notifyError(error, t);
    }
  };

  return (
    <Dialog opened onClose={onClose} title={t('mapping.title')} size="xl">
      <Stack>
        <Text size="sm" c="dimmed" data-testid="mapping-file">
          {csv.path.split(/[\\/]/).at(-1)}
        </Text>
        <Group align="flex-end">
          <Select
            style={{ flex: 1 }}
            label={t('mapping.preset')}
            placeholder={t('mapping.presetPlaceholder')}
            data={(presets.data ?? []).map((p) => p.name)}
            onChange={choosePreset}
            value={presets.data?.some((p) => p.name === mapping.name) ? mapping.name : null}
          />
          {chosenSaved && (
            <Button variant="default" color="red" onClick={() => void removePreset(chosenSaved.name)} loading={deletePreset.isPending}>
              {t('mapping.delete')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={2}>
          <TextInput label={t('mapping.name')} value={mapping.name} onChange={(e) => setMapping({ ...mapping, name: e.currentTarget.value })} />
          <Select
            label={t('mapping.delimiter')}
            data={DELIMITERS.map((d) => ({ value: d, label: d === '\t' ? 'Tab' : d }))}
            value={mapping.delimiter}
            onChange={(d) => d && setMapping({ ...mapping, delimiter: d })}
            allowDeselect={false}
          />
          <Select
            label={t('mapping.decimal')}
            data={[
              { value: ',', label: t('mapping.decimalComma') },
              { value: '.', label: t('mapping.decimalDot') },
            ]}
            value={mapping.decimal_separator}
            onChange={(d) => d && chooseSeparator(d)}
            allowDeselect={false}
          />
          <Select
            label={t('mapping.dateFormat')}
            data={DATE_FORMATS}
            value={mapping.date_format}
            onChange={(d) => d && setMapping({ ...mapping, date_format: d })}
            allowDeselect={false}
          />
          {[...REQUIRED, ...OPTIONAL].map((column) => (
            <Select
              key={column}
              label={t(`mapping.fields.${column}`)}
              required={REQUIRED.includes(column)}
              data={options}
              value={mapping.columns[column] ?? ''}
              onChange={(name) => setColumn(column, name)}
              searchable
            />
          ))}
          {!mapping.columns.currency && (
            <TextInput
              label={t('mapping.currency')}
              value={mapping.currency ?? ''}
              maxLength={3}
              onChange={(e) => setMapping({ ...mapping, currency: e.currentTarget.value })}
            />
          )}
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {t('mapping.preview')}
        </Text>
        <Box style={{ overflow: 'auto' }} tabIndex={0} role="region" aria-label={t('mapping.preview')}>
          <Table withTableBorder fz="xs" aria-label={t('mapping.preview')}>
            <Table.Tbody>
              {csv.rows.slice(0, PREVIEW_ROWS).map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((cell, c) => (
                    <Table.Td key={c} fw={row === header ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        {amounts.read.length > 0 && !amounts.unreadable && (
          <Text size="sm" data-testid="mapping-amounts">
            {t('mapping.readAs', { amounts: amounts.read.map((r) => r.own && shown(r.own)).join(' · ') })}
          </Text>
        )}
        {amounts.unreadable && (
          <Alert color="orange" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('mapping.unreadable', { text: amounts.unreadable.text, separator: separatorName(mapping.decimal_separator) })}</Text>
              {amounts.otherReadsAll && (
                <Button size="xs" variant="default" onClick={() => chooseSeparator(OTHER[mapping.decimal_separator])}>
                  {t('mapping.useOther', { separator: separatorName(OTHER[mapping.decimal_separator]) })}
                </Button>
              )}
            </Group>
          </Alert>
        )}
        {asked && amounts.differs?.own && amounts.differs.other && (
          <Alert color="orange" role="alert">
            <Stack gap="xs">
              <Text size="sm">
                {t('mapping.which', {
                  text: amounts.differs.text,
                  own: shown(amounts.differs.own),
                  ownSeparator: separatorName(mapping.decimal_separator),
                  other: shown(amounts.differs.other),
                  otherSeparator: separatorName(OTHER[mapping.decimal_separator]),
                })}
              </Text>
              <Group gap="xs">
                {([mapping.decimal_separator, OTHER[mapping.decimal_separator]] as const).map((separator) => (
                  <Button key={separator} size="xs" variant="default" onClick={() => chooseSeparator(separator)}>
                    {t(separator === ',' ? 'mapping.decimalComma' : 'mapping.decimalDot')}
                  </Button>
                ))}
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="space-between">
          <Checkbox
            label={t('mapping.save')}
            checked={save}
            disabled={shippedNames.has(mapping.name)}
            onChange={(e) => setSave(e.currentTarget.checked)}
          />
          <Button onClick={() => void submit()} loading={savePreset.isPending} disabled={Boolean(asked || amounts.unreadable)}>
            {t('mapping.import')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
