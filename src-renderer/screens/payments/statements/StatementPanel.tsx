// Importing a bank statement and confirming its lines: the agent accepts lines with the
// keyboard (or all matched ones at once) and enters them in one pass through the payment
// entry, with progress, a pause, each line's outcome, and "check and send again" for a line
// whose answer was lost. Lines that are not incoming payments in the connection's currency
// are listed apart and can never be accepted.
import { Alert, Button, Card, Group, Progress as ProgressBar, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { CsvToMap, Proposal } from '@contract';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySaved } from '../../../components/errors';
import { formatMoney } from '../../../format';
import { useTranslation } from '../../../i18n';
import { invoke, useDeskQuery, readsUnderWay } from '../../../ipc';
import { useNavigation } from '../../../stores/navigation';
import { CsvMappingDialog } from './CsvMappingDialog';
import { StatementTable, remittanceOf } from './StatementTable';
import { type LineState, type StateFilter, acceptable, lineState, useStatement } from './statement-store';

const FILTERS: StateFilter[] = ['all', 'matched', 'overpays', 'suggested', 'unmatched', 'done', 'entered', 'not_confirmed', 'refused'];

/** What a search matches in a line: payer, remittance text, order code, amount. */
const haystackOf = (p: Proposal) => `${p.line.payer_name ?? ''} ${remittanceOf(p)} ${p.order?.order_code ?? ''} ${p.line.amount}`.toLowerCase();

