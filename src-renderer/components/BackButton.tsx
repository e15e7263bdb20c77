import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../i18n';
import { useNavigation } from '../stores/navigation';
import { useShortcut } from './shortcut';

/** Back to the place before, with its filters (Alt+Left, also from inside a field). */
export function BackButton() {
  const { t } = useTranslation();
  const shortcut = useShortcut();
  const back = useNavigation((s) => s.back);
  const canGoBack = useNavigation((s) => s.history.length > 0);
  useHotkeys([['alt+ArrowLeft', () => back()]], []);
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      rightSection={<Kbd size="xs">{shortcut('alt', '←')}</Kbd>}
      disabled={!canGoBack}
      onClick={() => back()}
      data-testid="history-back"
    >
      {t('history.back')}
    </Button>
  );
}
