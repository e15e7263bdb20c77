// Settings → Audit log: whether the log is intact, or every place it breaks (those the desk
// found before an append, recorded in the log, the same way as those this check finds); which
// entries stand outside the keyed chain; and whether a cut at its end would show.
import { Alert, Stack, Text } from '@mantine/core';
import type { AuditBreak, AuditVerdict } from '@contract';
import { formatDateTime } from '../../format';
import { useTranslation } from '../../i18n';

/** Entries before the keyed chain: not chained at all, or linked with plain hashes by an earlier version. */
function ChainStart({ verdict }: { verdict: AuditVerdict }) {
  const { t } = useTranslation('settings');
  const plainUntil = (verdict.keyedFrom ?? verdict.entries + 1) - 1;
  return (
    <>
      {verdict.unchained > 0 && (
        <Text size="sm" mt={4}>
          {t('audit.verdict.unchained', { count: verdict.unchained, start: verdict.unchained + 1 })}
        </Text>
      )}
      {plainUntil > verdict.unchained && (
        <Text size="sm" mt={4}>
          {verdict.keyedFrom
            ? t('audit.verdict.plainBefore', { from: verdict.unchained + 1, to: plainUntil, start: verdict.keyedFrom })
            : t('audit.verdict.plainOnly')}
        </Text>
      )}
    </>
  );
}

function Break({ found }: { found: AuditBreak }) {
  const { t, i18n } = useTranslation('settings');
  const { noticed } = found;
  return (
    <Text size="sm">
      {t(`audit.verdict.breaks.${found.reason}`, { entry: found.entry })}
      {noticed && ` ${t('audit.verdict.noticed', { line: noticed.line, time: formatDateTime(noticed.time, i18n.language) })}`}
    </Text>
  );
}

export function AuditCheck({ verdict }: { verdict: AuditVerdict }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="xs">
      {verdict.intact ? (
        <Alert color="teal" variant="light" role="status" title={t('audit.verdict.intact')}>
          {t('audit.verdict.intactText', { entries: verdict.entries })}
          <ChainStart verdict={verdict} />
        </Alert>
      ) : (
        <Alert color="red" variant="light" role="alert" title={t('audit.verdict.broken')}>
          <Stack gap={4}>
            {verdict.breaks.map((b) => (
              <Break key={`${b.entry}-${b.reason}-${b.noticed?.line ?? ''}`} found={b} />
            ))}
          </Stack>
          <ChainStart verdict={verdict} />
        </Alert>
      )}
      {verdict.guard !== 'on' && (
        <Alert color="yellow" variant="light" role="status">
          {t(verdict.guard === 'off' ? 'audit.verdict.guardOff' : 'audit.verdict.guardMissing')}
        </Alert>
      )}
    </Stack>
  );
}
