import { Button, Collapse, Group, PasswordInput, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Credentials, ENVIRONMENTS, PROXY_MODES, type ProfileInfo, ProfileInput, ProxyCredentials } from '@contract';
import { Dialog } from '../../components/Dialog';
import { notifyError, notifySaved } from '../../components/errors';
import { type FormErrors, check, checkErrors, showFieldErrors, useCheckedForm } from '../../components/forms';
import { useTranslation } from '../../i18n';
import { useDeskMutation } from '../../ipc';
import { CaFilePicker } from './CaFilePicker';

interface ProfileValues {
  name: string;
  baseUrl: string;
  environment: (typeof ENVIRONMENTS)[number];
  signaturePrefix: string;
  signatureKeys: 'raw' | 'hex';
  proxyMode: (typeof PROXY_MODES)[number];
  proxyUrl: string;
  /** The profile's own CA file (unchanged), the id of one chosen in the dialog, or empty. */
  caFile: string;
  key: string;
  secret: string;
}

const NewProfile = z.object({ profile: ProfileInput, credentials: Credentials });

/** Field names without the `profile.` / `credentials.` wrapper, as the form knows them. */
const unwrapped = (errors: FormErrors): FormErrors => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.split('.').pop() ?? k, v]));

/** A connection's fields checked as the desk will check them; a new one also needs its key and secret. */
function profileErrors({ key, secret, ...fields }: ProfileValues, editing: boolean, language: string): FormErrors {
  if (editing) return checkErrors(ProfileInput, fields, language);
  return unwrapped(checkErrors(NewProfile, { profile: fields, credentials: { key, secret } }, language));
}

