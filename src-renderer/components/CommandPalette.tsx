// The command palette (Ctrl+K): investors by name or part of the email (the desk's investor
// index, typos forgiven), projects by code and name, an order by code, and the areas.
import { Spotlight, type SpotlightActionData, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n';
import { useDeskQuery } from '../ipc';
import { AREAS, useNavigation } from '../stores/navigation';
import { looksLikeEmail, useInvestorSuggestions } from './InvestorFinder';
import { takeTypedKeys } from './palette-keys';

/** Lower case without accents, as the investor search compares. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function CommandPalette() {
  const { t } = useTranslation();
  const go = useNavigation((s) => s.go);
  const [query, setQuery] = useState('');
  const text = query.trim();
  const investors = useInvestorSuggestions(text, 6);
  const projects = useDeskQuery('projects.list', undefined);
  const actions = useMemo<Array<SpotlightActionData | SpotlightActionGroupData>>(() => {
    const folded = fold(text);
    const groups: SpotlightActionGroupData[] = [];
    const people: SpotlightActionData[] = investors.map((m) => ({
      id: `investor-${m.id}`,
      label: m.name,
      description: m.email,
      onClick: () => go('kyc', { investorEmail: m.email }),
    }));
    // An email: asked of the server as it is, whether the desk knows it or not.
    if (looksLikeEmail(text)) {
      people.unshift({ id: 'investor', label: t('palette.findInvestor', { email: text }), onClick: () => go('kyc', { investorEmail: text }) });
    }
    if (people.length > 0) groups.push({ group: t('palette.investors'), actions: people });
    const found = folded
      ? (projects.data ?? []).filter((p) => fold(p.code).includes(folded) || fold(p.name ?? '').includes(folded)).slice(0, 5)
      : [];
    if (found.length > 0) {
      groups.push({
        group: t('palette.projects'),
        actions: found.map((p) => ({ id: `project-${p.id}`, label: p.name ? `${p.code} · ${p.name}` : p.code, onClick: () => go('projects', { projectId: p.id }) })),
      });
    }
    const others: SpotlightActionData[] = [];
    if (!looksLikeEmail(text) && text.length >= 3 && !text.includes(' ')) {
      others.push({ id: 'order', label: t('palette.findOrder', { code: text.toUpperCase() }), onClick: () => go('payments', { orderCode: text }) });
    }
    others.push(
      ...AREAS.filter((area) => !folded || fold(t(`nav.${area}`)).includes(folded)).map((area) => ({
        id: `area-${area}`,
        label: t('palette.goTo', { area: t(`nav.${area}`) }),
        onClick: () => go(area),
      })),
    );
    groups.push({ group: t('palette.areas'), actions: others });
    return groups;
  }, [text, investors, projects.data, t, go]);
  return (
    <Spotlight
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      // Ctrl+K is the frame's (App.tsx, from inside a field too), there before this chunk is.
      shortcut={null}
      nothingFound={t('palette.nothing')}
      // Every action is chosen above already.
      filter={(_, all) => all}
      // What was typed before the field had focus comes first (palette-keys.ts).
      onSpotlightClose={takeTypedKeys}
      searchProps={{
        leftSection: <IconSearch size={18} aria-hidden />,
        placeholder: t('palette.placeholder'),
        'aria-label': t('palette.open'),
        onFocus: () => {
          const keys = takeTypedKeys();
          if (keys) setQuery((q) => keys + q);
        },
      }}
    />
  );
}
