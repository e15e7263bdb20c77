// An order for an investor. The form helps before anything is sent: only projects on sale are
// offered, the investor is looked up when the email field is left (name and approval shown),
// and the amount's hint and check name the project's minimum. The host's refusals come in
// words: not approved, not on sale, volume reached, terms not accepted (the investor's consent
// recorded in place), amount not above the project's minimum (on the field).
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import Big from 'big.js';
import { type ReactNode, useEffect, useState } from 'react';
import { Id } from '@wire/common';
import { type Order, OrderForm } from '@wire/orders';
import type { Project } from '@wire/projects';
import { UserFields } from '@wire/users';
import { Dialog } from '../../components/Dialog';
import { notifyError, notifySaved } from '../../components/errors';
import { type FormErrors, check, checkErrors, showFieldErrors, useCheckedForm } from '../../components/forms';
import { useWritable } from '../../components/writes';
import { AmountField, amountOf, useAmountQuestions } from '../../components/AmountField';
import { formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { invoke, ipcErrorOf, useDeskMutation, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { phaseOf } from '../projects/phase';
import { type Refusal, refusalOf } from './refusals';

/** The dialog's fields, checked with the API's own rules before anything is sent. */
const NewOrder = OrderForm.extend({ email: UserFields.shape.email, projectId: Id });
const Email = UserFields.shape.email;

interface Values {
  email: string;
  projectId: string | null;
  amount: string;
}

const inputOf = (values: Values, language: string) => ({
  email: values.email.trim(),
  projectId: values.projectId ?? undefined,
  amount: amountOf(values.amount, language),
});

export function OrderFormModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (order: Order) => void }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  const amountQuestions = useAmountQuestions();
  const go = useNavigation((s) => s.go);
  // Read on every opening: a project put on sale a moment ago (another desk, the server's own
  // admin) must be offered, whatever the palette cached.
  const projects = useDeskQuery('projects.list', undefined, { enabled: opened, refetchOnMount: 'always', staleTime: 0 });
  const create = useDeskMutation('orders.create');
  const accept = useDeskMutation('investmentTerms.accept');
  const creatable = useWritable('orders.create');
  const acceptable = useWritable('investmentTerms.accept');
  /** The email last looked up (when its field was left). */
  const [lookedUp, setLookedUp] = useState('');
  const investor = useDeskQuery('users.findByEmail', { email: lookedUp }, { enabled: opened && lookedUp !== '', retry: false });
  const onSale = (projects.data ?? []).filter((p) => phaseOf(p) === 'live');
  const projectOf = (id: string | null): Project | undefined => onSale.find((p) => p.id === id);
  const money = (amount: string) => formatMoney(amount, language);

  /** The API's rules, then the project's minimum (the host refuses an amount not above it). */
  const errorsOf = (values: Values): FormErrors => {
    const input = inputOf(values, language);
    const errors = { ...checkErrors(NewOrder, input, language), ...amountQuestions({ amount: values.amount }) };
    const minimum = projectOf(values.projectId)?.min_investment_amount;
    if (!errors.amount && minimum !== undefined && new Big(input.amount).lte(minimum)) {
      errors.amount = t('create.notAboveMinimum', { min: money(minimum) });
    }
    return errors;
  };
  const form = useCheckedForm<Values>({ initialValues: { email: '', projectId: null, amount: '' }, errorsOf });
  /** The refusal to explain, with the investor and project it is about. */
  const [refused, setRefused] = useState<{ refusal: Refusal; userId: string; projectId: string; email: string }>();

  useEffect(() => {
    if (!opened) return;
    form.forget();
    form.reset();
    setLookedUp('');
    setRefused(undefined);
  }, [opened]);

  const lookUp = () => {
    const email = form.getValues().email.trim();
    if (Email.safeParse(email).success) setLookedUp(email);
  };

  /** The investor of the email in the field, once looked up. */
  const sameEmail = (email: string) => email.toLowerCase() === form.values.email.trim().toLowerCase();
  const found = investor.data && sameEmail(investor.data.email) ? investor.data : undefined;

  const submit = form.onSubmit(async (values) => {
    setRefused(undefined);
    const errors = errorsOf(values);
    const checked = check(NewOrder, inputOf(values, language), language);
    if (!checked.ok || Object.keys(errors).length > 0) return form.setErrors(errors);
    const { email, projectId, amount } = checked.value;
    setLookedUp(email);
    let userId: string;
    try {
      userId = (found ?? (await invoke('users.findByEmail', { email }))).id;
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

  const minimum = projectOf(form.values.projectId)?.min_investment_amount;
  const example = language === 'de' ? '1.000,00' : '1,000.00';
  const emailProps = form.getInputProps('email');
  const missing = investor.isError && ipcErrorOf(investor.error).kind === 'not_found' && sameEmail(lookedUp);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('create.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Stack gap={4}>
            <TextInput
              label={t('create.email')}
              required
              data-autofocus
              autoComplete="off"
              {...emailProps}
              error={(emailProps.error as ReactNode) ?? (missing ? t('create.noInvestor') : undefined)}
              onBlur={(event) => {
                (emailProps.onBlur as (e: typeof event) => void)(event);
                lookUp();
              }}
            />
            <Text size="sm" data-testid="order-investor" aria-live="polite" c={found && !found.approved ? 'orange' : undefined}>
              {investor.isFetching && !found && t('create.lookingUp')}
              {found && (
                <>
                  {found.approved ? (
                    <IconCircleCheck size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
                  ) : (
                    <IconInfoCircle size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
                  )}
                  {t(found.approved ? 'create.approved' : 'create.notApproved', { name: found.name })}
                </>
              )}
            </Text>
            {found && !found.approved && (
              <Group>
                <Button size="xs" variant="default" onClick={() => go('kyc', { investorEmail: found.email })}>
                  {t('create.openInvestor')}
                </Button>
              </Group>
            )}
          </Stack>
          {projects.data && onSale.length === 0 && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t('create.noProjectOnSale')}
            </Alert>
          )}
          <Select
            label={t('create.project')}
            required
            searchable
            allowDeselect={false}
            disabled={projects.data !== undefined && onSale.length === 0}
            data={onSale.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
            {...form.getInputProps('projectId')}
          />
          <AmountField
            label={t('create.amount')}
            description={minimum === undefined ? t('create.amountHint', { example }) : t('create.amountAboveMinimum', { min: money(minimum), example })}
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
