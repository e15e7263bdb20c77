// An order for an investor, with the host's refusals in words: not approved, not on sale,
// volume reached, terms not accepted (the investor's consent recorded in place), amount not above the
// project's minimum (on the field).
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Id } from '@wire/common';
import { type Order, OrderForm } from '@wire/orders';
import { UserFields } from '@wire/users';
import { Dialog } from '../../components/Dialog';
import { notifyError, notifySaved } from '../../components/errors';
import { check, showFieldErrors } from '../../components/forms';
import { useWritable } from '../../components/writes';
import { parseDecimal } from '../../format';
import { invoke, ipcErrorOf, useDeskMutation, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { phaseOf } from '../projects/phase';
import { type Refusal, refusalOf } from './refusals';

/** The dialog's fields, checked with the API's own rules before anything is sent. */
const NewOrder = OrderForm.extend({ email: UserFields.shape.email, projectId: Id });

interface Values {
  email: string;
  projectId: string | null;
  amount: string;
}

export function OrderFormModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (order: Order) => void }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  const go = useNavigation((s) => s.go);
  const projects = useDeskQuery('projects.list', undefined, { enabled: opened });
  const create = useDeskMutation('orders.create');
  const accept = useDeskMutation('investmentTerms.accept');
  const creatable = useWritable('orders.create');
  const acceptable = useWritable('investmentTerms.accept');
  const form = useForm<Values>({ initialValues: { email: '', projectId: null, amount: '' } });
  /** The refusal to explain, with the investor and project it is about. */
  const [refused, setRefused] = useState<{ refusal: Refusal; userId: string; projectId: string; email: string }>();

  useEffect(() => {
    if (!opened) return;
    form.reset();
    setRefused(undefined);
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    setRefused(undefined);
    const input = { email: values.email.trim(), projectId: values.projectId ?? undefined, amount: parseDecimal(values.amount, language) ?? values.amount };
    const checked = check(NewOrder, input, language);
    if (!checked.ok) return form.setErrors(checked.errors);
    const { email, projectId, amount } = checked.value;
    let userId: string;
    try {
      userId = (await invoke('users.findByEmail', { email })).id;
    } catch (error) {
      if (ipcErrorOf(error).kind === 'not_found') return form.setErrors({ email: t('create.noInvestor') });
      return notifyError(error, t);
    }
    try {
      const order = await create.mutateAsync({ userId, projectId, order: { amount } });
      notifySaved(t, t('create.created', { code: order.order_code }));
      onClose();
      onCreated(order);
    } catch (error) {
      const refusal = refusalOf(ipcErrorOf(error));
      if (refusal) setRefused({ refusal, userId, projectId, email });
      // The amount's message (not above the minimum) goes on its field.
      if (!showFieldErrors(form, error, language) && !refusal) notifyError(error, t);
    }
  });

  const acceptTerms = async () => {
    if (!refused) return;
    try {
      await accept.mutateAsync({ userId: refused.userId, projectId: refused.projectId });
      setRefused(undefined);
      form.clearFieldError('investment_terms');
      notifySaved(t, t('create.termsAccepted'));
    } catch (error) {
      notifyError(error, t);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('create.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('create.email')} type="email" required data-autofocus {...form.getInputProps('email')} />
          <Select
            label={t('create.project')}
            required
            searchable
            allowDeselect={false}
            data={(projects.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.code} · ${p.name} (${t(`phase.${phaseOf(p)}`, { ns: 'projects' })})`,
            }))}
            {...form.getInputProps('projectId')}
          />
          <TextInput
            label={t('create.amount')}
            description={t('entry.amountHint', { example: language === 'de' ? '1.000,00' : '1,000.00' })}
            inputMode="decimal"
            required
            {...form.getInputProps('amount')}
          />
          {refused && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={t(`refusals.${refused.refusal}`)}>
              {refused.refusal === 'investment_terms' && (
                <Button size="xs" variant="default" loading={accept.isPending} onClick={() => void acceptTerms()} {...acceptable}>
                  {t('create.acceptTerms')}
                </Button>
              )}
              {refused.refusal === 'user_not_approved' && (
                <Button size="xs" variant="default" onClick={() => go('kyc', { investorEmail: refused.email })}>
                  {t('create.openInvestor')}
                </Button>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={create.isPending} {...creatable}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
