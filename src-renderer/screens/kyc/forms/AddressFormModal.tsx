// The one address of an identity (of any kind) or of the business.
import { SimpleGrid, TextInput } from '@mantine/core';
import type { Channel } from '@contract';
import { type Address, AddressForm } from '@wire/kyc';
import { useTranslation } from '../../../i18n';
import { useKycWrite } from '../queries';
import { FormDialog, useSaveForm } from './FormDialog';
import { CountrySelect } from './inputs';
import { type AddressValues, addressForm, addressValues } from './values';

/** Whose address: an identity's or the business's. */
export type AddressOwner = { identityId: string } | { businessId: string };

/** The channel that saves `owner`'s address: creates it, or changes the one there is. */
export function addressChannel(owner: AddressOwner, address: Address | null): Channel {
  if ('identityId' in owner) return address ? 'kyc.addresses.update' : 'kyc.addresses.create';
  return address ? 'kyc.businessAddresses.update' : 'kyc.businessAddresses.create';
}

export function AddressFormModal({
  opened,
  onClose,
  userId,
  owner,
  address,
  whose,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  owner: AddressOwner;
  address: Address | null;
  /** For the title: the person's or the business's name. */
  whose: string;
}) {
  const { t } = useTranslation('kyc');
  const write = useKycWrite();
  const { form, submit, saving, problem } = useSaveForm<AddressValues, typeof AddressForm>({
    opened,
    initialValues: () => addressValues(address),
    toForm: addressForm,
    schema: AddressForm,
    save: (value) => {
      if ('identityId' in owner) {
        return address
          ? write('kyc.addresses.update', { userId, identityId: owner.identityId, id: address.id, address: value })
          : write('kyc.addresses.create', { userId, identityId: owner.identityId, address: value });
      }
      return address
        ? write('kyc.businessAddresses.update', { userId, businessId: owner.businessId, id: address.id, address: value })
        : write('kyc.businessAddresses.create', { userId, businessId: owner.businessId, address: value });
    },
    onSaved: onClose,
  });
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('address.formTitle', { whose })} channel={addressChannel(owner, address)} saving={saving} problem={problem} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <TextInput label={t('fields.street')} required data-autofocus style={{ gridColumn: 'span 3' }} {...form.getInputProps('street')} />
        <TextInput label={t('fields.number')} required {...form.getInputProps('number')} />
        <TextInput label={t('fields.zip')} required {...form.getInputProps('zip')} />
        <TextInput label={t('fields.city')} required style={{ gridColumn: 'span 3' }} {...form.getInputProps('city')} />
      </SimpleGrid>
      <CountrySelect label={t('fields.country')} required {...form.getInputProps('country')} />
    </FormDialog>
  );
}
