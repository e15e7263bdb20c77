// investors.*: the investors the desk knows (workflows/investor-index.ts), found by name or
// part of the email, the investors of orders, and the KYC review queue built from them.
import { z } from 'zod';
import type { InvestorSearch, OrderInvestor, ReviewQueue } from '../domain/investor-index';
import type { User } from '../wire/users';
import { Id, None, out } from './common';

export const channels = {
  /** The best fits for `text` among the investors the desk knows; empty text: the recent ones. */
  'investors.search': {
    input: z.object({ text: z.string().trim().max(200), limit: z.number().int().min(1).max(50).default(8) }),
    output: out<InvestorSearch>(),
  },
  /** The investor of each order, by order id, where the desk knows it. */
  'investors.ofOrders': { input: z.object({ orderIds: z.array(Id).max(20_000) }), output: out<Record<string, OrderInvestor>>() },
  /** These investors' names, by user id, where the desk knows them (an unknown one is left out, never read). */
  'investors.named': { input: z.object({ userIds: z.array(Id).max(20_000) }), output: out<Record<string, OrderInvestor>>() },
  /**
   * An investor by exact email, checked rather than opened (a list of emails, Today's review):
   * known from then on (in the review queue when not approved), not made a recent investor.
   */
  'investors.check': { input: z.object({ email: z.string().trim().min(1).max(254) }), output: out<User>() },
  /** The known investors not approved yet, with their open KYC checks and pending video identifications. */
  'investors.reviewQueue': { input: None, output: out<ReviewQueue>() },
} as const;
