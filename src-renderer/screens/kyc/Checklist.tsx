// The KYC checklist: whether the investor can invest, and each of the eight checks as done,
// missing (with what) or not applicable. Every check and every missing item opens the
// section of the screen where it is put right.
import { Anchor, Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import type { User } from '@wire/users';
import { QueryState } from '../../components/QueryState';
import { type TFunction, useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { type CheckState, type MissingItem, type Section, checklist, humanize, pepItem, readiness } from './checklist';
import { fullName } from './words';

const STATE_LOOK: Record<CheckState, { color: string; icon: typeof IconCheck }> = {
  done: { color: 'teal', icon: IconCheck },
  missing: { color: 'orange', icon: IconX },
  not_applicable: { color: 'gray', icon: IconMinus },
};

/** A missing item in words: the field or record, and whose it is for an owner's field. */
export function missingText(t: TFunction<'kyc'>, { what, entry, ownerId }: MissingItem, owners?: Map<string, string>): string {
  const field = t(what, { defaultValue: humanize(entry.split('.').pop() ?? entry) });
  return ownerId ? `${owners?.get(ownerId) ?? t('owners.someone')}: ${field}` : field;
}

function MissingLinks({
  items,
  owners,
  onOpen,
}: {
  items: MissingItem[];
  owners: Map<string, string>;
  onOpen: (s: Section, missing: MissingItem) => void;
}) {
  const { t } = useTranslation('kyc');
  return (
    <div>
      <Text size="xs" c="dimmed">
        {t('checklist.missing')}
      </Text>
      <List size="xs" spacing={2} withPadding>
        {items.map((item) => (
          <List.Item key={item.entry}>
            <Anchor component="button" type="button" size="xs" ta="left" onClick={() => onOpen(item.section, item)}>
              {missingText(t, item, owners)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export function Checklist({ user, onOpen }: { user: User; onOpen: (section: Section, missing?: MissingItem) => void }) {
  const { t } = useTranslation('kyc');
  const status = useDeskQuery('kyc.status', { userId: user.id });
  const owners = useDeskQuery('kyc.businessOwners.list', { userId: user.id }, { enabled: user.business_investor });
  const ownerNames = new Map((owners.data ?? []).map((o) => [o.id, fullName(o)]));
  // The PEP status of the person who identifies; without that person the identity check already says what is missing.
  const people = useDeskQuery(user.business_investor ? 'kyc.legalRepresentatives.list' : 'kyc.identities.list', { userId: user.id });
  const person = people.data?.[0];
  const pep = useDeskQuery('kyc.pepStatus.get', { userId: user.id, identityId: person?.id ?? '' }, { enabled: person !== undefined });
  const desk = person && pep.isSuccess ? [pepItem(pep.data !== null)] : [];
  return (
    <Card withBorder component="section" aria-labelledby="kyc-checklist-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="kyc-checklist-title">
          {t('checklist.title')}
        </Title>
        <QueryState query={status}>
          {(kyc) => {
            const ready = readiness(kyc, user.approved, desk);
            return (
              <Stack gap="sm">
                <div role="status" data-testid="can-invest">
                  <Badge color={ready.canInvest ? 'teal' : 'orange'} variant="light" size="lg">
                    {ready.canInvest ? t('checklist.canInvest') : t('checklist.cannotInvest')}
                  </Badge>
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('checklist.progress', { done: ready.done, total: ready.applicable })}
                    {!ready.canInvest && ready.open.length === 0 && ` ${t('checklist.completeNotApproved')}`}
                  </Text>
                </div>
                <Stack gap="xs" component="ul" aria-label={t('checklist.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {[...checklist(kyc, user.business_investor), ...desk].map((item) => {
                    const look = STATE_LOOK[item.state];
                    const Icon = look.icon;
                    return (
                      <li key={item.check} data-testid={`check-${item.check}`} data-state={item.state}>
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <ThemeIcon color={look.color} variant="light" size="sm" radius="xl" aria-hidden>
                            <Icon size={14} />
                          </ThemeIcon>
                          <Stack gap={0} style={{ flex: 1 }}>
                            <Group gap={6} justify="space-between" wrap="nowrap">
                              {item.state === 'not_applicable' ? (
                                <Text size="sm" c="dimmed">
                                  {t(`checks.${item.check}`)}
                                </Text>
                              ) : (
                                <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onOpen(item.section)}>
                                  {t(`checks.${item.check}`)}
                                </Anchor>
                              )}
                              <Text size="xs" c={item.state === 'missing' ? 'var(--mantine-color-orange-light-color)' : 'dimmed'}>
                                {t(`checklist.states.${item.state}`)}
                              </Text>
                            </Group>
                            {item.missing.length > 0 && <MissingLinks items={item.missing} owners={ownerNames} onOpen={onOpen} />}
                          </Stack>
                        </Group>
                      </li>
                    );
                  })}
                </Stack>
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Card>
  );
}
