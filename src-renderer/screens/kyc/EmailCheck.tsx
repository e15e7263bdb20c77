// A list of emails checked at once: pasted, or read from a text or CSV file (any column that
// holds an email). The server finds investors only by their exact email; each one found is
// known to the desk from then on, so the review queue lists it when it is not approved.
import { Anchor, Badge, Button, FileButton, Group, Progress, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '@wire/users';
import { describeError } from '../../components/errors';
import { looksLikeEmail } from '../../components/InvestorFinder';
import { useTranslation } from '../../i18n';
import { invoke, ipcErrorOf, readAgain } from '../../ipc';
import { useNavigation } from '../../stores/navigation';

/** One line of the list: the email it holds, or the line itself when it holds none. */
interface Line {
  line: number;
  text: string;
  email?: string;
}

export function linesOf(text: string): Line[] {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ line: i + 1, text: raw.trim() }))
    .filter((l) => l.text.length > 0)
    .map((l) => ({ ...l, email: l.text.split(/[\s,;"']+/).find(looksLikeEmail) }));
}

type Outcome = { found: User } | { notFound: true } | { invalid: true } | { error: string };

export function EmailCheck() {
  const { t } = useTranslation('kyc');
  const go = useNavigation((s) => s.go);
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Array<Line & { outcome: Outcome }>>([]);
  const [progress, setProgress] = useState<{ done: number; total: number }>();

  const check = async () => {
    const lines = linesOf(text);
    setResults([]);
    setProgress({ done: 0, total: lines.length });
    for (const [i, line] of lines.entries()) {
      let outcome: Outcome;
      if (!line.email) outcome = { invalid: true };
      else {
        try {
          outcome = { found: await invoke('investors.check', { email: line.email }) };
        } catch (error) {
          const failure = ipcErrorOf(error);
          outcome = failure.kind === 'not_found' ? { notFound: true } : { error: describeError(failure, t) };
        }
      }
      setResults((done) => [...done, { ...line, outcome }]);
      setProgress({ done: i + 1, total: lines.length });
    }
    // The desk now knows these investors: the lists that show them read again.
    await readAgain(queryClient, ['investors.reviewQueue', 'investors.search']);
  };

  const running = progress !== undefined && progress.done < progress.total;
  return (
    <Stack gap="xs">
      <Textarea
        label={t('emailCheck.label')}
        description={t('emailCheck.hint')}
        placeholder={'anna.schmidt@example.com\nben.mueller@example.com'}
        autosize
        minRows={3}
        maxRows={10}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        spellCheck={false}
      />
      <Group>
        <Button onClick={() => void check()} loading={running} disabled={!text.trim()}>
          {t('emailCheck.check')}
        </Button>
        <FileButton accept=".txt,.csv,text/plain,text/csv" onChange={(file) => void file?.text().then(setText)}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
              {t('emailCheck.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress && (
        <Stack gap={4}>
          <Progress value={progress.total === 0 ? 100 : (100 * progress.done) / progress.total} aria-label={t('emailCheck.progressLabel')} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('emailCheck.progress', { done: progress.done, count: progress.total })}
          </Text>
        </Stack>
      )}
      {results.length > 0 && (
        <Table aria-label={t('emailCheck.results')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('emailCheck.line')}</Table.Th>
              <Table.Th>{t('fields.email')}</Table.Th>
              <Table.Th>{t('emailCheck.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{r.email ?? r.text}</Table.Td>
                <Table.Td>
                  {'found' in r.outcome ? (
                    <Group gap="xs">
                      <Anchor component="button" type="button" onClick={() => go('kyc', { investorEmail: (r.outcome as { found: User }).found.email })}>
                        {r.outcome.found.name}
                      </Anchor>
                      <Badge color={r.outcome.found.approved ? 'teal' : 'orange'} variant="light">
                        {r.outcome.found.approved ? t('approval.approved') : t('approval.pending')}
                      </Badge>
                    </Group>
                  ) : (
                    <Text size="sm" c="red.9">
                      {'notFound' in r.outcome ? t('emailCheck.notFound') : 'invalid' in r.outcome ? t('emailCheck.invalid') : r.outcome.error}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
