// What each tab of the investor screen shows. The person who identifies is the personal
// identity of a personal investor and the legal representative of a business investor:
// address, declarations, documents, verification and video identification hang on it.
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Identity } from '@wire/kyc';
import type { User } from '@wire/users';
import { QueryState } from '../../../components/QueryState';
import { useTranslation } from '../../../i18n';
import { useDeskQuery } from '../../../ipc';
import { AttachmentsCard } from '../attachments/AttachmentsCard';
import type { Section } from '../checklist';
import { fullName } from '../words';
import { AddressCard } from './AddressCard';
import { BankCard } from './BankCard';
import { BusinessSection } from './BusinessCard';
import { DeclarationsCards } from './DeclarationsCard';
import { OwnersCard } from './OwnersCard';
import { PersonCard } from './PersonCard';
import { SurveysCard } from './SurveysCard';
import { VerificationCard } from './VerificationCards';
import { VideoCard } from './VideoCard';
import { useOpenSection } from './context';

/** The personal identity, or the legal representative of a business investor. */
function usePerson(user: User) {
  return useDeskQuery(user.business_investor ? 'kyc.legalRepresentatives.list' : 'kyc.identities.list', { userId: user.id });
}

/** Renders `children` with the person who identifies, or says where to create it first. */
function WithPerson({ user, children }: { user: User; children: (person: Identity) => ReactNode }) {
  const { t } = useTranslation('kyc');
  const open = useOpenSection();
  const people = usePerson(user);
  const home: Section = user.business_investor ? 'representative' : 'identity';
  return (
    <QueryState query={people}>
      {(list) =>
        list[0] ? (
          children(list[0])
        ) : (
          <Alert color="blue" variant="light" title={user.business_investor ? t('person.noRepresentative') : t('person.noIdentity')}>
            <Button mt="xs" size="xs" variant="default" onClick={() => open(home)}>
              {t('person.createFirst', { section: t(`sections.${home}`) })}
            </Button>
          </Alert>
        )
      }
    </QueryState>
  );
}

function PersonSection({ user, kind }: { user: User; kind: 'personal' | 'legal_representative' }) {
  const { t } = useTranslation('kyc');
  const people = usePerson(user);
  return (
    <QueryState query={people}>
      {(list) => {
        const person = list[0];
        return (
          <Stack>
            <PersonCard userId={user.id} kind={kind} identity={person} />
            {kind === 'legal_representative' && person && (
              <>
                <AddressCard
                  userId={user.id}
                  owner={{ identityId: person.id }}
                  address={person.address}
                  whose={fullName(person)}
                  title={t('address.ofPerson', { name: fullName(person) })}
                />
                <DeclarationsCards userId={user.id} identity={person} />
              </>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

function Documents({ user }: { user: User }) {
  const { t } = useTranslation('kyc');
  const business = useDeskQuery('kyc.business.get', { userId: user.id }, { enabled: user.business_investor });
  const personFiles = (
    <WithPerson user={user}>
      {(person) => (
        <AttachmentsCard
          holder={{ holder: 'identity', userId: user.id, identityId: person.id }}
          title={t('attachments.ofPerson', { name: fullName(person) })}
        />
      )}
    </WithPerson>
  );
  if (!user.business_investor) return personFiles;
  return (
    <Stack>
      <QueryState query={business}>
        {(b) =>
          b ? (
            <AttachmentsCard holder={{ holder: 'business', userId: user.id }} title={t('attachments.ofBusiness', { name: b.legal_name })} />
          ) : (
            <Alert color="blue" variant="light" title={t('business.none')} />
          )
        }
      </QueryState>
      {personFiles}
    </Stack>
  );
}

export function SectionView({ section, user }: { section: Section; user: User }) {
  const { t } = useTranslation('kyc');
  switch (section) {
    case 'account':
    case 'identity':
      return <PersonSection user={user} kind="personal" />;
    case 'representative':
      return <PersonSection user={user} kind="legal_representative" />;
    case 'address':
      return (
        <WithPerson user={user}>
          {(person) => (
            <AddressCard
              userId={user.id}
              owner={{ identityId: person.id }}
              address={person.address}
              whose={fullName(person)}
              title={t('address.ofPerson', { name: fullName(person) })}
            />
          )}
        </WithPerson>
      );
    case 'declarations':
      return (
        <WithPerson user={user}>
          {(person) => (
            <Stack>
              <DeclarationsCards userId={user.id} identity={person} />
            </Stack>
          )}
        </WithPerson>
      );
    case 'documents':
      return <Documents user={user} />;
    case 'verification':
      return <WithPerson user={user}>{(person) => <VerificationCard userId={user.id} identity={person} />}</WithPerson>;
    case 'video':
      return <WithPerson user={user}>{(person) => <VideoCard userId={user.id} identity={person} />}</WithPerson>;
    case 'bank':
      return <BankCard userId={user.id} />;
    case 'surveys':
      return <SurveysCard userId={user.id} />;
    case 'business':
      return <BusinessSection userId={user.id} />;
    case 'owners':
      return <OwnersCard userId={user.id} />;
  }
}
