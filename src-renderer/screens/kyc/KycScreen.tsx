// The KYC area: look an investor up by email (or from the command palette) and review it on
// one screen, or work down the review queue of a project.
import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { InvestorFinder } from '../../components/InvestorFinder';
import { QueryState } from '../../components/QueryState';
import { RecentInvestors } from '../../components/RecentInvestors';
import { useTranslation } from '../../i18n';
import { ipcErrorOf, useDeskQuery } from '../../ipc';
import { useShortcut } from '../../components/shortcut';
import { useNavigation } from '../../stores/navigation';
import { InvestorView } from './InvestorView';
import { prefetchInvestor } from './queries';
import { ReviewQueue } from './ReviewQueue';
import { UserFormModal } from './UserFormModal';

/** How many investors wait for review, with the way to the queue: beside the recent investors. */
function QueueCount() {
  const { t } = useTranslation('kyc');
  const go = useNavigation((s) => s.go);
  // The menu's count (the same query): read again on arrival, so both say what waits now.
  const queue = useDeskQuery('investors.reviewQueue', undefined, { staleTime: 60_000, refetchOnMount: 'always', retry: false });
  if (!queue.data) return null;
  const count = queue.data.entries.length;
  return (
    <Group gap="xs" data-testid="queue-count">
      <Text size="sm">{count === 0 ? t('lookup.queueEmpty') : t('lookup.queueCount', { count })}</Text>
      {count > 0 && (
        <Anchor component="button" type="button" size="sm" onClick={() => go('kyc', { kycView: 'queue' })}>
          {t('lookup.openQueue')}
        </Anchor>
      )}
    </Group>
  );
}

function InvestorLookup() {
  const { t } = useTranslation('kyc');
  const shortcut = useShortcut();
  const email = useNavigation((s) => s.investorEmail);
  const id = useNavigation((s) => s.investorId);
  const go = useNavigation((s) => s.go);
  const [creating, { open: create, close: closeCreate }] = useDisclosure(false);
  const byEmail = useDeskQuery('users.findByEmail', { email: email ?? '' }, { enabled: Boolean(email), retry: false });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (email) void prefetchInvestor(queryClient, email);
  }, [email, queryClient]);
  // Asked for in the click itself, before the screen draws what it shows meanwhile (the call
  // left 16-51 ms after the click when only the effect asked, 10-18 ms since); the effect
  // above covers the other ways here (the command palette, another screen's link).
  const lookUp = (investorEmail: string) => {
    void prefetchInvestor(queryClient, investorEmail);
    go('kyc', { investorEmail });
  };
  // Opened from a screen that knows only the investor's id: recent, as one opened by email.
  const byId = useDeskQuery('users.get', { id: id ?? '', opened: true }, { enabled: !email && Boolean(id), retry: false });
  // The investor's screen is drawn in a transition, which yields to the window's other work:
  // the answers that arrive while it draws (the sections' list, whose first person's PEP
  // status is asked for next) are heard then, not after the drawing (40-90 ms of it).
  const found = useDeferredValue(email ? byEmail : byId);

  const notFound = Boolean(email) && found.isError && ipcErrorOf(found.error).kind === 'not_found';

  return (
    <Stack>
      <Group justify="space-between" align="end">
        <InvestorFinder
          label={t('lookup.label')}
          placeholder={t('lookup.placeholder')}
          description={t('lookup.hint', { shortcut: shortcut('mod', 'K') })}
          button={t('lookup.find')}
          value={email ?? byId.data?.email}
          onLookup={lookUp}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
          {t('new')}
        </Button>
      </Group>
      {!(email ?? id) && (
        <RecentInvestors onPick={lookUp}>
          <QueueCount />
        </RecentInvestors>
      )}
      {(email ?? id) &&
        (notFound ? (
          <Alert color="orange" variant="light" title={t('lookup.notFound', { email: email ?? '' })}>
            <Button mt="xs" size="xs" variant="default" onClick={create}>
              {t('lookup.createWith')}
            </Button>
          </Alert>
        ) : (
          <QueryState query={found}>
            {(user) => <InvestorView key={user.id} user={user} onDeleted={() => go('kyc', { investorEmail: undefined, investorId: undefined })} />}
          </QueryState>
        ))}
      <UserFormModal
        opened={creating}
        onClose={closeCreate}
        email={notFound ? email : ''}
        onSaved={(user) => go('kyc', { investorEmail: user.email })}
      />
    </Stack>
  );
}

export function KycScreen() {
  const { t } = useTranslation('kyc');
  const view = useNavigation((s) => s.kycView);
  const go = useNavigation((s) => s.go);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <SegmentedControl
          aria-label={t('views.label')}
          value={view}
          onChange={(value) => go('kyc', { kycView: value })}
          data={[
            { value: 'investor', label: t('views.investor') },
            { value: 'queue', label: t('views.queue') },
          ]}
        />
      </Group>
      {view === 'queue' ? <ReviewQueue /> : <InvestorLookup />}
    </Stack>
  );
}
