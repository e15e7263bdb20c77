// profiles.*: the connection profiles. Every change tells the renderer, which reads everything
// again: the active host may be another one now. A change that touches a production profile
// is asked in a native dialog first (the page alone cannot make it), naming what changes; a
// no changes nothing. A CA file is chosen in the native open dialog, never named by the page.
import { randomUUID } from 'node:crypto';
import { DeskError } from '../../../src-shared/errors';
import { checkCaFilePath, originOf } from '../../profiles/connections';
import type { ProfileInfo, ProfileInput } from '../../../src-shared/domain/profile';
import { audited } from '../../workflows/audit';
import { interpolate } from '../../../src-shared/wire/field-messages';
import { type MainWords, fileFilters } from '../../words';
import type { AreaHandlers, HandlerContext } from '../services';
import { type Described, describeChange, describeProfile } from './profile-changes';

/** CA files chosen in the open dialog and not yet saved: the newest few, by the id the window names them with. */
const KEPT_CA_CHOICES = 10;

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
  const caFiles = new Map<string, string>();
  /** The profile with its CA file as a path: one chosen in the dialog (by its id), the one it has, or none. */
  const withCaFile = (profile: ProfileInput, current?: string): ProfileInput => {
    const named = profile.caFile?.trim();
    if (!named || named === current) return profile;
    const path = caFiles.get(named);
    if (!path) throw new DeskError('validation', 'Choose the CA file in the file dialog.', { caFile: [{ code: 'ca_file_chosen' }] });
    return { ...profile, caFile: path };
  };
  const confirmed = async (change: keyof MainWords['dialogs']['production'], profiles: Described[], described?: string): Promise<void> => {
    const production = profiles.find((p) => p.environment === 'production');
    if (!production) return;
    const { dialogs } = s.words();
    const detail = described ?? profiles.map((p) => `${p.name} (${dialogs.environments[p.environment]}): ${p.baseUrl}`).join('\n');
    const { question, confirm } = dialogs.production[change];
    if (!(await s.shell.confirm(interpolate(question, { name: production.name }), detail, confirm))) {
      throw new DeskError('cancelled', 'Cancelled: nothing was changed.');
    }
  };

  return {
    'profiles.list': () => s.connections.list(),
    'profiles.active': () => s.connections.active(),
    'profiles.chooseCaFile': async () => {
      const words = s.words();
      const path = await s.shell.chooseOpenPath(fileFilters(words, 'pem', 'all'), words.dialogs.openCaFile);
      if (!path) return { chosen: false };
      await checkCaFilePath(path);
      const caFileId = randomUUID();
      caFiles.set(caFileId, path);
      for (const old of [...caFiles.keys()].slice(0, -KEPT_CA_CHOICES)) caFiles.delete(old);
      return { chosen: true, caFileId, label: path };
    },
    'profiles.create': async ({ profile: input, credentials }) => {
      const profile = withCaFile(input);
      await confirmed('create', [profile], describeProfile(profile, s.words().dialogs));
      return changed(await s.connections.create(profile, credentials));
    },
    'profiles.update': async ({ id, profile: input }) => {
      const before = await s.connections.get(id);
      const profile = withCaFile(input, before.caFile);
      // What the dialog can see: a CA file changed on disk also unbinds the key (connections.ts).
      const rerouted =
        originOf(before.baseUrl) !== originOf(profile.baseUrl) ||
        (before.proxyMode ?? 'system') !== (profile.proxyMode ?? 'system') ||
        (before.proxyUrl ?? '') !== (profile.proxyUrl ?? '') ||
        (before.caFile ?? '') !== (profile.caFile ?? '');
      await confirmed('update', [before, profile], describeChange(before, profile, rerouted && before.hasCredentials, s.words().dialogs));
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
