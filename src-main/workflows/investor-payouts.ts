// "What did this investor receive": the API lists user payouts per payout only, so this
// walks the investor's projects, their payouts and each payout's user payouts, each step's
// requests together. The projects the desk already knows the investor ordered in have their
// payouts asked for beside the investor's projects; the host's list still decides which count.
import type { OfferingClient } from '../client';
import type { Payout } from '../wire/distribution';
import type { InvestorPayout, InvestorPayouts } from './investor-payouts.schema';

export async function investorPayouts(client: OfferingClient, userId: string, knownProjectIds: Iterable<string> = []): Promise<InvestorPayouts> {
  const payoutsOf = new Map<string, Promise<Payout[]>>();
  const read = (projectId: string) => {
    let payouts = payoutsOf.get(projectId);
    if (!payouts) {
      payouts = client.distribution.payouts(projectId);
      payouts.catch(() => undefined); // a project the investor turns out not to have is not waited for
      payoutsOf.set(projectId, payouts);
    }
    return payouts;
  };
  for (const id of knownProjectIds) void read(id);
  const projects = await client.users.projects(userId);
  const perProject = await Promise.all(
    projects.map(async (project) => {
      const payouts = await read(project.id);
      const lists = await Promise.all(payouts.map((payout) => client.distribution.userPayouts(payout.id)));
      return { project, payouts, lists };
    }),
  );
  const received: InvestorPayout[] = [];
  let unattributed = 0;
  for (const { project, payouts, lists } of perProject) {
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
