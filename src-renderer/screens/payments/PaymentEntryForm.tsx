// Entering a payment from a bank statement: amount in the user's notation, booking date,
// reference; the status it leads to before it is sent; Enter sends. The draft id is chosen
// here, once per set of values: a second Enter or click names the same draft, and the main
// process sends a draft once (workflows/payment-entry.ts).
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { type Balance, type LocatedOrder, type OrderRef, type PaymentDraft, balanceOf, mayBePayment, paidTotal } from '@contract';
import { type Payment, PaymentForm } from '@wire/payments';
import { DateField } from '../../components/DateField';
import { ServerTimezone } from '../../components/server-config';
import { notifyError, notifySaved } from '../../components/errors';
import { confirmAction } from '../../components/confirm';
import { check, checkErrors, showFieldErrors, useCheckedForm } from '../../components/forms';
import { AmountField, amountOf, useAmountQuestions } from '../../components/AmountField';
import { formatMoney, readAmount } from '../../format';
import { type TFunction, useTranslation } from '../../i18n';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { useWritable } from '../../components/writes';

interface Values {
  amount: string;
  booked_at: string | null;
  reference: string;
}

/** "This makes the order …": the status a change leads to, in words. */
export function balanceWords(t: TFunction<'payments'>, balance: Balance, language: string, words: 'preview' | 'afterDelete' | 'statement.outcomes'): string {
  const status = t(`orders.statuses.${balance.status}`, { ns: 'common' });
  if (balance.status === 'cancelled' || balance.status === 'settled') return t(`${words}.unchanged`, { status });
  return t(`${words}.${balance.status}`, { status, outstanding: formatMoney(balance.outstanding, language), excess: formatMoney(balance.excess, language) });
}

/** The payment as the API takes it: the amount in plain notation. */
const paymentOf = (values: Values, language: string) => ({
  amount: amountOf(values.amount, language),
  booked_at: values.booked_at || null,
  reference: values.reference,
});

export function PaymentEntryForm({ order, orderRef, payments }: { order: LocatedOrder; orderRef: OrderRef; payments: Payment[] }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  const amountQuestions = useAmountQuestions();
  const draftId = useRef<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const [unknown, setUnknown] = useState<PaymentDraft>();
  const form = useCheckedForm<Values>({
    initialValues: { amount: '', booked_at: dayjs().format('YYYY-MM-DD'), reference: '' },
    errorsOf: (values) => ({
      ...checkErrors(PaymentForm, paymentOf(values, language), language),
      ...amountQuestions({ amount: values.amount }),
    }),
    // Other values are another payment: a new draft.
    onValuesChange: () => {
      draftId.current = null;
      setUnknown(undefined);
    },
  });
  // The form clears at the entry's answer; the order and its payments are read meanwhile.
  const enter = useDeskMutation('payments.enter', { answerFirst: true });
  const retry = useDeskMutation('payments.retry', { answerFirst: true });
  const writable = useWritable('payments.enter');
  const sending = enter.isPending || retry.isPending;
  // A confirmed screening match stops this investor's money: said before anyone types, and as
  // the reason when the desk refuses the entry.
  const stop = useDeskQuery('screening.moneyStops', undefined, { retry: false }).data?.[order.user_id];
  const stopWords = stop && t('entry.moneyStopped', { list: stop.list, entry: stop.entry, name: stop.name });

  useEffect(() => amountRef.current?.focus(), [order.id]);

  const reading = readAmount(form.values.amount, language);
  const typed = reading.kind === 'read' && PaymentForm.shape.amount.safeParse(reading.amount).success ? reading.amount : undefined;
  const preview = typed === undefined ? undefined : balanceOf(order, paidTotal([...payments, { amount: typed }]));
  const duplicate =
    typed === undefined ? undefined : payments.find((p) => mayBePayment({ amount: typed, booked_at: form.values.booked_at, reference: form.values.reference }, p));

  const settled = (draft: PaymentDraft) => {
    if (draft.state !== 'done') return setUnknown(draft);
    notifySaved(t, t('entry.saved'));
    // The next transfer is usually booked the same day: the date stays.
    form.forget();
    form.setValues({ amount: '', reference: '' });
    draftId.current = null;
    setUnknown(undefined);
    amountRef.current?.focus();
  };

  const submit = form.onSubmit(async (values) => {
    // An amount the two conventions read differently is never sent before the person chose.
    const questions = amountQuestions({ amount: values.amount });
    if (Object.keys(questions).length > 0) return form.setErrors(questions);
    const checked = check(PaymentForm, paymentOf(values, language), language);
    if (!checked.ok) return form.setErrors(checked.errors);
    // Overpaying is a gate: the excess named, and entered only when the person says so.
    const after = balanceOf(order, paidTotal([...payments, { amount: checked.value.amount }]));
    if (after.status === 'overpaid' && !(await confirmOverpayment(checked.value.amount, after.excess))) return;
    draftId.current ??= crypto.randomUUID();
    try {
      settled(
        await enter.mutateAsync({
          draftId: draftId.current,
          order: { ...orderRef, orderCode: order.order_code },
          payment: checked.value,
        }),
      );
    } catch (error) {
      if (!showFieldErrors(form, error, language)) notifyError(error, t, stopWords);
    }
  });

  const confirmOverpayment = (amount: string, excess: string) =>
    confirmAction(t, {
      message: t('entry.overpayConfirm', { amount: formatMoney(amount, language), excess: formatMoney(excess, language) }),
      confirmLabel: t('entry.overpayEnter'),
      color: 'orange',
    });

  const sendAgain = async (draft: PaymentDraft) => {
    try {
      settled(await retry.mutateAsync({ draftId: draft.draftId }));
    } catch (error) {
      notifyError(error, t);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <AmountField
            ref={amountRef}
            label={t('fields.amount')}
            description={t('entry.amountHint', { example: language === 'de' ? '1.234,56' : '1,234.56' })}
            required
            {...form.getInputProps('amount')}
          />
          <DateField label={t('fields.booked_at')} {...form.getInputProps('booked_at')} />
          <TextInput label={t('fields.reference')} placeholder={t('entry.referencePlaceholder')} {...form.getInputProps('reference')} />
        </SimpleGrid>
        <ServerTimezone />
        <Text
          size="sm"
          data-testid="payment-preview"
          aria-live="polite"
          mih={20}
          {...(preview?.status === 'overpaid' ? { c: 'var(--mantine-color-orange-light-color)', fw: 600, 'data-warning': true } : {})}
        >
          {preview?.status === 'overpaid' && <IconAlertTriangle size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} />}
          {preview ? balanceWords(t, preview, language, 'preview') : null}
        </Text>
        {duplicate && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('entry.duplicate', { amount: formatMoney(duplicate.amount, language) })}
          </Alert>
        )}
        {stopWords && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('entry.moneyStoppedTitle')} data-testid="payment-money-stop">
            {stopWords}
          </Alert>
        )}
        {unknown && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('entry.unknownTitle')} role="alert">
            <Text size="sm">{t('entry.unknown')}</Text>
            <Button mt="sm" size="xs" variant="default" loading={retry.isPending} onClick={() => void sendAgain(unknown)} {...writable}>
              {t('entry.retry')}
            </Button>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending} {...writable}>
            {t('entry.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
