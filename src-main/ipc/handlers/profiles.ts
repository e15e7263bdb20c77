// profiles.*: the connection profiles. Every change tells the renderer, which reads everything
// again: the active host may be another one now. A change that touches a production profile
// is asked in a native dialog first (the page alone cannot make it); a no changes nothing.
import { DeskError } from '../../errors';
import type { ProfileInfo } from '../../profiles/profile.schema';
import { audited } from '../../workflows/audit';
import { interpolate } from '../../wire/field-messages';
import type { MainWords } from '../../words';
import type { AreaHandlers, HandlerContext } from '../services';

type Described = Pick<ProfileInfo, 'name' | 'baseUrl' | 'environment'>;

/** A connection's data on this machine (payment drafts, order and investor indexes, recent investors, bank lines entered), deleted and audited. */
async function deleteLocalDataOf(s: HandlerContext, id: string): Promise<void> {
  const { name } = await s.connections.get(id);
  await audited(
    s.audit,
    { id, name },
    'profiles.deleteLocalData',
    {},
    async () => {
      const drafts = await s.payments.forgetProfile(id);
      s.orders.forget(id);
      const recentInvestors = await s.investors.forget(id);
      return { drafts, bankLines: await s.statements.forgetProfile(id), recentInvestors };
    },
    ({ drafts, bankLines, recentInvestors }) => ({ drafts: String(drafts), bank_lines: String(bankLines), recent_investors: String(recentInvestors) }),
  );
}

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
    'profiles.setProxyCredentials': async ({ id, credentials }) => {
      await confirmed('setProxyCredentials', [await s.connections.get(id)]);
      return changed(await s.connections.setProxyCredentials(id, credentials));
    },
    // Either way round a native dialog: the page alone can neither open a connection to writes nor close it.
    'profiles.setReadOnly': async ({ id, readOnly }) => {
      const profile = await s.connections.get(id);
      const { dialogs } = s.words();
      const { question, confirm } = dialogs.readOnly[readOnly ? 'on' : 'off'];
      const detail = `${profile.name} (${dialogs.environments[profile.environment]}): ${profile.baseUrl}`;
      if (!(await s.shell.confirm(interpolate(question, { name: profile.name }), detail, confirm))) {
        throw new DeskError('cancelled', 'Cancelled: nothing was changed.');
      }
      return changed(await s.connections.setReadOnly(id, readOnly));
    },
    'profiles.delete': async ({ id, deleteLocalData }) => {
      await confirmed('delete', [await s.connections.get(id)]);
      // The drafts first: one being sent refuses, and then the connection stays as well.
      if (deleteLocalData) await deleteLocalDataOf(s, id);
      await s.connections.remove(id);
      changed(undefined);
      return { success: true };
    },
    'profiles.activate': async ({ id }) => {
      await confirmed('activate', [await s.connections.get(id)]);
      return changed(await s.connections.activate(id));
    },
    'profiles.test': ({ id }) => s.connections.test(id),
    'profiles.check': ({ id }) => s.connections.check(id),
    'profiles.trySignatures': async ({ id, prefix }) => {
      await confirmed('trySignatures', [await s.connections.get(id)]);
      const trial = await s.connections.trySignatures(id, prefix);
      if (trial.found) changed(undefined);
      return trial;
    },
  };
}
