// An audit row's targets by their names: the investor, the project by its code, the order by
// its code, each a link; the identity, legal representative or business owner a KYC write
// touched one click away (read again by its id); other fields in words; what an edit changed,
// a line per field.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { InvestorLink } from '../../components/InvestorLink';
import { OrderLink } from '../../components/OrderLink';
import { ProjectLink } from '../../components/ProjectLink';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { PersonDialog, personKindOf } from '../kyc/PersonDialog';
import { changeLine } from './audit-changes';
import { type AuditRow, type TargetPart, targetParts } from './audit-rows';

function Part({ part }: { part: TargetPart }) {
  const { t } = useTranslation('settings');
  const projects = useDeskQuery('projects.list', undefined, { enabled: part.kind === 'project' && part.code === undefined, staleTime: 5 * 60_000 });
  switch (part.kind) {
    case 'investor':
      return <InvestorLink userId={part.userId} />;
    case 'project': {
      const code = part.code ?? projects.data?.find((p) => p.id === part.projectId)?.code;
      if (part.projectId && code) return <ProjectLink projectId={part.projectId} code={code} />;
      return <Text size="sm">{t('audit.target.project', { code: code ?? part.projectId ?? '' })}</Text>;
    }
    case 'order':
      return part.code ? <OrderLink code={part.code} /> : <Text size="sm">{t('audit.target.order', { id: part.id ?? '' })}</Text>;
    case 'field':
      return (
        <Text size="sm">
          {t(`audit.target.fields.${part.key}` as 'audit.target.fields.amount', { defaultValue: part.key })}:{' '}
          {/* Values written as codes (a check's result, a switch) in words; the rest as written. */}
          {t(`audit.target.values.${part.key}.${part.value}` as 'audit.target.values.check.passed', { defaultValue: part.value })}
        </Text>
      );
  }
}

export function AuditTargets({ row }: { row: AuditRow }) {
  const { t, i18n } = useTranslation(['settings', 'kyc']);
  const [open, setOpen] = useState(false);
  const { user_id: userId, identity_id: identityId } = row.targets;
  const kind = personKindOf(row.action);
  return (
    <Group gap="xs" wrap="wrap">
      {targetParts(row.targets).map((part, i) => (
        <Part key={i} part={part} />
      ))}
      {userId && identityId && kind && (
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)}>
          {t('audit.openPerson')}
        </Button>
      )}
      {open && userId && identityId && kind && <PersonDialog kind={kind} userId={userId} id={identityId} onClose={() => setOpen(false)} />}
      {row.changes && (
        <Stack gap={0} w="100%">
          {row.changes.map((change) => (
            <Text key={change.field} size="sm">
              {changeLine(t, i18n.language, change)}
            </Text>
          ))}
        </Stack>
      )}
    </Group>
  );
}
