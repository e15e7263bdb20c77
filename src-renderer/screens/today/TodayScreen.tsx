// The first area: what waits for someone today. Orders waiting for money, investors to
// review, ended projects to prepare, payments not confirmed; each line opens its place. On
// the built-in sandbox a banner says the data is practice data and names investors to try.
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PaymentDraft, ScreeningHit } from '@contract';
import type { PreparationStatus } from '@wire/distribution';
import type { Order } from '@wire/orders';
import type { Project } from '@wire/projects';
import { InlineLoading } from '../../components/QueryState';
import { ErrorAlert } from '../../components/errors';
import { formatDate, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { type IpcFailure, invoke, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { OrderStatusBadge } from '../payments/OrderStatusBadge';
import { type InvestorToReview, type Loaded, useInvestorsToReview } from './investors';
import { SandboxBanner } from './SandboxBanner';
import { ScreeningNotices } from './ScreeningNotices';

/** Lines a section shows; the rest are counted. */
const SHOWN = 8;
/** Ended projects whose preparation is read: the latest. */
const ENDED_LIMIT = 20;

/** One section: its title with a count, a hint, and its lines, or why there are none (its words under `id`). */
function Section<T>({
  id,
  list,
  line,
}: {
  id: 'orders' | 'investors' | 'projects' | 'drafts' | 'hits';
  list: Loaded<T[]>;
  line: (item: T) => { key: string; label: string; content: ReactNode; open: () => void };
}) {
  const { t } = useTranslation('today');
  const items = list.data ?? [];
  return (
    <Card withBorder padding="md" data-testid={`today-${id}`} component="section" aria-labelledby={`today-${id}-title`}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Title order={2} size="h4" id={`today-${id}-title`}>
          {t(`${id}.title`)}
        </Title>
        {list.data && (
          <Badge variant="light" color={items.length ? 'indigo' : 'gray'} style={{ flexShrink: 0 }}>
            {items.length}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t(`${id}.hint`)}
      </Text>
      {list.error ? (
        <ErrorAlert error={list.error} onRetry={list.refetch} />
      ) : !list.data ? (
        <InlineLoading />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${id}.none`)}
        </Text>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.slice(0, SHOWN).map((item) => {
            const { key, label, content, open } = line(item);
            return (
              <li key={key}>
                <UnstyledButton onClick={open} aria-label={label} className="today-line" w="100%" px="xs" py={6}>
                  {content}
                </UnstyledButton>
              </li>
            );
          })}
          {items.length > SHOWN && (
            <Text component="li" size="sm" c="dimmed" px="xs">
              {t('more', { count: items.length - SHOWN })}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

/** A line's two halves; in a narrow card the right one moves under the left one, whole. */
const LINE = { rowGap: 0 } as const;

/** Text that never wraps: codes, amounts, badges. */
function Fixed({ children, mono }: { children: ReactNode; mono?: boolean }) {
  return (
    <Text span size="sm" fw={mono ? 600 : undefined} ff={mono ? 'monospace' : undefined} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {children}
    </Text>
  );
}

/** Orders money is still expected for: new and underpaid, oldest first. */
function useOrdersWaiting(): Loaded<Order[]> {
  const orders = useDeskQuery('orders.browse', { scope: { kind: 'all' }, status: 'open', sort: 'created_at', direction: 'asc', limit: 100 });
  return { data: orders.data?.rows, error: orders.error, refetch: () => void orders.refetch() };
}

/** Ended projects whose distribution is not prepared (never, failed, or running now). */
function useProjectsToPrepare(): Loaded<Array<{ project: Project; status: PreparationStatus }>> {
  const projects = useDeskQuery('projects.list', undefined);
  const now = Date.now();
  const ended = (projects.data ?? [])
    .filter((p) => Date.parse(p.end_date) < now)
    .sort((a, b) => Date.parse(b.end_date) - Date.parse(a.end_date))
    .slice(0, ENDED_LIMIT);
  const statuses = useQueries({
    queries: ended.map((p) => ({
      queryKey: ['distribution.status', { projectId: p.id }],
      queryFn: () => invoke('distribution.status', { projectId: p.id }),
    })),
  });
  const error = projects.error ?? (statuses.find((q) => q.error)?.error as IpcFailure | undefined) ?? null;
  const ready = projects.data && statuses.every((q) => q.data);
  return {
    data: ready
      ? ended.flatMap((project, i) => {
          const status = statuses[i]?.data;
          return status && status.status !== 'done' ? [{ project, status }] : [];
        })
      : undefined,
    error,
    refetch: () => void projects.refetch(),
  };
}

/** Screening hits waiting for a decision (open and escalated), highest score first. */
function useHitsToDecide(): Loaded<ScreeningHit[]> {
  const queue = useDeskQuery('screening.queue', undefined);
  return { data: queue.data?.hits, error: queue.error, refetch: () => void queue.refetch() };
}

function useUnconfirmedDrafts(): Loaded<PaymentDraft[]> {
  const drafts = useDeskQuery('payments.drafts', undefined);
  return { data: drafts.data?.filter((d) => d.state !== 'done'), error: drafts.error, refetch: () => void drafts.refetch() };
}

export function TodayScreen() {
  const { t, i18n } = useTranslation('today');
  const language = i18n.language;
  const go = useNavigation((s) => s.go);
  const active = useDeskQuery('profiles.active', undefined);
  const ordersWaiting = useOrdersWaiting();
  const investors = useInvestorsToReview();
  const projects = useProjectsToPrepare();
  const drafts = useUnconfirmedDrafts();
  const hits = useHitsToDecide();
  const checkNames = (item: InvestorToReview) => item.open.map((check) => t(`checks.${check}`, { ns: 'kyc' })).join(', ');

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {active.data?.builtIn && <SandboxBanner />}
      <ScreeningNotices />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section
          id="orders"
          list={ordersWaiting}
          line={(order) => ({
            key: order.id,
            label: `${order.order_code}: ${t(`orders.statuses.${order.status}`, { ns: 'common' })}, ${formatMoney(order.amount, language)}`,
            open: () => go('payments', { orderCode: order.order_code }),
            content: (
              <Group gap="sm" justify="space-between" style={LINE}>
                <Group gap="sm" wrap="nowrap">
                  <Fixed mono>{order.order_code}</Fixed>
                  <OrderStatusBadge status={order.status} />
                </Group>
                <Group gap="sm" wrap="nowrap">
                  {order.created_at && (
                    <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('orders.since', { date: formatDate(order.created_at, language) })}
                    </Text>
                  )}
                  <Fixed>{formatMoney(order.amount, language)}</Fixed>
                </Group>
              </Group>
            ),
          })}
        />
        <Section
          id="investors"
          list={investors}
          line={(item) => ({
            key: item.user.id,
            label: item.user.name,
            open: () => go('kyc', { investorEmail: item.user.email }),
            content: (
              <Stack gap={0}>
                <Group gap="sm" justify="space-between" style={LINE}>
                  <Text span size="sm" fw={600} truncate>
                    {item.user.name}
                  </Text>
                  {!item.user.approved && (
                    <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                      {t('investors.notApproved')}
                    </Badge>
                  )}
                </Group>
                {item.open.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('investors.open', { checks: checkNames(item) })}
                  </Text>
                )}
              </Stack>
            ),
          })}
        />
        <Section
          id="projects"
          list={projects}
          line={({ project, status }) => ({
            key: project.id,
            label: `${project.code} · ${project.name}`,
            open: () => go('distribution', { distributionProjectId: project.id }),
            content: (
              <Group gap="sm" justify="space-between" style={LINE}>
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Fixed mono>{project.code}</Fixed>
                  <Text span size="sm" truncate>
                    {project.name}
                  </Text>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('projects.ended', { date: formatDate(project.end_date, language) })}
                  </Text>
                  <Badge color={status.status === 'failed' ? 'red' : 'blue'} variant="light" style={{ flexShrink: 0 }}>
                    {t(`projects.states.${status.status === 'done' ? 'none' : status.status}`)}
                  </Badge>
                </Group>
              </Group>
            ),
          })}
        />
        <Section
          id="drafts"
          list={drafts}
          line={(draft) => ({
            key: draft.draftId,
            label: `${draft.order.orderCode}: ${formatMoney(draft.payment.amount, language)}`,
            open: () => go('payments', { orderCode: draft.order.orderCode }),
            content: (
              <Group gap="sm" justify="space-between" style={LINE}>
                <Group gap="sm" wrap="nowrap">
                  <Fixed mono>{draft.order.orderCode}</Fixed>
                  <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                    {t(`drafts.states.${draft.state}`, { ns: 'payments' })}
                  </Badge>
                </Group>
                <Fixed>{formatMoney(draft.payment.amount, language)}</Fixed>
              </Group>
            ),
          })}
        />
        <Section
          id="hits"
          list={hits}
          line={(hit) => ({
            key: hit.key,
            label: `${hit.investorName}: ${hit.subject.name}, ${hit.list.name} ${hit.entry.id}`,
            open: () => go('screening', { hitKey: hit.key }),
            content: (
              <Group gap="sm" justify="space-between" style={LINE}>
                <Stack gap={0} miw={0}>
                  <Text span size="sm" fw={600} truncate>
                    {hit.investorName}
                  </Text>
                  <Text span size="xs" c="dimmed" truncate>
                    {hit.subject.name} · {hit.list.name} {hit.entry.id}
                  </Text>
                </Stack>
                <Fixed>{new Intl.NumberFormat(language, { style: 'percent' }).format(hit.score)}</Fixed>
              </Group>
            ),
          })}
        />
      </SimpleGrid>
    </Stack>
  );
}
