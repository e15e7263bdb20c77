import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import Big from 'big.js';
import { useState } from 'react';
import type { ChannelInput } from '@contract';
import { CustodyTransactionForm } from '@wire/custody';
import { Dialog } from '../../components/Dialog';
import { notifyError, notifySaved } from '../../components/errors';
import { check, checkErrors, showFieldErrors, useCheckedForm } from '../../components/forms';
import { useWritable } from '../../components/writes';
import { AmountField, amountOf, useAmountQuestions } from '../../components/AmountField';
import { formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { ipcErrorOf, useDeskMutation, useDeskQuery } from '../../ipc';

type Step = 'form' | 'confirm' | 'lost';
export type AccountRef = ChannelInput<'custody.withdrawal'>;

/**
 * One intended withdrawal: its idem_key is made when the dialog opens and sent with every
 * try, so sending again after a lost answer cannot withdraw twice.
 */
export function WithdrawDialog({ account, symbol, onClose }: { account: AccountRef; symbol: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('custody');
  const language = i18n.language;
  const amountQuestions = useAmountQuestions();
  const [idemKey] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<Step>('form');
  const [withdrawal, setWithdrawal] = useState<{ amount: string; address: string; idem_key: string }>();
  const limits = useDeskQuery('custody.withdrawal', account);
  const send = useDeskMutation('custody.withdraw');
  const writable = useWritable('custody.withdraw');
  const candidateOf = (values: { amount: string; address: string }) => ({
    amount: amountOf(values.amount, language),
    address: values.address.trim(),
    idem_key: idemKey,
  });
  const form = useCheckedForm({
    initialValues: { amount: '', address: '' },
    errorsOf: (values) => ({
      ...checkErrors(CustodyTransactionForm, candidateOf(values), language),
      ...amountQuestions({ amount: values.amount }),
    }),
  });
  const money = (amount: string) => formatMoney(amount, language);

  const review = form.onSubmit((values) => {
    const questions = amountQuestions({ amount: values.amount });
    if (Object.keys(questions).length > 0) return form.setErrors(questions);
    const checked = check(CustodyTransactionForm, candidateOf(values), language);
    if (!checked.ok) return form.setErrors(checked.errors);
    const withdrawable = limits.data?.withdrawableBalance;
    if (withdrawable !== undefined && new Big(checked.value.amount).gt(withdrawable)) {
      return form.setErrors({ amount: t('withdraw.tooMuch', { amount: money(withdrawable) }) });
    }
    setWithdrawal(checked.value);
    setStep('confirm');
  });

  const confirm = async () => {
    if (!withdrawal) return;
    try {
      await send.mutateAsync({ ...account, withdrawal });
      notifySaved(t, t('withdraw.done', { amount: money(withdrawal.amount), symbol }));
      onClose();
    } catch (error) {
      const { kind } = ipcErrorOf(error);
      if (kind === 'network' || kind === 'timeout') return setStep('lost');
      setStep('form');
      if (!showFieldErrors(form, error, language)) notifyError(error, t);
    }
  };

  const fee = limits.data ? money(limits.data.estimatedFee) : '…';
  return (
    <Dialog opened onClose={onClose} title={t('withdraw.title', { symbol })}>
      {step === 'form' && (
        <form onSubmit={review} noValidate>
          <Stack>
            <Text size="sm">
              {limits.data ? t('withdraw.withdrawable', { amount: money(limits.data.withdrawableBalance) }) : '…'} ·{' '}
              {t('withdraw.fee', { fee })}
            </Text>
            <AmountField label={t('withdraw.amount')} required data-autofocus {...form.getInputProps('amount')} />
            <TextInput label={t('withdraw.address')} required {...form.getInputProps('address')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('actions.cancel', { ns: 'common' })}
              </Button>
              <Button type="submit" disabled={!limits.data} {...writable}>
                {t('withdraw.review')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {step !== 'form' && withdrawal && (
        <Stack>
          <Text fw={600}>{t('withdraw.confirmTitle', { amount: money(withdrawal.amount), symbol })}</Text>
          <Text size="sm">
            {t('withdraw.confirmText', { amount: money(withdrawal.amount), symbol, address: withdrawal.address, fee })}
          </Text>
          {step === 'lost' && (
            <Alert color="orange" variant="light" role="alert">
              {t('withdraw.lost')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('form')} disabled={send.isPending || step === 'lost'}>
              {t('withdraw.back')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={send.isPending} data-autofocus {...writable}>
              {step === 'lost' ? t('withdraw.again') : t('withdraw.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
