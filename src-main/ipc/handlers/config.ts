// config.*: the host's own settings.
import { ApiError } from '../../client';
import type { AreaHandlers, HandlerContext } from '../services';

export function configHandlers({ read }: HandlerContext): AreaHandlers<'config'> {
  return {
    'config.get': () =>
      read(async (c) => {
        const [config] = await c.config.get();
        if (!config) throw new ApiError('the server answered an empty configuration', { kind: 'invalid_response', method: 'GET', path: '/config', status: 200 });
        return config;
      }),
  };
}
