import { z } from 'zod';
import { Config } from '../../src-shared/wire/config';
import type { Transport } from './transport';

export function configClient(http: Transport) {
  return {
    get: () => http.request({ method: 'GET', path: '/config' }, z.array(Config)),
  };
}
export type ConfigClient = ReturnType<typeof configClient>;
