import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../src-main/wire/orders';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { formatDateTime, formatMoney } from '../../format';
import { ipcErrorOf, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';

function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('payments');
  const user = useDeskQuery('users.get', { id: order.user_id });
  const project = useDeskQuery('projects.get', { id: order.project_id });
  const go = useNavigation((s) => s.go);
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 2, md: 3 }}>
        <Field label={t('fields.order_code')}>{order.order_code}</Field>
        <Field label={t('fields.status')}>
          <Badge variant="light">{t(`statuses.${order.status}`, { ns: 'projects' })}</Badge>
        </Field>
        <Field label={t('fields.amount')}>{formatMoney(order.amount, i18n.language)}</Field>
        <Field label={t('fields.investor')}>
          {user.data ? (
            <Button variant="subtle" size="compact-sm" onClick={() => go('kyc', { investorEmail: user.data.email })}>
              {user.data.name} ({user.data.email})
            </Button>
          ) : (
            order.user_id
          )}
        </Field>
        <Field label={t('fields.project')}>
          {project.data ? (
            <Button variant="subtle" size="compact-sm" onClick={() => go('projects', { projectId: order.project_id })}>
              {project.data.code}
            </Button>
          ) : (
            order.project_id
          )}
        </Field>
        <Field label={t('fields.updated_at')}>{formatDateTime(order.updated_at, i18n.language)}</Field>
      </SimpleGrid>
    </Card>
  );
}

export function PaymentsScreen() {
  const { t } = useTranslation('payments');
  const code = useNavigation((s) => s.orderCode);
  const go = useNavigation((s) => s.go);
  const [draft, setDraft] = useState(code ?? '');
  const found = useDeskQuery('orders.findByCode', { code: code ?? '' }, { enabled: Boolean(code), retry: false });
  useEffect(() => setDraft(code ?? ''), [code]);
  const notFound = found.isError && ipcErrorOf(found.error).kind === 'not_found';

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) go('payments', { orderCode: draft.trim() });
        }}
      >
        <Group align="end">
          <TextInput
            label={t('lookup.label')}
            placeholder={t('lookup.placeholder')}
            description={t('hint')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={320}
            data-autofocus
          />
          <Button type="submit" variant="default">
            {t('lookup.find')}
          </Button>
        </Group>
      </form>
      {code &&
        (notFound ? (
          <Alert color="orange" variant="light" title={t('lookup.notFound', { code })} />
        ) : (
          <QueryState query={found}>{(order) => <OrderSummary order={order} />}</QueryState>
        ))}
    </Stack>
  );
}
