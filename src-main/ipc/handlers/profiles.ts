// profiles.*: the connection profiles. Every change tells the renderer, which reads everything
// again: the active host may be another one now.
import type { ProfileInfo } from '../../profiles/profile.schema';
import type { AreaHandlers, HandlerContext } from '../services';

export function profilesHandlers(s: HandlerContext): AreaHandlers<'profiles'> {
  const changed = <T extends ProfileInfo | void>(result: T): T => {
    s.emit('profiles.changed');
    return result;
  };

  return {
    'profiles.list': () => s.connections.list(),
    'profiles.active': () => s.connections.active(),
    'profiles.create': async ({ profile, credentials }) => changed(await s.connections.create(profile, credentials)),
    'profiles.update': async ({ id, profile }) => changed(await s.connections.update(id, profile)),
    'profiles.setCredentials': async ({ id, credentials }) => changed(await s.connections.setCredentials(id, credentials)),
    'profiles.delete': async ({ id }) => {
      await s.connections.remove(id);
      changed(undefined);
      return { success: true };
    },
    'profiles.activate': async ({ id }) => changed(await s.connections.activate(id)),
    'profiles.test': ({ id }) => s.connections.test(id),
  };
}
