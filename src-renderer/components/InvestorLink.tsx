import { useTranslation } from 'react-i18next';
import { invoke } from '../ipc';
import { useNavigation } from '../stores/navigation';
import { notifyError } from './errors';
import { PlaceLink } from './links';

/** An investor's name that opens the investor; with only the id, the email is read first. */
export function InvestorLink({ email, userId, name }: { email?: string; userId?: string; name: string }) {
  const { t } = useTranslation();
  const go = useNavigation((s) => s.go);
  const open = async () => {
    try {
      const investorEmail = email ?? (userId ? (await invoke('users.get', { id: userId })).email : undefined);
      if (investorEmail) go('kyc', { investorEmail });
    } catch (error) {
      notifyError(error, t);
    }
  };
  return (
    <PlaceLink onClick={() => void open()}>
      {name}
    </PlaceLink>
  );
}
