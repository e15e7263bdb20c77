// Every channel's handler, assembled from one factory per area (handlers/<area>.ts). Each
// handler is given the audited write of its own channel, so the audit log names a write by
// the channel it came through. Nothing returned here carries a key or a secret.
import { DeskError } from '../../src-shared/errors';
import type { Connections } from '../profiles/connections';
import { type Area, type Channel, writesHost } from '../../src-shared/contract';
import { auditHandlers } from './handlers/audit';
import { configHandlers } from './handlers/config';
import { custodyHandlers } from './handlers/custody';
import { distributionHandlers } from './handlers/distribution';
import { investorsHandlers } from './handlers/investors';
import { kycHandlers } from './handlers/kyc';
import { ledgersHandlers } from './handlers/ledgers';
import { paymentsHandlers } from './handlers/payments';
import { preferencesHandlers } from './handlers/preferences';
import { profilesHandlers } from './handlers/profiles';
import { projectsHandlers } from './handlers/projects';
import { screeningHandlers } from './handlers/screening';
import { shellHandlers } from './handlers/shell';
import { updatesHandlers } from './handlers/updates';
import { statementsHandlers } from './handlers/statements';
import { usersHandlers } from './handlers/users';
import type { ChannelGuard, Handlers } from './router';
import { type AreaHandlers, type AuditedWrite, type DeskServices, type HandlerContext, auditedWrite, handlerContext } from './services';

const FACTORIES: { [A in Area]: (ctx: HandlerContext) => AreaHandlers<A> } = {
  profiles: profilesHandlers,
  preferences: preferencesHandlers,
  audit: auditHandlers,
  config: configHandlers,
  projects: projectsHandlers,
  users: usersHandlers,
  investors: investorsHandlers,
  kyc: kycHandlers,
  ledgers: ledgersHandlers,
  payments: paymentsHandlers,
  statements: statementsHandlers,
  distribution: distributionHandlers,
  custody: custodyHandlers,
  screening: screeningHandlers,
  shell: shellHandlers,
  updates: updatesHandlers,
};

type AnyHandler = (input: unknown, write: AuditedWrite) => Promise<unknown>;

export function createHandlers(s: DeskServices): Handlers {
  const ctx = handlerContext(s);
  const handlers: Partial<Record<Channel, (input: unknown) => Promise<unknown>>> = {};
  for (const factory of Object.values(FACTORIES)) {
    for (const [channel, handle] of Object.entries(factory(ctx)) as [Channel, AnyHandler][]) {
      const write = auditedWrite(s, channel);
      handlers[channel] = (input) => s.changes.call(channel, () => handle(input, write));
    }
  }
  // Complete: FACTORIES names every area and each factory answers every channel of its area.
  return handlers as Handlers;
}

/** Refuses every channel that writes to the host while the active connection is read-only. */
export function readOnlyGuard(connections: Connections): ChannelGuard {
  return async (channel) => {
    if (!writesHost(channel)) return;
    const profile = connections.calling();
    if (profile.readOnly) {
      throw new DeskError('read_only', `The connection "${profile.name}" is read-only: ${channel} changes the host, so nothing was sent.`);
    }
  };
}
