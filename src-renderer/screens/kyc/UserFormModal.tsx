import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type User, UserForm, UserUpdate } from '@wire/users';
import { Dialog } from '../../components/Dialog';
import { notifyError, notifySaved } from '../../components/errors';
import { type CheckedForm, check, checkErrors, showFieldErrors, useCheckedForm } from '../../components/forms';
import { useTranslation } from '../../i18n';
import { useDeskMutation } from '../../ipc';
import { AddRowButton, ListRow } from './forms/rows';

interface Values {
  name: string;
  email: string;
  locale: 'en' | 'de';
  business_investor: boolean;
  referral_channel: string;
  wallet_address: string;
  invitation_code: string;
  signed_up_as: string;
  terms_acceptance: boolean;
  partner_attributes: Attribute[];
}

interface Attribute {
  key: string;
  value: string;
}

/** A field the spec names for create/update bodies; the sandbox sends it back, a host may not. */
function sent(user: User | undefined, field: string): unknown {
  return user ? (user as Record<string, unknown>)[field] : undefined;
}

function attributesOf(user: User | undefined): Attribute[] {
  const held = sent(user, 'partner_attributes');
  if (!held || typeof held !== 'object') return [];
  return Object.entries(held).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}

function valuesOf(user: User | undefined, email: string): Values {
  return {
    name: user?.name ?? '',
    email: user?.email ?? email,
    locale: user?.locale ?? 'en',
    business_investor: user?.business_investor ?? false,
    referral_channel: user?.referral_channel ?? '',
    wallet_address: user?.wallet_address ?? '',
    invitation_code: typeof sent(user, 'invitation_code') === 'string' ? String(sent(user, 'invitation_code')) : '',
    signed_up_as: typeof sent(user, 'signed_up_as') === 'string' ? String(sent(user, 'signed_up_as')) : '',
    terms_acceptance: sent(user, 'terms_acceptance') === true,
    partner_attributes: attributesOf(user),
  };
}

/**
 * An edit sends the fields the API shows us, and the ones it may not send back (invitation
 * code, signed up as, terms, partner attributes) only when filled in: left empty, the server
 * keeps what it has.
 */
function editable(values: Values, user: User) {
  const { invitation_code, signed_up_as, terms_acceptance, partner_attributes, ...shown } = values;
  const attributes = partner_attributes.filter((a) => a.key.trim() !== '');
  const heldAttributes = sent(user, 'partner_attributes') !== undefined;
  return {
    ...shown,
    wallet_address: shown.wallet_address.trim() || null,
    ...(invitation_code.trim() ? { invitation_code: invitation_code.trim() } : {}),
    ...(signed_up_as.trim() ? { signed_up_as: signed_up_as.trim() } : {}),
    ...(terms_acceptance || sent(user, 'terms_acceptance') !== undefined ? { terms_acceptance } : {}),
    ...(attributes.length > 0 || heldAttributes
      ? { partner_attributes: Object.fromEntries(attributes.map((a) => [a.key.trim(), a.value])) }
      : {}),
  };
}

/** A new investor as the API takes it (partner attributes only on update, as the spec says). */
function createForm(values: Values) {
  const { partner_attributes: _p, ...fields } = values;
  return { ...fields, wallet_address: values.wallet_address.trim() || null };
}

/** The partner's own key/value pairs on the investor (update only, as the spec says). */
function PartnerAttributes({ form }: { form: CheckedForm<Values> }) {
  const { t } = useTranslation('kyc');
  const rows = form.values.partner_attributes;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500}>
        {t('fields.partner_attributes')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('partnerAttributes.hint')}
      </Text>
      {rows.map((row, i) => (
        <ListRow
          key={i}
          removeLabel={t('partnerAttributes.remove', { key: row.key || String(i + 1) })}
          onRemove={() => form.removeListItem('partner_attributes', i)}
        >
          <TextInput label={t('partnerAttributes.key')} {...form.getInputProps(`partner_attributes.${i}.key`)} flex={1} />
          <TextInput label={t('partnerAttributes.value')} {...form.getInputProps(`partner_attributes.${i}.value`)} flex={2} />
        </ListRow>
      ))}
      <AddRowButton label={t('partnerAttributes.add')} onClick={() => form.insertListItem('partner_attributes', { key: '', value: '' })} />
    </Stack>
  );
}

export function UserFormModal({
  opened,
  onClose,
  user,
  email = '',
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  user?: User;
  email?: string;
  onSaved?: (user: User) => void;
}) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const form = useCheckedForm<Values>({
    initialValues: valuesOf(user, email),
    errorsOf: (values) => (user ? checkErrors(UserUpdate, editable(values, user), language) : checkErrors(UserForm, createForm(values), language)),
  });
  const create = useDeskMutation('users.create');
  const update = useDeskMutation('users.update');

  useEffect(() => {
    if (!opened) return;
    form.forget();
    form.setValues(valuesOf(user, email));
    form.clearErrors();
  }, [opened, user?.id, email]);

  const submit = form.onSubmit(async (values) => {
    try {
      let saved: User;
      if (user) {
        const checked = check(UserUpdate, editable(values, user), language);
        if (!checked.ok) return form.setErrors(checked.errors);
        saved = await update.mutateAsync({ id: user.id, user: checked.value });
      } else {
        const checked = check(UserForm, createForm(values), language);
        if (!checked.ok) return form.setErrors(checked.errors);
        saved = await create.mutateAsync({ user: checked.value });
      }
      notifySaved(t);
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (!showFieldErrors(form, error, language)) notifyError(error, t);
    }
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={user ? t('form.editTitle', { name: user.name }) : t('form.createTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={2}>
            <TextInput label={t('fields.name')} required data-autofocus {...form.getInputProps('name')} />
            <TextInput label={t('fields.email')} required autoComplete="off" {...form.getInputProps('email')} />
            <Select
              label={t('fields.locale')}
              data={(['en', 'de'] as const).map((value) => ({ value, label: t(`locales.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('locale')}
            />
            <TextInput label={t('fields.referral_channel')} {...form.getInputProps('referral_channel')} />
            <TextInput label={t('fields.wallet_address')} {...form.getInputProps('wallet_address')} />
            <TextInput label={t('fields.invitation_code')} {...form.getInputProps('invitation_code')} />
            <TextInput label={t('fields.signed_up_as')} {...form.getInputProps('signed_up_as')} />
          </SimpleGrid>
          <Checkbox label={t('fields.business_investor')} {...form.getInputProps('business_investor', { type: 'checkbox' })} />
          <Checkbox label={t('fields.terms_acceptance')} {...form.getInputProps('terms_acceptance', { type: 'checkbox' })} />
          {user && <PartnerAttributes form={form} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {user ? t('actions.save', { ns: 'common' }) : t('actions.create', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
