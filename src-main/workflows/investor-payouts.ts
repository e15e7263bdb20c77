// "What did this investor receive": the API lists user payouts per payout only, so this
// walks the investor's projects, their payouts and each payout's user payouts.
import type { OfferingClient } from '../client';
import type { InvestorPayout, InvestorPayouts } from './investor-payouts.schema';

export async function investorPayouts(client: OfferingClient, userId: string): Promise<InvestorPayouts> {
  const projects = await client.users.projects(userId);
  const received: InvestorPayout[] = [];
  let unattributed = 0;
  for (const project of projects) {
    const payouts = await client.distribution.payouts(project.id);
    const lists = await Promise.all(payouts.map((payout) => client.distribution.userPayouts(payout.id)));
    payouts.forEach((payout, i) => {
      for (const userPayout of lists[i] ?? []) {
        if (userPayout.user_id === undefined) unattributed++;
        else if (userPayout.user_id === userId) received.push({ project: { id: project.id, code: project.code, name: project.name }, payout, userPayout });
      }
    });
  }
  received.sort((a, b) => (a.payout.created_at ?? '').localeCompare(b.payout.created_at ?? ''));
  return { received, unattributed };
}
