// One investor on one screen: the account on top, the KYC checklist beside the sections, one
// tab per part of the KYC. The checklist opens the tab where a gap is put right and moves
// the keyboard focus there.
import { Grid, Stack, Tabs } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@wire/users';
import { Checklist } from './Checklist';
import { type Section, sectionsFor } from './checklist';
import { PayoutsCard } from './sections/PayoutsCard';
import { ProjectsCard } from './sections/ProjectsCard';
import { SectionView } from './sections/Sections';
import { OpenSection } from './sections/context';
import { ACCOUNT_ID, UserHeader } from './UserHeader';

const TABS_ID = 'kyc-sections';

export function InvestorView({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t } = useTranslation('kyc');
  const sections = sectionsFor(user.business_investor);
  const [section, setSection] = useState<Section>(sections[0] as Section);
  const [focus, setFocus] = useState<Section>();

  const open = useCallback((target: Section) => {
    if (target !== 'account') setSection(target);
    setFocus(target);
  }, []);

  // After the tab switched: focus its tab (or the account header) so the keyboard is there too.
  useEffect(() => {
    if (!focus) return;
    const element = document.getElementById(focus === 'account' ? ACCOUNT_ID : `${TABS_ID}-tab-${focus}`);
    element?.focus();
    element?.scrollIntoView({ block: 'nearest' });
    setFocus(undefined);
  }, [focus, section]);

  return (
    <OpenSection.Provider value={open}>
      <UserHeader user={user} onDeleted={onDeleted} />
      <Grid mt="md" gap="md">
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Stack>
            <Checklist user={user} onOpen={open} />
            <ProjectsCard userId={user.id} />
            <PayoutsCard userId={user.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Tabs id={TABS_ID} value={section} onChange={(value) => value && setSection(value as Section)} keepMounted={false}>
            <Tabs.List aria-label={t('sections.label')}>
              {sections.map((s) => (
                <Tabs.Tab key={s} value={s}>
                  {t(`sections.${s}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {sections.map((s) => (
              <Tabs.Panel key={s} value={s} pt="md">
                <SectionView section={s} user={user} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Grid.Col>
      </Grid>
    </OpenSection.Provider>
  );
}
