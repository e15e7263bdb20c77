// updates.*: what the update channel is doing, and a check on request.
import type { AreaHandlers, HandlerContext } from '../services';

const OFF = { state: 'off' } as const;

export function updatesHandlers(s: HandlerContext): AreaHandlers<'updates'> {
  return {
    'updates.status': () => Promise.resolve(s.updates?.status ?? OFF),
    'updates.check': async () => (s.updates ? s.updates.check() : OFF),
  };
}
