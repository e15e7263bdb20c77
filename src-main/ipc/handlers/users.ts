// users.*: the investors, read and changed on the active connection. An investor opened,
// created or changed here becomes one of the connection's recent investors.
import type { User } from '../../../src-shared/wire/users';
import type { AreaHandlers, HandlerContext } from '../services';

export function usersHandlers({ read, investorIndex }: HandlerContext): AreaHandlers<'users'> {
  const opened = async (user: User): Promise<User> => {
    await (await investorIndex()).opened(user);
    return user;
  };
  return {
    'users.findByEmail': async ({ email }) => opened(await read((c) => c.users.findByEmail(email))),
    'users.get': async ({ id, opened: opening }) => {
      const user = await read((c) => c.users.get(id));
      if (opening) return opened(user);
      (await investorIndex()).seen(user);
      return user;
    },
    'users.create': async ({ user }, write) =>
      opened(await write({ email: user.email }, (c) => c.users.create(user), (u) => ({ user_id: u.id }))),
    'users.update': async ({ id, user }, write) => opened(await write({ user_id: id }, (c) => c.users.update(id, user))),
    'users.delete': async ({ id }, write) => {
      const done = await write({ user_id: id }, (c) => c.users.delete(id));
      await (await investorIndex()).deleted(id);
      return done;
    },
    'users.projects': ({ id }) => read((c) => c.users.projects(id)),
  };
}
