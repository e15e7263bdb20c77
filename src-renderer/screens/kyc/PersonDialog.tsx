// An identity, a legal representative or a business owner read by its id (`GET …/{id}`), e.g.
// from an audit log entry: who it is, and the investor it belongs to one click away.
import { SimpleGrid, Stack } from '@mantine/core';
import type { IdentityKind } from '@wire/kyc';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { HostFields } from '../../components/HostFields';
import { InvestorLink } from '../../components/InvestorLink';
import { QueryState } from '../../components/QueryState';
import { ABSENT, formatDate } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';

const CHANNELS = {
  personal: 'kyc.identities.get',
  legal_representative: 'kyc.legalRepresentatives.get',
  business_owner: 'kyc.businessOwners.get',
} as const;

/** The kind of person an audited KYC write touched, by its channel; undefined for other writes. */
export function personKindOf(action: string): IdentityKind | undefined {
  if (action.startsWith('kyc.identities.')) return 'personal';
  if (action.startsWith('kyc.legalRepresentatives.')) return 'legal_representative';
  if (action.startsWith('kyc.businessOwners.')) return 'business_owner';
  return undefined;
}

export function PersonDialog({ kind, userId, id, onClose }: { kind: IdentityKind; userId: string; id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const person = useDeskQuery(CHANNELS[kind], { userId, id }, { retry: false });
  return (
    <Dialog opened onClose={onClose} size="lg" title={t(`byId.kinds.${kind}`)}>
      <QueryState query={person}>
        {(p) => (
          <Stack>
            <SimpleGrid cols={2}>
              <Field label={t('fields.name')}>
                <InvestorLink userId={userId} name={`${p.first_name} ${p.last_name}`} />
              </Field>
              <Field label={t('fields.date_of_birth')}>{p.date_of_birth ? formatDate(p.date_of_birth, i18n.language) : ABSENT}</Field>
              <Field label={t('fields.citizenship')}>{p.citizenship ?? ABSENT}</Field>
              <Field label={t('fields.country_of_taxation')}>{p.country_of_taxation ?? ABSENT}</Field>
            </SimpleGrid>
            <HostFields resource={p} />
          </Stack>
        )}
      </QueryState>
    </Dialog>
  );
}
