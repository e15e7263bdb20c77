// What an investor received from distributions, as the renderer shows it. Pure.
import type { Payout, UserPayout } from '../wire/distribution';
import type { Project } from '../wire/projects';

export interface InvestorPayout {
  project: Pick<Project, 'id' | 'code' | 'name'>;
  payout: Payout;
  userPayout: UserPayout;
}

export interface InvestorPayouts {
  /** Oldest payout first. */
  received: InvestorPayout[];
  /**
   * User payouts that do not say whose they are (a host may leave out `user_id`): they could be
   * this investor's, so the screen says how many there were rather than hiding them.
   */
  unattributed: number;
}
