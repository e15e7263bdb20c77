// An audit entry's targets, with what they name one click away: the investor, and the
// identity, legal representative or business owner a KYC write touched (read again by its id).
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@contract';
import { InvestorLink } from '../../components/InvestorLink';
import { PersonDialog, personKindOf } from '../kyc/PersonDialog';

export function AuditTargets({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const { user_id: userId, identity_id: identityId } = entry.targets;
  const kind = personKindOf(entry.action);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="xs" ff="monospace">
        {Object.entries(entry.targets)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}
      </Text>
      {userId && <InvestorLink userId={userId} name={t('audit.openInvestor')} />}
      {userId && identityId && kind && (
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)}>
          {t('audit.openPerson')}
        </Button>
      )}
      {open && userId && identityId && kind && <PersonDialog kind={kind} userId={userId} id={identityId} onClose={() => setOpen(false)} />}
    </Group>
  );
}
