// What each channel does. Writes to the API go through the audit log; nothing returned
// here carries a key or a secret.
import { DeskError } from '../errors';
import type { ProfileInfo } from '../profiles/profile.schema';
import { custodyHandlers } from './handlers/custody';
import { distributionHandlers } from './handlers/distribution';
import { kycHandlers } from './handlers/kyc';
import { paymentsHandlers } from './handlers/payments';
import { statementsHandlers } from './handlers/statements';
import type { Handlers } from './router';
import { type DeskServices, apiCalls } from './services';

export function openableUrl(text: string, sandboxOrigin: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol === 'https:') return url;
  if (url.origin === sandboxOrigin && url.pathname.startsWith('/sandbox/video/')) return url;
  return undefined;
}

export function createHandlers(s: DeskServices): Handlers {
  const { read, write } = apiCalls(s);

  const changed = <T extends ProfileInfo | void>(result: T): T => {
    s.emit('profiles.changed');
    return result;
  };

  return {
    ...distributionHandlers({ read, write }, s),
    ...custodyHandlers({ read, write }),
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

    'preferences.get': () => Promise.resolve(s.preferences.get()),
    'preferences.set': (change) => s.preferences.set(change),

    'audit.list': ({ limit }) => s.audit.list(limit),
    'audit.export': async () => {
      const name = `offering-desk-audit-${new Date().toISOString().slice(0, 10)}.csv`;
      const path = await s.shell.chooseSavePath(name, [{ name: 'CSV', extensions: ['csv'] }]);
      if (!path) return { saved: false };
      return { saved: true, path, entries: await s.audit.exportCsv(path) };
    },

    'projects.list': () => read((c) => c.projects.list()),
    'projects.get': ({ id }) => read((c) => c.projects.get(id)),
    'projects.stats': ({ id, status }) => read((c) => c.projects.stats(id, { status })),
    'projects.create': ({ project }) =>
      write('projects.create', { code: project.code }, (c) => c.projects.create(project), (p) => ({ project_id: p.id })),
    'projects.update': ({ id, project }) =>
      write('projects.update', { project_id: id }, (c) => c.projects.update(id, project)),
    'projects.delete': ({ id }) => write('projects.delete', { project_id: id }, (c) => c.projects.delete(id)),

    'users.findByEmail': ({ email }) => read((c) => c.users.findByEmail(email)),
    'users.get': ({ id }) => read((c) => c.users.get(id)),
    'users.create': ({ user }) =>
      write('users.create', { email: user.email }, (c) => c.users.create(user), (u) => ({ user_id: u.id })),
    'users.update': ({ id, user }) => write('users.update', { user_id: id }, (c) => c.users.update(id, user)),
    'users.delete': ({ id }) => write('users.delete', { user_id: id }, (c) => c.users.delete(id)),
    'users.projects': ({ id }) => read((c) => c.users.projects(id)),

    ...kycHandlers({ read, write }, s.shell),

    ...paymentsHandlers({ read, write }, s),
    ...statementsHandlers({ read }, s),

    'shell.openExternal': async ({ url }) => {
      const target = openableUrl(url, s.sandboxOrigin);
      if (!target) throw new DeskError('bad_request', 'Only https addresses (and the sandbox video page) can be opened.');
      const yes = await s.shell.confirm('Open this page in your browser?', target.href);
      if (yes) await s.shell.openInBrowser(target.href);
      return { opened: yes };
    },
  };
}
