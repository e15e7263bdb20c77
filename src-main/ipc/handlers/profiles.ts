// profiles.*: the connection profiles. Every change tells the renderer, which reads everything
// again: the active host may be another one now. A change that touches a production profile
// is asked in a native dialog first (the page alone cannot make it); a no changes nothing.
import { DeskError } from '../../errors';
import type { ProfileInfo } from '../../profiles/profile.schema';
import { interpolate } from '../../wire/field-messages';
import type { MainWords } from '../../words';
import type { AreaHandlers, HandlerContext } from '../services';

type Described = Pick<ProfileInfo, 'name' | 'baseUrl' | 'environment'>;

export function profilesHandlers(s: HandlerContext): AreaHandlers<'profiles'> {
  const changed = <T extends ProfileInfo | void>(result: T): T => {
    s.emit('profiles.changed');
    return result;
  };
  const confirmed = async (change: keyof MainWords['dialogs']['production'], profiles: Described[]): Promise<void> => {
    const production = profiles.find((p) => p.environment === 'production');
    if (!production) return;
    const { dialogs } = s.words();
    const detail = profiles.map((p) => `${p.name} (${dialogs.environments[p.environment]}): ${p.baseUrl}`).join('\n');
    const { question, confirm } = dialogs.production[change];
    if (!(await s.shell.confirm(interpolate(question, { name: production.name }), detail, confirm))) {
      throw new DeskError('cancelled', 'Cancelled: nothing was changed.');
    }
  };

  return {
    'profiles.list': () => s.connections.list(),
    'profiles.active': () => s.connections.active(),
    'profiles.create': async ({ profile, credentials }) => {
      await confirmed('create', [profile]);
      return changed(await s.connections.create(profile, credentials));
    },
    'profiles.update': async ({ id, profile }) => {
      await confirmed('update', [await s.connections.get(id), profile]);
      return changed(await s.connections.update(id, profile));
    },
    'profiles.setCredentials': async ({ id, credentials }) => {
      await confirmed('setCredentials', [await s.connections.get(id)]);
      return changed(await s.connections.setCredentials(id, credentials));
    },
    'profiles.delete': async ({ id }) => {
      await confirmed('delete', [await s.connections.get(id)]);
      await s.connections.remove(id);
      changed(undefined);
      return { success: true };
    },
    'profiles.activate': async ({ id }) => {
      await confirmed('activate', [await s.connections.get(id)]);
      return changed(await s.connections.activate(id));
    },
    'profiles.test': ({ id }) => s.connections.test(id),
  };
}
