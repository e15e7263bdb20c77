import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ExpectedList, ExportProgress, ListCheck } from '@contract';
import { notifyError, notifySaved } from '../../components/errors';
import { formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { invoke, useDeskQuery } from '../../ipc';
import { AmountBandsChart } from './AmountBandsChart';
import { CheckReport } from './CheckReport';
import { PrepareButton, usePreparation } from './PreparationCard';

/** What the list leaves out: the open orders (new or underpaid), with their sum. */
function LeftOut({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('distribution');
  const open = useDeskQuery('projects.stats', { id: projectId, status: 'open' });
  const count = open.data?.orders_count;
  if (count === undefined) return null;
  return (
    <Text size="sm" data-testid="left-out">
      {count === 0
        ? t('export.nothingLeftOut')
        : t('export.leftOut', { count, amount: formatMoney(open.data?.orders_amount, i18n.language) })}
    </Text>
  );
}

/** Export, then the check of the saved file; or the check of any saved list. */
export function ExportCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('distribution');
  const { status, snapshot } = usePreparation(projectId);
  const [progress, setProgress] = useState<ExportProgress>();
  const [exporting, setExporting] = useState(false);
  const [result, setResult] = useState<{ path: string; check: ListCheck; expected?: ExpectedList; acceptedPath?: string }>();
  const report = useRef<HTMLDivElement>(null);
  // The verdict is what the person waits for: it comes into view, nobody scrolls for it, and
  // the keyboard (and a screen reader) goes on from there.
  useEffect(() => {
    // Not returned: Chromium's scrollIntoView returns a promise, which React would call as a cleanup.
    void report.current?.scrollIntoView({ block: 'start' });
    report.current?.focus({ preventScroll: true });
  }, [result]);

  useEffect(
    () =>
      window.desk.on('distribution.exportProgress', (p) => {
        if (p.projectId === projectId) setProgress(p);
      }),
    [projectId],
  );
  useEffect(() => setResult(undefined), [projectId]);

  const exportList = async () => {
    setExporting(true);
    setProgress(undefined);
    setResult(undefined);
    try {
      const saved = await invoke('distribution.export', { projectId });
      if (saved.saved) {
        const { path, rows, check, expected, acceptedPath } = saved;
        setResult({ path, check, expected, acceptedPath });
        notifySaved(t, t('export.saved', { rows: rows.toLocaleString(i18n.language), path }));
      }
    } catch (error) {
      notifyError(error, t);
    } finally {
      setExporting(false);
    }
  };

  const accept = async () => {
    if (!result) return;
    try {
      const { path } = await invoke('distribution.acceptExport', { path: result.path });
      setResult({ ...result, path, acceptedPath: undefined });
      notifySaved(t, t('check.accepted', { path }));
    } catch (error) {
      notifyError(error, t);
    }
  };

  const checkFile = async () => {
    try {
      const opened = await invoke('distribution.checkFile', undefined);
      if (opened.opened) setResult({ path: opened.path, check: opened.check });
    } catch (error) {
      notifyError(error, t);
    }
  };

  const total = snapshot?.orders_count ?? 0;
  const prepared = status.data?.status === 'done';
  return (
    <Stack>
      <Card withBorder component="section" aria-label={t('export.title')}>
        <Stack>
          <Title order={2} size="h4">
            {t('export.title')}
          </Title>
          {!prepared && <Text size="sm">{t('export.notPrepared')}</Text>}
          <LeftOut projectId={projectId} />
          {exporting && progress && (
            <Stack gap={4}>
              <Progress
                value={total > 0 ? Math.min(100, (progress.rows / total) * 100) : 0}
                size="lg"
                animated
                aria-label={t('export.progress')}
              />
              <Text size="sm" role="status">
                {progress.phase === 'downloading'
                  ? t('export.downloading', { rows: progress.rows.toLocaleString(i18n.language), total: total.toLocaleString(i18n.language) })
                  : t('export.checking', { rows: progress.rows.toLocaleString(i18n.language) })}
              </Text>
            </Stack>
          )}
          <Group>
            <Button onClick={() => void exportList()} loading={exporting} disabled={!prepared}>
              {t('export.start')}
            </Button>
            {prepared && !exporting && <PrepareButton projectId={projectId} again primary={false} />}
            {exporting && (
              <Button variant="default" onClick={() => void invoke('distribution.cancelExport', { projectId })}>
                {t('export.cancel')}
              </Button>
            )}
            <Button variant="subtle" onClick={() => void checkFile()} disabled={exporting}>
              {t('export.checkFile')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {result && (
        <Stack ref={report} tabIndex={-1} data-testid="list-result" style={{ outline: 'none' }}>
          <CheckReport {...result} onAccept={accept} />
          <AmountBandsChart bands={result.check.amountBands} />
        </Stack>
      )}
    </Stack>
  );
}
