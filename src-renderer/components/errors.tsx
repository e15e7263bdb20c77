// Errors in words a staff member understands: what happened by its kind, in the desk's own
// sentence; the server's words are never translated by pattern but shown as they came,
// folded below it under "Technical details".
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Translate, useTranslation } from '../i18n';
import { ipcErrorOf } from '../ipc';

/** A failure as it is told: an IpcError, or one kept with a draft or a connection test. */
type Failure = { kind: string; message: string; fromServer?: boolean };

/** Failures of reaching the host at all, not of one request: every read on the connection fails the same way. */
const UNREACHABLE = new Set(['network', 'timeout', 'certificate', 'proxy', 'unauthorized', 'wrong_origin', 'missing_credentials']);

export function cannotReachHost(error: unknown): boolean {
  return UNREACHABLE.has(ipcErrorOf(error).kind);
}

export function describeError(error: Pick<Failure, 'kind'>, t: Translate): string {
  return t(`errors.${error.kind}`, { ns: 'common', defaultValue: t('errors.internal', { ns: 'common' }) });
}

/**
 * Words as the server (or, for the desk's own refusals, the app) gave them, folded away.
 * Made of phrasing elements only, so it may sit inside a field's error paragraph.
 */
export function TechnicalDetails({ text, fromServer }: { text: string; fromServer: boolean }) {
  const { t } = useTranslation();
  const [open, { toggle }] = useDisclosure(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Text component="span" display="block" size="xs" mt={4}>
      <Anchor component="button" type="button" size="xs" c="dimmed" aria-expanded={open} onClick={toggle}>
        <Chevron size={12} aria-hidden style={{ verticalAlign: 'middle' }} />
        {t(fromServer ? 'errors.serverDetails' : 'errors.deskDetails')}
      </Anchor>
      {open && (
        <Text component="span" display="block" size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      )}
    </Text>
  );
}

/**
 * The one way a failure is told: the desk's sentence (`sentence`, or the one of its kind),
 * then its technical words folded below. An app bug's words stay in the log; a "no" in a
 * confirmation needs none.
 */
export function ErrorMessage({ error, sentence }: { error: Failure; sentence?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text component="span" display="block" size="sm">
        {sentence ?? describeError(error, t)}
      </Text>
      {error.kind !== 'internal' && error.kind !== 'cancelled' && error.message && <TechnicalDetails text={error.message} fromServer={error.fromServer === true} />}
    </>
  );
}

export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  // The host cannot be reached: the message above every screen (HostProblem.tsx) says why, once.
  if (cannotReachHost(error)) {
    return (
      <Text role="status" size="sm" c="dimmed" p="xs">
        {t('hostProblem.waiting')}
      </Text>
    );
  }
  return (
    // What failed here is reading a page, not an action the person took.
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('errors.loadTitle')} role="alert">
      <ErrorMessage error={ipcErrorOf(error)} />
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}

/** A notification whose close button has a name screen readers can say. */
export function notify(t: Translate, notice: { color: string; title?: string; message: ReactNode }): void {
  notifications.show({ ...notice, closeButtonProps: { 'aria-label': t('actions.close', { ns: 'common' }) } });
}

/** `sentence`: words of the caller's own for this failure, in place of those of its kind. */
export function notifyError(error: unknown, t: Translate, sentence?: string): void {
  notify(t, { color: 'red', title: t('errors.title', { ns: 'common' }), message: <ErrorMessage error={ipcErrorOf(error)} sentence={sentence} /> });
}

export function notifySaved(t: Translate, message?: string): void {
  notify(t, { color: 'teal', message: message ?? t('saved', { ns: 'common' }) });
}
