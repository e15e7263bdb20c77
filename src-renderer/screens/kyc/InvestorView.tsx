// One investor on one page: the account on top, then a tab each for the KYC (the default),
// the orders with their money (the investor ledger) and custody. On the KYC tab the checklist
// sits beside the sections, one tab per part of the KYC; the checklist opens the tab where a
// gap is put right and moves the keyboard focus there.
import { Grid, Stack, Tabs } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { User } from '@wire/users';
import { useTranslation } from '../../i18n';
import { INVESTOR_TABS, type InvestorTab, useNavigation } from '../../stores/navigation';
import { InvestorCustody } from '../custody/CustodyScreen';
import { InvestorLedgerView } from '../ledgers/InvestorLedgerView';
import { InvestorScreening } from '../screening/InvestorScreening';
import { Checklist } from './Checklist';
import { type MissingItem, type Section, sectionsFor } from './checklist';
import { PayoutsCard } from './sections/PayoutsCard';
import { ProjectsCard } from './sections/ProjectsCard';
import { SectionView } from './sections/Sections';
import { type FieldRequest, FieldToEdit, OpenSection } from './sections/context';
import { ACCOUNT_ID, UserHeader } from './UserHeader';

const TABS_ID = 'kyc-sections';

export function InvestorView({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t } = useTranslation('kyc');
  const tab = useNavigation((s) => s.investorTab);
  const go = useNavigation((s) => s.go);
  return (
    <>
      <UserHeader user={user} onDeleted={onDeleted} />
      <Tabs mt="md" value={tab} onChange={(value) => value && go('kyc', { investorTab: value as InvestorTab })} keepMounted={false} variant="pills">
        <Tabs.List aria-label={t('page.label')}>
          {INVESTOR_TABS.map((tabName) => (
            <Tabs.Tab key={tabName} value={tabName}>
              {t(`page.${tabName}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="kyc" pt="md">
          <KycTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <InvestorLedgerView user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="custody" pt="md">
          <InvestorCustody user={user} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function KycTab({ user }: { user: User }) {
  const { t } = useTranslation('kyc');
  const sections = sectionsFor(user.business_investor);
  const [section, setSection] = useState<Section>(sections[0] as Section);
  const [focus, setFocus] = useState<Section>();
  const [request, setRequest] = useState<FieldRequest>();
  const done = useCallback(() => setRequest(undefined), []);

  // A missing field opens its record's form on it (the dialog takes the focus); anything else focuses the tab.
  const open = useCallback((target: Section, missing?: MissingItem) => {
    if (target !== 'account') setSection(target);
    if (missing?.what.startsWith('fields.')) {
      setRequest({ section: target, field: missing.what.slice('fields.'.length), ownerId: missing.ownerId });
    } else {
      setFocus(target);
    }
  }, []);

  // After the tab switched: focus its tab (or the account header) so the keyboard is there too.
  useEffect(() => {
    if (!focus) return;
    const element = document.getElementById(focus === 'account' ? ACCOUNT_ID : `${TABS_ID}-tab-${focus}`);
    element?.focus();
    element?.scrollIntoView({ block: 'nearest' });
    setFocus(undefined);
  }, [focus, section]);

  // From lg up the section tabs run across the whole width above the checklist and the open
  // section (one row at 1360 px, German included); below it the checklist comes first.
  return (
    <OpenSection.Provider value={open}>
      <FieldToEdit.Provider value={{ request, done }}>
      <Tabs id={TABS_ID} value={section} onChange={(value) => value && setSection(value as Section)} keepMounted={false}>
        <Grid gap="md">
          <Grid.Col span={12} order={{ base: 2, lg: 1 }}>
            <Tabs.List aria-label={t('sections.label')} className="kyc-section-tabs">
              {sections.map((s) => (
                <Tabs.Tab key={s} value={s}>
                  {t(`sections.${s}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
            <Stack>
              <Checklist user={user} onOpen={open} />
              <InvestorScreening userId={user.id} />
              <ProjectsCard userId={user.id} />
              <PayoutsCard userId={user.id} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }} order={3}>
            {sections.map((s) => (
              <Tabs.Panel key={s} value={s}>
                <SectionView section={s} user={user} />
              </Tabs.Panel>
            ))}
          </Grid.Col>
        </Grid>
      </Tabs>
      </FieldToEdit.Provider>
    </OpenSection.Provider>
  );
}
