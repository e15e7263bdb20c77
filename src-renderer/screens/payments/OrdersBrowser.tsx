// Whose orders the table shows and the API's filters: every order, one project's, or one
// investor's in one project; the search box above filters all of them in place.
import { Checkbox, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import type { OrderScope, OrderSort } from '@contract';
import { ORDER_STATUS_FILTERS, type Order, type OrderStatusFilter } from '@wire/orders';
import type { Project } from '@wire/projects';
import { DateField } from '../../components/DateField';
import { InvestorField, looksLikeEmail } from '../../components/InvestorFinder';
import { orderStatusFilterLabel } from '../../components/orderStatus';
import { parseDecimal } from '../../format';
import { useTranslation } from '../../i18n';
import { ipcErrorOf, useDeskQuery } from '../../ipc';
import { useProjectOptions } from '../distribution/project-options';
import { type OrderFilters, OrdersTable } from './OrdersTable';

const SCOPES = ['all', 'project', 'investor'] as const;
/** What the API takes as an amount: the search box may hold one in the user's notation. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export interface BrowseState {
  scope: (typeof SCOPES)[number];
  projectId: string | null;
  email: string;
  status: OrderStatusFilter | null;
  since: string | null;
  distributable: boolean;
  sort: OrderSort;
  direction: 'asc' | 'desc';
}

export const INITIAL_BROWSE: BrowseState = {
  scope: 'all',
  projectId: null,
  email: '',
  status: null,
  since: null,
  distributable: false,
  sort: 'created_at',
  direction: 'desc',
};

/** The scope and the API's filters; not rendered again for a keystroke in the search box. */
const BrowseControls = memo(function BrowseControls({
  state,
  onChange,
  projects,
  noInvestor,
}: {
  state: BrowseState;
  onChange: (change: Partial<BrowseState>) => void;
  projects: Project[] | undefined;
  noInvestor: boolean;
}) {
  const { t } = useTranslation('payments');
  const projectOptions = useProjectOptions(projects);
  return (
    <Group align="end">
      <SegmentedControl
        aria-label={t('browse.scope')}
        value={state.scope}
        onChange={(value) => onChange({ scope: value })}
        data={SCOPES.map((value) => ({ value, label: t(`browse.scopes.${value}`) }))}
      />
      {state.scope !== 'all' && (
        <Select
          label={t('browse.project')}
          placeholder={t('browse.projectPlaceholder')}
          searchable
          allowDeselect={false}
          value={state.projectId}
          onChange={(projectId) => onChange({ projectId })}
          data={projectOptions}
          w={340}
        />
      )}
      {state.scope === 'investor' && (
        <InvestorField
          label={t('browse.email')}
          value={state.email}
          onChange={(email) => onChange({ email })}
          onPick={(email) => onChange({ email })}
          error={noInvestor ? t('browse.noInvestor') : undefined}
          width={260}
        />
      )}
      <Select
        label={t('browse.status')}
        value={state.status ?? 'any'}
        onChange={(value) => onChange({ status: value === 'any' ? null : value })}
        data={[
          { value: 'any', label: t('browse.allStatuses') },
          ...ORDER_STATUS_FILTERS.map((value) => ({ value, label: orderStatusFilterLabel(t, value) })),
        ]}
        allowDeselect={false}
        w={160}
      />
      <DateField label={t('browse.since')} value={state.since} onChange={(since) => onChange({ since })} clearable w={160} />
      {state.scope === 'investor' && (
        <Checkbox
          label={t('browse.distributable')}
          checked={state.distributable}
          onChange={(e) => onChange({ distributable: e.currentTarget.checked })}
          mb={8}
        />
      )}
    </Group>
  );
});

/** Memoized: rendered again when its search text or state changes, not for the screen's other parts. */
export const OrdersBrowser = memo(function OrdersBrowser({
  state,
  onChange,
  search,
  onOpen,
  onOnly,
}: {
  state: BrowseState;
  onChange: (change: Partial<BrowseState>) => void;
  search: string;
  onOpen: (order: Order) => void;
  onOnly?: (order: Order | undefined, text: string) => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const projects = useDeskQuery('projects.list', undefined);
  const email = state.email.trim();
  const investor = useDeskQuery('users.findByEmail', { email }, { enabled: state.scope === 'investor' && looksLikeEmail(email), retry: false });
  const projectCodes = useMemo(() => new Map((projects.data ?? []).map((p) => [p.id, p.code])), [projects.data]);

  let scope: OrderScope | undefined;
  if (state.scope === 'all') scope = { kind: 'all' };
  else if (state.scope === 'project' && state.projectId) scope = { kind: 'project', projectId: state.projectId };
  else if (state.scope === 'investor' && state.projectId && investor.data) {
    scope = { kind: 'investor', userId: investor.data.id, projectId: state.projectId, distributable: state.distributable || undefined };
  }
  const text = search.trim();
  const amount = parseDecimal(text, i18n.language);
  const filters: OrderFilters | undefined = scope && {
    scope,
    status: state.status ?? undefined,
    updated_since: state.since ?? undefined,
    text: text || undefined,
    amount: amount && AMOUNT.test(amount) ? amount : undefined,
    sort: state.sort,
    direction: state.direction,
  };
  // Stable, so the table's header is not rendered again for a keystroke.
  const sortBy = useCallback(
    (sort: OrderSort) => onChange({ sort, direction: state.sort === sort && state.direction === 'desc' ? 'asc' : 'desc' }),
    [onChange, state.sort, state.direction],
  );
  const noInvestor = investor.isError && ipcErrorOf(investor.error).kind === 'not_found';

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('browse.title')}
      </Title>
      <BrowseControls state={state} onChange={onChange} projects={projects.data} noInvestor={noInvestor} />
      {filters ? (
        <OrdersTable filters={filters} onSort={sortBy} projectCodes={projectCodes} onOpen={onOpen} onOnly={onOnly} />
      ) : (
        <Text c="dimmed">{t('browse.choose')}</Text>
      )}
    </Stack>
  );
});
