// The investors the Today page checks, behind one hook so the desk's investor index can
// replace where they come from: today the investors of the latest orders and, on the
// built-in sandbox, its demo investors.
import { useQueries } from '@tanstack/react-query';
import { DEMO_INVESTORS } from '@contract/demo';
import type { KycStatus } from '@wire/kyc';
import type { User } from '@wire/users';
import { type IpcFailure, invoke, useDeskQuery } from '../../ipc';

/** How many investors are read: each costs two calls. */
const KNOWN_LIMIT = 25;
const CHECKS = ['identity', 'address', 'bank_account', 'video_identification', 'email', 'business', 'legal_reps', 'documents'] as const;
export type KycCheckName = (typeof CHECKS)[number];

export interface InvestorToReview {
  user: User;
  /** The KYC checks still incomplete, in the spec's order. */
  open: KycCheckName[];
}

export interface Loaded<T> {
  data: T | undefined;
  error: IpcFailure | null;
  refetch: () => void;
}

/** Who the desk knows of: ids (of order investors) and emails (the sandbox's demo investors). */
function useKnownInvestors(): Loaded<{ ids: string[]; emails: string[] }> {
  const active = useDeskQuery('profiles.active', undefined);
  const orders = useDeskQuery('orders.browse', { scope: { kind: 'all' }, sort: 'updated_at', direction: 'desc', limit: 200 });
  const emails = active.data?.builtIn ? DEMO_INVESTORS.map((investor) => investor.email) : [];
  const ids = [...new Set((orders.data?.rows ?? []).flatMap((order) => (order.user_id ? [order.user_id] : [])))];
  return {
    data: orders.data && active.data ? { ids: ids.slice(0, KNOWN_LIMIT), emails } : undefined,
    error: orders.error ?? active.error,
    refetch: () => void orders.refetch(),
  };
}

/** Known investors that are not approved or whose KYC has checks open. */
export function useInvestorsToReview(): Loaded<InvestorToReview[]> {
  const known = useKnownInvestors();
  const users = useQueries({
    queries: [
      ...(known.data?.emails ?? []).map((email) => ({
        // Checked, not opened: Today makes no one a recent investor.
        queryKey: ['investors.check', { email }],
        queryFn: () => invoke('investors.check', { email }),
        retry: false,
      })),
      ...(known.data?.ids ?? []).map((id) => ({ queryKey: ['users.get', { id }], queryFn: () => invoke('users.get', { id }) })),
    ],
  });
  // One investor once, whichever way the desk knew them; one the server no longer has is left out.
  const found = [...new Map(users.flatMap((q) => (q.data ? [[q.data.id, q.data] as const] : []))).values()];
  const statuses = useQueries({
    queries: found.map((user) => ({ queryKey: ['kyc.status', { userId: user.id }], queryFn: () => invoke('kyc.status', { userId: user.id }) })),
  });
  const pending = !known.data || users.some((q) => q.isPending) || statuses.some((q) => q.isPending);
  const failed = statuses.find((q) => q.error)?.error as IpcFailure | undefined;
  return {
    data: pending
      ? undefined
      : found
          .map((user, i) => ({ user, open: openChecks(statuses[i]?.data) }))
          .filter(({ user, open }) => !user.approved || open.length > 0),
    error: known.error ?? failed ?? null,
    refetch: known.refetch,
  };
}

function openChecks(status: KycStatus | undefined): KycCheckName[] {
  return status ? CHECKS.filter((check) => status[check].status === 'incomplete') : [];
}
