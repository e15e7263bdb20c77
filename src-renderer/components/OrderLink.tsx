import { useNavigation } from '../stores/navigation';
import { PlaceLink } from './links';

/** An order code that opens the order in Payments. */
export function OrderLink({ code }: { code: string }) {
  const go = useNavigation((s) => s.go);
  return (
    <PlaceLink onClick={() => go('payments', { orderCode: code })}>
      <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{code}</span>
    </PlaceLink>
  );
}
