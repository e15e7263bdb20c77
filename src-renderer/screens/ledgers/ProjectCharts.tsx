// A project in pictures: its funding over time (ordered and received to date, per day, against
// the volume) and its orders by status. Amounts become numbers here for the picture only; the
// table beside it shows the exact decimals.
import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type ProjectLedger, fundingByDay, placeOf, volumeInView } from '@contract';
import type { Project } from '@wire/projects';
import { ChartFigure, NOT_FOCUSABLE, chartNumber } from '../../components/ChartFigure';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';

function FundingChart({ ledger, project }: { ledger: ProjectLedger; project: Project }) {
  const { t, i18n } = useTranslation('ledgers');
  const language = i18n.language;
  const { days, undated } = useMemo(() => fundingByDay(ledger.orders, ledger.payments, (p) => placeOf(ledger, p).orderId), [ledger]);
  const volume = project.volume !== undefined && volumeInView(days, project.volume) ? project.volume : undefined;
  const data = days.map((d) => ({ day: formatDate(d.day, language), ordered: Number(d.orderedToDate), received: Number(d.receivedToDate) }));
  const table = {
    columns: [t('charts.funding.day'), t('charts.funding.ordered'), t('charts.funding.received')],
    rows: days.map((d) => ({ key: d.day, cells: [formatDate(d.day, language), formatMoney(d.orderedToDate, language), formatMoney(d.receivedToDate, language)] })),
  };
  return (
    <ChartFigure
      title={t('charts.funding.title')}
      table={table}
      note={
        [
          undated > 0 && t('charts.funding.undated', { count: undated }),
          project.volume !== undefined && volume === undefined && days.length > 0 && t('charts.funding.volumeOff', { volume: formatMoney(project.volume, language) }),
        ]
          .filter(Boolean)
          .join(' ') || undefined
      }
    >
      {days.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('charts.funding.none')}
        </Text>
      ) : (
        <AreaChart
          h={240}
          data={data}
          dataKey="day"
          curveType="stepAfter"
          areaChartProps={NOT_FOCUSABLE}
          withLegend
          valueFormatter={chartNumber(language)}
          series={[
            { name: 'ordered', label: t('charts.funding.ordered'), color: 'indigo.5' },
            { name: 'received', label: t('charts.funding.received'), color: 'teal.5' },
          ]}
          referenceLines={
            volume === undefined
              ? []
              : [
                  {
                    y: Number(volume),
                    label: `${t('charts.funding.volume')} ${formatMoney(volume, language)}`,
                    color: 'var(--chart-volume-color)',
                    // Drawn only when the funding is near enough (volumeInView) to share the axis.
                    ifOverflow: 'extendDomain',
                  },
                ]
          }
        />
      )}
    </ChartFigure>
  );
}

function StatusChart({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('ledgers');
  const language = i18n.language;
  const stats = useDeskQuery('projects.stats', { id: projectId });
  return (
    <QueryState query={stats}>
      {(s) => {
        const rows = s.by_status ?? [];
        const label = (status: string) => t(`orders.statuses.${status}` as 'orders.statuses.new', { ns: 'common' });
        return (
          <ChartFigure
            title={t('charts.status.title')}
            table={{
              columns: [t('columns.status'), t('charts.status.count'), t('charts.status.amount')],
              rows: rows.map((r) => ({ key: r.status, cells: [label(r.status), String(r.count ?? '—'), formatMoney(r.amount, language)] })),
            }}
          >
            <BarChart
              h={240}
              data={rows.map((r) => ({ status: label(r.status), count: r.count ?? 0 }))}
              dataKey="status"
              barChartProps={NOT_FOCUSABLE}
              yAxisProps={{ allowDecimals: false }}
              valueFormatter={chartNumber(language)}
              series={[{ name: 'count', label: t('charts.status.count'), color: 'indigo.5' }]}
            />
          </ChartFigure>
        );
      }}
    </QueryState>
  );
}

export function ProjectCharts({ ledger, project }: { ledger: ProjectLedger; project: Project }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <FundingChart ledger={ledger} project={project} />
      <StatusChart projectId={project.id} />
    </SimpleGrid>
  );
}
