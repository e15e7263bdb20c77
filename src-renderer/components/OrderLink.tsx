import { useNavigation } from '../stores/navigation';
import { PlaceLink } from './links';

/** An order code that opens the order in Payments. */
export function OrderLink({ code }: { code: string }) {
  const go = useNavigation((s) => s.go);
  return (
    <PlaceLink onClick={() => go('payments', { orderCode: code })}>
      <span className="code">{code}</span>
    </PlaceLink>
  );
}
