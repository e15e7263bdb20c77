// investors.*: answered from the active connection's investor index.
import type { AreaHandlers, HandlerContext } from '../services';

export function investorsHandlers(s: HandlerContext): AreaHandlers<'investors'> {
  return {
    'investors.search': async ({ text, limit }) => (await s.investorIndex()).search(text, limit),
    'investors.ofOrders': async ({ orderIds }) => (await s.investorIndex()).investorsOf(orderIds),
    'investors.named': async ({ userIds }) => (await s.investorIndex()).namesOf(userIds),
    'investors.check': async ({ email }) => {
      const user = await s.read((c) => c.users.findByEmail(email));
      (await s.investorIndex()).seen(user);
      return user;
    },
    'investors.reviewQueue': async () => (await s.investorIndex()).reviewQueue(),
  };
}
