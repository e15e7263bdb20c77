// Beside the KYC menu item, in the app frame: its own module (and the frame's words), so the
// first frame loads none of the review queue's screen or words.
import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';

/** How many investors wait for review; nothing while none do. */
export function KycMenuCount() {
  const { t } = useTranslation();
  const queue = useDeskQuery('investors.reviewQueue', undefined, { staleTime: 60_000, retry: false });
  // A failed read keeps yesterday's count: none is shown rather than a stale one.
  const count = queue.isError ? 0 : (queue.data?.entries.length ?? 0);
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="light" color="orange" aria-label={t('nav.toReview', { count })} data-testid="kyc-menu-count">
      {count}
    </Badge>
  );
}
