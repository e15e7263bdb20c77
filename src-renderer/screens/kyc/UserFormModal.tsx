import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type User, UserForm, UserUpdate } from '@wire/users';
import { Dialog } from '../../components/Dialog';
import { notifyError, notifySaved } from '../../components/errors';
import { check, checkErrors, showFieldErrors, useCheckedForm } from '../../components/forms';
import { useDeskMutation } from '../../ipc';

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
}

function valuesOf(user: User | undefined, email: string): Values {
  return {
    name: user?.name ?? '',
    email: user?.email ?? email,
    locale: user?.locale ?? 'en',
    business_investor: user?.business_investor ?? false,
    referral_channel: user?.referral_channel ?? '',
    wallet_address: user?.wallet_address ?? '',
    invitation_code: '',
    signed_up_as: '',
    terms_acceptance: false,
  };
}

/** An edit sends only what the API shows us, so fields it does not return are left as they are. */
function editable(values: Values) {
  const { invitation_code: _i, signed_up_as: _s, terms_acceptance: _t, ...shown } = values;
  return { ...shown, wallet_address: shown.wallet_address.trim() || null };
}

/** A new investor as the API takes it. */
const newUser = (values: Values) => ({ ...values, wallet_address: values.wallet_address.trim() || null });

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
    errorsOf: (values) => (user ? checkErrors(UserUpdate, editable(values), language) : checkErrors(UserForm, newUser(values), language)),
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
        const checked = check(UserUpdate, editable(values), language);
        if (!checked.ok) return form.setErrors(checked.errors);
        saved = await update.mutateAsync({ id: user.id, user: checked.value });
      } else {
        const checked = check(UserForm, newUser(values), language);
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
            {!user && <TextInput label={t('fields.invitation_code')} {...form.getInputProps('invitation_code')} />}
            {!user && <TextInput label={t('fields.signed_up_as')} {...form.getInputProps('signed_up_as')} />}
          </SimpleGrid>
          <Checkbox label={t('fields.business_investor')} {...form.getInputProps('business_investor', { type: 'checkbox' })} />
          {!user && (
            <Checkbox label={t('fields.terms_acceptance')} {...form.getInputProps('terms_acceptance', { type: 'checkbox' })} />
          )}
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