export function ProfileFormModal({ opened, onClose, profile }: { opened: boolean; onClose: () => void; profile?: ProfileInfo }) {
  const { t, i18n } = useTranslation('settings');
  const [advanced, { toggle }] = useDisclosure(false);
  const create = useDeskMutation('profiles.create');
  const update = useDeskMutation('profiles.update');
  const [caLabel, setCaLabel] = useState('');
  const form = useCheckedForm<ProfileValues>({
    errorsOf: (values) => profileErrors(values, profile !== undefined, i18n.language),
    initialValues: {
      name: '',
      baseUrl: '',
      // Production is chosen on purpose (its writes ask first); a new connection is a trial.
      environment: 'staging',
      signaturePrefix: 'service',
      signatureKeys: 'raw',
      proxyMode: 'system',
      proxyUrl: '',
      caFile: '',
      key: '',
      secret: '',
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.forget();
    const values = {
      name: profile?.name ?? '',
      baseUrl: profile?.baseUrl ?? '',
      environment: profile?.environment ?? 'staging',
      signaturePrefix: profile?.signaturePrefix ?? 'service',
      signatureKeys: profile?.signatureKeys ?? 'raw',
      proxyMode: profile?.proxyMode ?? 'system',
      proxyUrl: profile?.proxyUrl ?? '',
      caFile: profile?.caFile ?? '',
      key: '',
      secret: '',
    };
    // The stored values are the form's start: leaving one unchanged says nothing.
    form.setInitialValues(values);
    form.setValues(values);
    setCaLabel(values.caFile);
    form.clearErrors();
  }, [opened, profile?.id]);

  const submit = form.onSubmit(async ({ key, secret, ...fields }) => {
    try {
      if (profile) {
        const checked = check(ProfileInput, fields, i18n.language);
        if (!checked.ok) return form.setErrors(checked.errors);
        await update.mutateAsync({ id: profile.id, profile: checked.value });
      } else {
        const checked = check(NewProfile, { profile: fields, credentials: { key, secret } }, i18n.language);
        if (!checked.ok) return form.setErrors(unwrapped(checked.errors));
        await create.mutateAsync(checked.value);
      }
      notifySaved(t);
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error, i18n.language)) notifyError(error, t);
    }
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={profile ? t('connections.editTitle', { name: profile.name }) : t('connections.createTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('connections.fields.name')} required data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('connections.fields.baseUrl')} description={t('connections.baseUrlHint')} required {...form.getInputProps('baseUrl')} />
          <Select
            label={t('connections.fields.environment')}
            data={ENVIRONMENTS.map((value) => ({ value, label: t(`connections.environments.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('environment')}
          />
          {!profile && (
            <>
              <TextInput label={t('connections.fields.key')} required autoComplete="off" {...form.getInputProps('key')} />
              <PasswordInput
                label={t('connections.fields.secret')}
                description={t('connections.secretHint')}
                required
                autoComplete="off"
                {...form.getInputProps('secret')}
              />
            </>
          )}
          <Text size="sm" fw={600}>
            {t('connections.network')}
          </Text>
          <Select
            label={t('connections.fields.proxyMode')}
            data={PROXY_MODES.map((value) => ({ value, label: t(`connections.proxyModes.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('proxyMode')}
          />
          {form.values.proxyMode === 'manual' && (
            <TextInput label={t('connections.fields.proxyUrl')} description={t('connections.proxyUrlHint')} required {...form.getInputProps('proxyUrl')} />
          )}
          <CaFilePicker
            label={caLabel}
            error={form.getInputProps('caFile').error as string | undefined}
            onChosen={(value, label) => {
              form.setFieldValue('caFile', value);
              setCaLabel(label);
            }}
            onError={(failure) => {
              if (!showFieldErrors(form, failure, i18n.language)) notifyError(failure, t);
            }}
          />
          <UnstyledButton onClick={toggle} aria-expanded={advanced} fz="sm" c="blue">
            {t('connections.advanced')}
          </UnstyledButton>
          <Collapse expanded={advanced}>
            <Stack>
              <Text size="xs" c="dimmed">
                {t('connections.advancedHint')}
              </Text>
              <TextInput label={t('connections.fields.signaturePrefix')} {...form.getInputProps('signaturePrefix')} />
              <Select
                label={t('connections.fields.signatureKeys')}
                data={[
                  { value: 'raw', label: t('connections.keysRaw') },
                  { value: 'hex', label: t('connections.keysHex') },
                ]}
                allowDeselect={false}
                {...form.getInputProps('signatureKeys')}
              />
            </Stack>
          </Collapse>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {profile ? t('actions.save', { ns: 'common' }) : t('actions.create', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** What a credentials dialog sets: the host's key and secret, or the proxy's user name and password. */
const PAIRS = {
  host: { fields: ['key', 'secret'], schema: Credentials, title: 'connections.credentialsTitle', hint: 'connections.secretHint' },
  proxy: { fields: ['username', 'password'], schema: ProxyCredentials, title: 'connections.proxyCredentialsTitle', hint: 'connections.proxyPasswordHint' },
} as const;

/** A name and a secret, written to the keychain and never shown again. */
export function CredentialsModal({
  opened,
  onClose,
  profile,
  of = 'host',
}: {
  opened: boolean;
  onClose: () => void;
  profile: ProfileInfo;
  of?: keyof typeof PAIRS;
}) {
  const { t, i18n } = useTranslation('settings');
  const pair = PAIRS[of];
  const [nameField, secretField] = pair.fields;
  const saveHost = useDeskMutation('profiles.setCredentials');
  const saveProxy = useDeskMutation('profiles.setProxyCredentials');
  const empty = { [nameField]: '', [secretField]: '' };
  const form = useCheckedForm<Record<string, string>>({ initialValues: empty, errorsOf: (values) => checkErrors(pair.schema, values, i18n.language) });
  useEffect(() => {
    if (!opened) return;
    form.forget();
    form.setValues(empty);
    form.clearErrors();
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    const checked = check(pair.schema, values, i18n.language);
    if (!checked.ok) return form.setErrors(checked.errors);
    try {
      if ('key' in checked.value) await saveHost.mutateAsync({ id: profile.id, credentials: checked.value });
      else await saveProxy.mutateAsync({ id: profile.id, credentials: checked.value });
      notifySaved(t);
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error, i18n.language)) notifyError(error, t);
    }
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={t(pair.title, { name: profile.name })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t(`connections.fields.${nameField}`)} required autoComplete="off" data-autofocus {...form.getInputProps(nameField)} />
          <PasswordInput
            label={t(`connections.fields.${secretField}`)}
            description={t(pair.hint)}
            required
            autoComplete="off"
            {...form.getInputProps(secretField)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={saveHost.isPending || saveProxy.isPending}>
              {t('actions.save', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