export function StatementPanel() {
  const { t, i18n } = useTranslation('payments');
  const go = useNavigation((s) => s.go);
  const { imported, accepted, draftIds, results, progress, open, accept, record, setProgress } = useStatement();
  const [csv, setCsv] = useState<CsvToMap>();
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<StateFilter>('all');
  const [current, setCurrent] = useState(0);
  const [apartCurrent, setApartCurrent] = useState(0);
  const typed = useDeferredValue(search);
  /** Overpaying lines the agent said to enter: going on after a pause does not ask again. */
  const overpayAgreed = useRef(new Set<number>());
  useEffect(() => overpayAgreed.current.clear(), [imported?.importId]);

  const proposals = useMemo(() => imported?.proposals ?? [], [imported]);
  const candidates = useMemo(() => proposals.filter((p) => p.status !== 'not_candidate'), [proposals]);
  const apart = useMemo(() => proposals.filter((p) => p.status === 'not_candidate'), [proposals]);
  const orderIds = useMemo(() => [...new Set(proposals.flatMap((p) => (p.order ? [p.order.id] : [])))], [proposals]);
  const investors = useDeskQuery('investors.ofOrders', { orderIds }, { enabled: orderIds.length > 0 }).data;
  const haystacks = useMemo(() => new Map(candidates.map((p) => [p.line.index, haystackOf(p)])), [candidates]);
  const stateOf = useCallback((p: Proposal): LineState => lineState(p, results.get(p.line.index)), [results]);
  const rows = useMemo(() => {
    const words = typed.trim().toLowerCase();
    return candidates.filter(
      (p) => (filter === 'all' || stateOf(p) === filter) && (words === '' || (haystacks.get(p.line.index) ?? '').includes(words)),
    );
  }, [candidates, haystacks, typed, filter, stateOf]);
  useEffect(() => setCurrent((c) => Math.min(c, Math.max(0, rows.length - 1))), [rows.length]);

  // Each line entered (or lost) as it happens.
  useEffect(
    () =>
      window.desk.on('statements.enterProgress', (event) => {
        if (event.importId !== useStatement.getState().imported?.importId || event.outcome === 'paused') return;
        record([{ index: event.index, outcome: event.outcome }]);
        setProgress({ done: event.done, total: event.total, running: event.done < event.total });
      }),
    [record, setProgress],
  );

  const importFile = async (input: Parameters<typeof invoke<'statements.import'>>[1]) => {
    setImporting(true);
    try {
      const answer = await invoke('statements.import', input);
      if (!answer.opened) return;
      if (answer.csv) return setCsv(answer.csv);
      setCsv(undefined);
      open(answer);
      setCurrent(0);
    } catch (error) {
      notifyError(error, t);
    } finally {
      setImporting(false);
    }
  };

  const toEnter = useMemo(() => [...accepted].filter((i) => { const p = proposals[i]; return p && acceptable(stateOf(p)); }).sort((a, b) => a - b), [accepted, proposals, stateOf]);
  /** Sends lines through the payment entry; a line sent before joins its first send (same draft id). */
  const send = async (indexes: readonly number[]) => {
    if (!imported || indexes.length === 0) return;
    const overpaying = indexes.flatMap((i) => {
      const p = proposals[i];
      return p && stateOf(p) === 'overpays' && !overpayAgreed.current.has(i) ? [p] : [];
    });
    if (overpaying.length > 0) {
      if (!(await confirmOverpaying(overpaying))) return;
      for (const p of overpaying) overpayAgreed.current.add(p.line.index);
    }
    setProgress({ done: 0, total: indexes.length, running: true });
    try {
      const answer = await invoke('statements.enter', {
        importId: imported.importId,
        accept: indexes.map((index) => ({ index, draftId: draftIds.get(index) ?? crypto.randomUUID() })),
      });
      record(answer);
      await readsUnderWay();
    } catch (error) {
      notifyError(error, t);
    } finally {
      const last = useStatement.getState().progress;
      setProgress(last ? { ...last, running: false } : undefined);
    }
  };
  const confirmOverpaying = (lines: Proposal[]) =>
    confirmAction(t, {
      message: t('statement.overpayConfirm', {
        count: lines.length,
        lines: lines.map((p) => `${p.order?.order_code ?? ''} (${formatMoney(p.balance?.excess ?? '0', i18n.language)})`).join(', '),
      }),
      confirmLabel: t('statement.overpayEnter', { count: lines.length }),
      color: 'orange',
    });
  const pause = async () => {
    if (imported) await invoke('statements.pause', { importId: imported.importId }).catch((error: unknown) => notifyError(error, t));
  };
  const saveSummary = async () => {
    if (!imported) return;
    try {
      const saved = await invoke('statements.saveSummary', { importId: imported.importId });
      if (saved.saved) notifySaved(t, t('statement.summarySaved', { count: saved.lines }));
    } catch (error) {
      notifyError(error, t);
    }
  };
  const onAccept = useCallback((index: number, on: boolean) => accept([index], on), [accept]);
  const openOrder = useCallback((p: Proposal) => p.order && go('payments', { orderCode: p.order.order_code }), [go]);
  const matched = candidates.filter((p) => stateOf(p) === 'matched').map((p) => p.line.index);
  const unconfirmed = candidates.filter((p) => stateOf(p) === 'not_confirmed').map((p) => p.line.index);
  const running = progress?.running ?? false;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Button variant="light" leftSection={<IconFileImport size={16} aria-hidden />} loading={importing} onClick={() => void importFile({})}>
            {t('statement.import')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('statement.importHint')}
          </Text>
        </Stack>
        {imported && (
          <Text size="sm" c="dimmed" data-testid="statement-file">
            {t('statement.file', { format: imported.variant ?? imported.format, file: imported.path.split(/[\\/]/).at(-1) ?? imported.path })}
          </Text>
        )}
      </Group>
      {csv && <CsvMappingDialog csv={csv} onClose={() => setCsv(undefined)} onImport={(mapping) => importFile({ fileId: csv.fileId, mapping })} />}
      {imported && (
        <>
          {!imported.referencesOnHost && (
            <Alert color="yellow" variant="light">
              {t('statement.noReferences')}
            </Alert>
          )}
          <Group align="flex-end">
            <TextInput
              label={t('statement.search')}
              description={t('statement.searchHint')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={420}
            />
            <Select
              label={t('statement.filter')}
              data={FILTERS.map((f) => ({ value: f, label: t(`statement.states.${f}`) }))}
              value={filter}
              onChange={(value) => setFilter((value) ?? 'all')}
              allowDeselect={false}
              w={200}
            />
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="statement-count">
              {t('statement.count', { count: rows.length })}
            </Text>
            <Group>
              <Button variant="default" disabled={running || matched.length === 0} onClick={() => accept(matched, true)}>
                {t('statement.acceptAllMatched')}
              </Button>
              {unconfirmed.length > 0 && (
                <Button color="red" variant="light" disabled={running} onClick={() => void send(unconfirmed)}>
                  {t('statement.sendAgain')}
                </Button>
              )}
              <Button disabled={running || toEnter.length === 0} onClick={() => void send(toEnter)}>
                {t('statement.enter', { count: toEnter.length })}
              </Button>
            </Group>
          </Group>
          {progress && (
            <Card withBorder padding="sm">
              <Group>
                <ProgressBar value={(100 * progress.done) / Math.max(1, progress.total)} flex={1} aria-label={t('statement.progress', { done: progress.done, total: progress.total })} />
                <Text size="sm" data-testid="statement-progress">
                  {t('statement.progress', { done: progress.done, total: progress.total })}
                </Text>
                {running ? (
                  <Button size="xs" variant="default" onClick={() => void pause()}>
                    {t('statement.pause')}
                  </Button>
                ) : (
                  progress.done < progress.total &&
                  toEnter.length > 0 && (
                    <Button size="xs" onClick={() => void send(toEnter)}>
                      {t('statement.resume')}
                    </Button>
                  )
                )}
              </Group>
              {!running && progress.done < progress.total && (
                <Text size="sm" c="dimmed" mt="xs">
                  {t('statement.paused')}
                </Text>
              )}
            </Card>
          )}
          <StatementTable
            label={t('statement.label')}
            rows={rows}
            results={results}
            accepted={accepted}
            filter={`${filter}:${typed}`}
            current={current}
            onCurrent={setCurrent}
            onAccept={running ? undefined : onAccept}
            onOpenOrder={openOrder}
            investors={investors}
          />
          {apart.length > 0 && (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('statement.apart', { count: apart.length, currency: imported.currency })}
              </Text>
              <StatementTable
                label={t('statement.apartLabel')}
                rows={apart}
                results={results}
                accepted={accepted}
                filter=""
                current={apartCurrent}
                onCurrent={setApartCurrent}
              />
            </Stack>
          )}
          <Group>
            <Button variant="default" onClick={() => void saveSummary()}>
              {t('statement.saveSummary')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
