// The command palette (Ctrl+K): an investor by email, an order by code, or an area.
import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AREAS, useNavigation } from '../stores/navigation';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function CommandPalette() {
  const { t } = useTranslation();
  const go = useNavigation((s) => s.go);
  const [query, setQuery] = useState('');
  const actions = useMemo<SpotlightActionData[]>(() => {
    const text = query.trim();
    const found: SpotlightActionData[] = [];
    if (EMAIL.test(text)) {
      found.push({ id: 'investor', label: t('palette.findInvestor', { email: text }), onClick: () => go('kyc', { investorEmail: text }) });
    } else if (text.length >= 3) {
      found.push({ id: 'order', label: t('palette.findOrder', { code: text.toUpperCase() }), onClick: () => go('payments', { orderCode: text }) });
    }
    const areas = AREAS.map((area) => ({ id: `area-${area}`, label: t('palette.goTo', { area: t(`nav.${area}`) }), onClick: () => go(area) }));
    return [...found, ...areas];
  }, [query, t, go]);
  return (
    <Spotlight
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      nothingFound={t('palette.nothing')}
      filter={(q, all) => all.filter((a) => 'id' in a && (!a.id.startsWith('area-') || String(a.label).toLowerCase().includes(q.toLowerCase())))}
      searchProps={{ leftSection: <IconSearch size={18} aria-hidden />, placeholder: t('palette.placeholder'), 'aria-label': t('palette.open') }}
    />
  );
}
