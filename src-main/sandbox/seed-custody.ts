// Demo: custody assets (a euro stablecoin and the live project's token), and one investor's
// account holder with an account per asset and a few transactions.
import { CustodyAssetForm, CustodyTransactionForm } from '../../src-shared/wire/custody';
import { deposit, insertAccount, insertAsset, insertHolder, withdraw } from './db/custody';
import type { Queryable } from './db/store';

export async function seedDemoCustody(q: Queryable, investor: { id: string; wallet: string }): Promise<void> {
  const euro = await insertAsset(q, CustodyAssetForm.parse({ name: 'Euro stablecoin (demo)', symbol: 'DEUR', withdrawal_fee: '0.50' }));
  const token = await insertAsset(q, CustodyAssetForm.parse({ name: 'Solarpark Havelland token', symbol: 'SOLAR26' }));
  const holder = await insertHolder(q, investor.id);
  const euros = await insertAccount(q, holder.id, euro.id);
  await deposit(q, euros, '1500.00');
  await deposit(q, await insertAccount(q, holder.id, token.id), '1000.00');
  const withdrawal = { amount: '200.00', address: investor.wallet, idem_key: 'demo-withdrawal-1' };
  await withdraw(q, euros, CustodyTransactionForm.parse(withdrawal));
}
