// custody.*: an investor's account holders, accounts, balances and transactions, and
// withdrawals (audited; the form's idem_key and workflows/custody-withdrawal.ts make a retry safe;
// refused, and recorded, while a confirmed sanctions match stops the investor's money).
import { recordRefusal } from '../../workflows/audit';
import type { AreaHandlers, HandlerContext } from '../services';

export function custodyHandlers({ read, withdrawals, screening, connections, audit }: HandlerContext): AreaHandlers<'custody'> {
  return {
    'custody.assets': () => read((c) => c.custody.assets()),
    'custody.holders': ({ userId }) => read((c) => c.custody.holders(userId)),
    'custody.createHolder': ({ userId }, write) =>
      write({ user_id: userId }, (c) => c.custody.createHolder(userId), (h) => ({ custody_account_holder_id: h.id })),
    'custody.accounts': (ref) => read((c) => c.custody.accounts(ref)),
    'custody.createAccount': ({ assetId, ...ref }, write) =>
      write(
        { custody_account_holder_id: ref.holderId, custody_asset_id: assetId },
        (c) => c.custody.createAccount(ref, { custody_asset_id: assetId }),
        (a) => ({ custody_account_id: a.id }),
      ),
    'custody.balances': (ref) => read((c) => c.custody.balances(ref)),
    'custody.withdrawal': (ref) =>
      read(async (c) => {
        const [withdrawableBalance, estimatedFee] = await Promise.all([
          c.custody.withdrawableBalance(ref),
          c.custody.estimatedFee(ref),
        ]);
        return { withdrawableBalance, estimatedFee };
      }),
    'custody.transactions': ({ order, limit, cursor, offset, ...ref }) =>
      read((c) => c.custody.transactions(ref, { order, limit, cursor, offset })),
    'custody.transaction': ({ id, ...ref }) => read((c) => c.custody.transaction(ref, id)),
    'custody.withdraw': async ({ withdrawal, ...ref }, write) => {
      const profile = connections.calling();
      const stopped = screening.stopFor(profile.id, ref.userId);
      if (stopped) {
        await recordRefusal(audit, profile, 'custody.withdraw', { user_id: ref.userId, custody_account_id: ref.accountId }, stopped.kind);
        throw stopped;
      }
      return write(
        {
          custody_account_id: ref.accountId,
          amount: String(withdrawal.amount),
          address: withdrawal.address,
          idem_key: withdrawal.idem_key,
        },
        (c) => withdrawals.withdraw(c, ref, withdrawal),
        (t) => ({ transaction_id: t.id }),
      );
    },
  };
}
