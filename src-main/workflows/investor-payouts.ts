// "What did this investor receive": the API lists user payouts per payout only, so this
// walks the investor's projects, their payouts and each payout's user payouts, each step's
// requests together. The projects the desk already knows the investor ordered in have their
// payouts asked for beside the investor's projects, and the user payouts of the payouts those
// projects listed last time too; the host's lists still decide which count.
import type { OfferingClient } from '../client';
import type { Payout } from '../../src-shared/wire/distribution';
import type { InvestorPayout, InvestorPayouts } from '../../src-shared/domain/investor-payouts';

/** Projects whose payouts are kept for the next investor (per connection). */
const KEPT_PROJECTS = 500;

/** The payout ids each project listed last, newest last: read ahead next time, never taken as the list. */
export class KnownPayouts {
  readonly #ids = new Map<string, string[]>();

  of(projectId: string): readonly string[] {
    return this.#ids.get(projectId) ?? [];
  }

  listed(projectId: string, payouts: Payout[]): void {
    this.#ids.delete(projectId);
    this.#ids.set(projectId, payouts.map((p) => p.id));
    if (this.#ids.size > KEPT_PROJECTS) this.#ids.delete(this.#ids.keys().next().value as string);
  }
}

/** Asks each thing once: a read asked for ahead is joined, not asked again. */
function once<T>(ask: (id: string) => Promise<T>): (id: string) => Promise<T> {
  const asked = new Map<string, Promise<T>>();
  return (id) => {
    let answer = asked.get(id);
    if (!answer) {
      answer = ask(id);
      answer.catch(() => undefined); // read ahead for something the lists turn out not to have: not waited for
      asked.set(id, answer);
    }
    return answer;
  };
}

export async function investorPayouts(
  client: OfferingClient,
  userId: string,
  knownProjectIds: Iterable<string> = [],
  known = new KnownPayouts(),
): Promise<InvestorPayouts> {
  const payoutsOf = once((projectId) => client.distribution.payouts(projectId));
  const userPayoutsOf = once((payoutId) => client.distribution.userPayouts(payoutId));
  for (const id of knownProjectIds) {
    void payoutsOf(id);
    for (const payoutId of known.of(id)) void userPayoutsOf(payoutId);
  }
  const projects = await client.users.projects(userId);
  const perProject = await Promise.all(
    projects.map(async (project) => {
      const payouts = await payoutsOf(project.id);
      known.listed(project.id, payouts);
      const lists = await Promise.all(payouts.map((payout) => userPayoutsOf(payout.id)));
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
