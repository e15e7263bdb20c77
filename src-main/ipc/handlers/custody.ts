// custody.*: an investor's account holders, accounts, balances and transactions, and
// withdrawals (audited; the form's idem_key makes a retry safe).
import type { ApiCalls } from '../services';
import type { Handlers } from '../router';

type CustodyChannels = Extract<keyof Handlers, `custody.${string}`>;

export function custodyHandlers({ read, write }: ApiCalls): Pick<Handlers, CustodyChannels> {
  return {
    'custody.assets': () => read((c) => c.custody.assets()),
    'custody.holders': ({ userId }) => read((c) => c.custody.holders(userId)),
    'custody.createHolder': ({ userId }) =>
      write('custody.createHolder', { user_id: userId }, (c) => c.custody.createHolder(userId), (h) => ({
        custody_account_holder_id: h.id,
      })),
    'custody.accounts': (ref) => read((c) => c.custody.accounts(ref)),
    'custody.createAccount': ({ assetId, ...ref }) =>
      write(
        'custody.createAccount',
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
    'custody.transactions': ({ order, limit, cursor, ...ref }) =>
      read((c) => c.custody.transactions(ref, { order, limit, cursor })),
    'custody.withdraw': ({ withdrawal, ...ref }) =>
      write(
        'custody.withdraw',
        { custody_account_id: ref.accountId, idem_key: withdrawal.idem_key },
        (c) => c.custody.withdraw(ref, withdrawal),
        (t) => ({ transaction_id: t.id }),
      ),
  };
}
