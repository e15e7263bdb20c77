// Beside the Screening menu item, in the app frame: its own module (and the frame's words), so
// the first frame loads none of the Screening area's screen or words.
import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';

/** How many hits wait for a decision (open and escalated); nothing while none do. */
export function ScreeningMenuCount() {
  const { t } = useTranslation();
  const queue = useDeskQuery('screening.queue', undefined, { staleTime: 60_000, retry: false });
  const count = queue.data?.hits.length ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="light" color="red" aria-label={t('nav.hitsOpen', { count })} data-testid="screening-menu-count">
      {count}
    </Badge>
  );
}
