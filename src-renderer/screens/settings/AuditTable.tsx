// The audit log's entries as a reviewer reads them: one row per write, newest first, its
// action in words, its targets by their names, its outcome; the time on one line.
import { Badge, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@contract';
import { formatDateTime } from '../../format';
import { useTranslation } from '../../i18n';
import { AuditTargets } from './AuditTargets';
import { type AuditOutcome, auditRows } from './audit-rows';

const OUTCOME_COLORS: Record<AuditOutcome, string> = { ok: 'teal', failed: 'red', unknown: 'orange', pending: 'gray' };

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('settings');
  return (
    <Table striped aria-label={t('tabs.audit')}>
      <Table.Thead>
        <Table.Tr>
          {(['time', 'action', 'targets', 'outcome', 'user', 'profile'] as const).map((f) => (
            <Table.Th key={f}>{t(`audit.fields.${f}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {auditRows(entries).map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.time, i18n.language)}</Table.Td>
            <Table.Td>{t(`audit.actions.${row.action}` as 'audit.actions.sign', { defaultValue: row.action })}</Table.Td>
            <Table.Td>
              <AuditTargets row={row} />
            </Table.Td>
            <Table.Td>
              <Badge color={OUTCOME_COLORS[row.outcome]} variant="light">
                {t(`audit.outcomes.${row.outcome}`)}
              </Badge>
              {row.detail && (
                <Text size="xs" c="dimmed">
                  {row.detail}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{row.user ?? ''}</Table.Td>
            <Table.Td>{row.profileName}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
