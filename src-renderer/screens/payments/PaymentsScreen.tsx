// The support agent's desk for bank transfers: one search box (filters the orders as you
// type; Enter opens the only order listed, else the order with that code; "/" or Ctrl+F gets
// back to it), payments not confirmed yet, then either the orders table or one order. A code
// no order has is said above the list, which stays; an empty box or the menu item clears it.
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, memo, useCallback, useEffect, useRef, useState } from 'react';
import { LookupForm } from '../../components/LookupForm';
import { OrderLink } from '../../components/OrderLink';
import { QueryState } from '../../components/QueryState';
import { useServerConfig } from '../../components/server-config';
import { useTranslation } from '../../i18n';
import { ipcErrorOf, useDeskQuery } from '../../ipc';
import { useShortcut, useSlashKey } from '../../components/shortcut';
import { useNavigation, useRemembered } from '../../stores/navigation';
import type { OrderSearch } from '@contract';
import type { Order } from '@wire/orders';
import { DraftsPanel } from './DraftsPanel';
import { OrderDetail, prefetchOrder } from './OrderDetail';
import { OrderFormModal } from './OrderFormModal';
import { type BrowseState, INITIAL_BROWSE, OrdersBrowser } from './OrdersBrowser';
import { useWritable } from '../../components/writes';
import { StatementPanel } from './statements/StatementPanel';
import { useStatement } from './statements/statement-store';

/** A search for an order's investor and project under way (a host whose list does not say them). */
function useOrderSearch(code: string): OrderSearch | undefined {
  const [search, setSearch] = useState<OrderSearch>();
  useEffect(
    () =>
      window.desk.on('orders.searching', (progress) => {
        if (progress.code.toUpperCase() === code.trim().toUpperCase()) setSearch(progress.done ? undefined : progress);
      }),
    [code],
  );
  return search;
}

/** The order with `code`; when none has it, that is said above `list` (the orders the box filters). */
function OrderByCode({ code, onBack, list }: { code: string; onBack: () => void; list: ReactNode }) {
  const { t } = useTranslation('payments');
  const found = useDeskQuery('orders.findByCode', { code }, { retry: false });
  // The payment form shows the server's time zone: asked beside the order, not after it.
  useServerConfig();
  const search = useOrderSearch(code);
  const notFound = found.isError && ipcErrorOf(found.error).kind === 'not_found';
  const near = useDeskQuery('orders.nearCode', { code }, { enabled: notFound }).data?.code;
  if (notFound) {
    return (
      <>
        <Alert color="blue" variant="light" title={t('lookup.notFound', { code })} data-testid="order-not-found">
          {near && (
            <Text size="sm">
              {t('lookup.didYouMean')} <OrderLink code={near} />?
            </Text>
          )}
        </Alert>
        {list}
      </>
    );
  }
  if (found.isPending && search) {
    return (
      <Group gap="xs" role="status" data-testid="order-search">
        <Loader size="xs" />
        <Text size="sm">{t('lookup.searching', { searched: search.searched + 1, projects: search.projects })}</Text>
      </Group>
    );
  }
  return <QueryState query={found}>{(order) => <OrderDetail order={order} onBack={onBack} />}</QueryState>;
}

// A keystroke in the search box renders the box and the list it filters; these parts do not
// change with it and are not rendered again.
const Drafts = memo(DraftsPanel);
const NewOrder = memo(OrderFormModal);

const Heading = memo(function Heading({ onCreate }: { onCreate: () => void }) {
  const writable = useWritable('orders.create');
  const { t } = useTranslation('payments');
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate} {...writable}>
        {t('newOrder')}
      </Button>
    </Group>
  );
});

/** The orders or the bank statement. */
const ViewSwitch = memo(function ViewSwitch() {
  const { t } = useTranslation('payments');
  const view = useStatement((s) => s.view);
  const setView = useStatement((s) => s.setView);
  return (
    <SegmentedControl
      aria-label={t('title')}
      w="fit-content"
      value={view}
      onChange={(v) => setView(v)}
      data={[
        { value: 'orders', label: t('views.orders') },
        { value: 'statement', label: t('views.statement') },
      ]}
    />
  );
});

export function PaymentsScreen() {
  const { t } = useTranslation('payments');
  const shortcut = useShortcut();
  const code = useNavigation((s) => s.orderCode);
  const go = useNavigation((s) => s.go);
  const [search, setSearch] = useRemembered('payments.search', code ?? '');
  const [browse, setBrowse] = useRemembered<BrowseState>('payments.browse', INITIAL_BROWSE);
  const [creating, { open: create, close: closeCreate }] = useDisclosure(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const view = useStatement((s) => s.view);
  // Stable, so the table's rows and the filters are not rendered again for a keystroke.
  const changeBrowse = useCallback((change: Partial<BrowseState>) => setBrowse((current) => ({ ...current, ...change })), [setBrowse]);
  const queryClient = useQueryClient();
  const openOrder = useCallback(
    (order: Order) => {
      prefetchOrder(queryClient, order);
      go('payments', { orderCode: order.order_code });
    },
    [go, queryClient],
  );
  // The list's only order for the text it was filtered by: Enter on that text opens it.
  const only = useRef<{ text: string; order: Order }>(undefined);
  const hearOnly = useCallback((order: Order | undefined, text: string) => {
    only.current = order && { text, order };
  }, []);
  const lookUp = (text: string) => {
    const one = only.current;
    if (one && one.text === text) openOrder(one.order);
    else go('payments', { orderCode: text });
  };
  const type = (text: string) => {
    setSearch(text);
    if (!text.trim() && code) go('payments', { orderCode: undefined });
  };

  const shownCode = useRef(code);
  const focusSearch = () => {
    searchRef.current?.focus();
    searchRef.current?.select();
  };
  useSlashKey(focusSearch);
  // Ctrl+F works from inside a field too.
  useHotkeys([['mod+F', focusSearch]], []);
  useEffect(() => {
    // An order looked up gives its code to the box; leaving the order for the list (the menu
    // item, an emptied box) empties it too. Arriving without a code keeps the remembered text.
    if (code) setSearch(code);
    else if (shownCode.current) setSearch('');
    shownCode.current = code;
    // The screen's script may come after a dialog opened (the palette): the keys stay there.
    if (!code && !document.activeElement?.closest('[role="dialog"]')) focusSearch();
  }, [code, setSearch]);
  // Not deferred: the table's query leaves in the keystroke's own render (deferring it cost a frame).
  const list = <OrdersBrowser state={browse} onChange={changeBrowse} search={search} onOpen={openOrder} onOnly={hearOnly} />;

  return (
    <Stack>
      <Heading onCreate={create} />
      {!code && <ViewSwitch />}
      {(code || view === 'orders') && (
        <LookupForm
          inputRef={searchRef}
          label={t('lookup.label')}
          placeholder={t('lookup.placeholder')}
          description={t('lookup.hint', { shortcut: shortcut('mod', 'F') })}
          button={t('lookup.find')}
          value={search}
          onType={type}
          onLookup={lookUp}
          width={420}
        />
      )}
      <Drafts />
      {code ? (
        <OrderByCode code={code} onBack={() => go('payments', { orderCode: undefined })} list={list} />
      ) : view === 'statement' ? (
        <StatementPanel />
      ) : (
        list
      )}
      <NewOrder opened={creating} onClose={closeCreate} onCreated={openOrder} />
    </Stack>
  );
}
