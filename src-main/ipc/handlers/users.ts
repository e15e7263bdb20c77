// users.*: the investors, read and changed on the active connection.
import type { AreaHandlers, HandlerContext } from '../services';

export function usersHandlers({ read }: HandlerContext): AreaHandlers<'users'> {
  return {
    'users.findByEmail': ({ email }) => read((c) => c.users.findByEmail(email)),
    'users.get': ({ id }) => read((c) => c.users.get(id)),
    'users.create': ({ user }, write) => write({ email: user.email }, (c) => c.users.create(user), (u) => ({ user_id: u.id })),
    'users.update': ({ id, user }, write) => write({ user_id: id }, (c) => c.users.update(id, user)),
    'users.delete': ({ id }, write) => write({ user_id: id }, (c) => c.users.delete(id)),
    'users.projects': ({ id }) => read((c) => c.users.projects(id)),
  };
}
