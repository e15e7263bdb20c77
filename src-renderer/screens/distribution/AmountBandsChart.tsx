// The distribution list's amounts by size band: how many lines, and how much, in each decade.
// Amounts become numbers for the picture only; the table shows the exact decimals.
import { BarChart } from '@mantine/charts';
import type { ListCheck } from '@contract';
import { ChartFigure, NOT_FOCUSABLE, chartNumber } from '../../components/ChartFigure';
import { formatMoney } from '../../format';
import { useTranslation } from '../../i18n';

export function AmountBandsChart({ bands }: { bands: ListCheck['amountBands'] }) {
  const { t, i18n } = useTranslation('ledgers');
  const language = i18n.language;
  const labelOf = (band: ListCheck['amountBands'][number], index: number) => {
    if (band.upTo !== null) return t('charts.bands.upTo', { max: formatMoney(band.upTo, language) });
    const below = bands[index - 1]?.upTo;
    return below ? t('charts.bands.above', { min: formatMoney(below, language) }) : t('charts.bands.band');
  };
  const labels = bands.map(labelOf);
  return (
    <ChartFigure
      title={t('charts.bands.title')}
      table={{
        columns: [t('charts.bands.band'), t('charts.bands.count'), t('charts.bands.sum')],
        rows: bands.map((b, i) => ({ key: labels[i] ?? String(i), cells: [labels[i] ?? '', b.count.toLocaleString(language), formatMoney(b.sum, language)] })),
      }}
    >
      <BarChart
        h={220}
        data={bands.map((b, i) => ({ band: labels[i] ?? '', sum: Number(b.sum) }))}
        dataKey="band"
        valueFormatter={chartNumber(language)}
        barChartProps={NOT_FOCUSABLE}
        series={[{ name: 'sum', label: t('charts.bands.sum'), color: 'indigo.5' }]}
      />
    </ChartFigure>
  );
}
