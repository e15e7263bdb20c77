// The investor's one bank account. The IBAN's checksum is shown as it is typed; the host
// checks it again and stores the IBAN without spaces.
import { TextInput } from '@mantine/core';
import { type BankAccount, BankAccountForm } from '@wire/bank-accounts';
import { useTranslation } from '../../../i18n';
import { formatIban, ibanState } from '../bank';
import { useKycWrite } from '../queries';
import { FormDialog, useSaveForm } from './FormDialog';
import { type BankAccountValues, bankAccountForm, bankAccountValues } from './values';

export function BankAccountFormModal({
  opened,
  onClose,
  userId,
  account,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  account: BankAccount | null;
}) {
  const { t } = useTranslation('kyc');
  const write = useKycWrite();
  const { form, submit, saving, problem } = useSaveForm<BankAccountValues, typeof BankAccountForm>({
    opened,
    initialValues: () => bankAccountValues(account),
    toForm: bankAccountForm,
    schema: BankAccountForm,
    save: (bank_account) =>
      account
        ? write('kyc.bankAccount.update', { userId, id: account.id, bank_account })
        : write('kyc.bankAccount.create', { userId, bank_account }),
    onSaved: onClose,
  });
  const iban = form.getValues().iban;
  const state = ibanState(iban);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={account ? t('bank.editTitle') : t('bank.createTitle')}
      channel={account ? 'kyc.bankAccount.update' : 'kyc.bankAccount.create'}
      saving={saving}
      problem={problem}
      onSubmit={submit}
    >
      <TextInput
        label={t('fields.iban')}
        required
        data-autofocus
        description={state === 'empty' ? t('bank.ibanHint') : `${formatIban(iban)} · ${t(`bank.checksum.${state}`)}`}
        ff="monospace"
        {...form.getInputProps('iban')}
      />
      <TextInput label={t('fields.bic')} required ff="monospace" {...form.getInputProps('bic')} />
      <TextInput label={t('fields.owner')} required {...form.getInputProps('owner')} />
    </FormDialog>
  );
}
