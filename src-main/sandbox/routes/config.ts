import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../src-shared/wire/config';
import type { RoutesOptions } from '../context';

/** The sandbox plays a German platform selling across the EEA (sandbox choice). */
export const SANDBOX_CONFIG: Config = {
  timezone: 'Europe/Berlin',
  supported_countries: [
    'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IS',
    'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  ],
};

export default async function configRoutes(app: FastifyInstance, _options: RoutesOptions) {
  app.get('/config', () => [SANDBOX_CONFIG]);
}
