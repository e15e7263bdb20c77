import { bankAccountsClient } from './bank-accounts';
import { configClient } from './config';
import { custodyClient } from './custody';
import { distributionClient } from './distribution';
import { investmentTermsClient } from './investment-terms';
import { kycClient } from './kyc';
import { operatorClient } from './operator';
import { ordersClient } from './orders';
import { paymentsClient } from './payments';
import { projectsClient } from './projects';
import { surveysClient } from './surveys';
import { Transport, type TransportOptions } from './transport';
import { usersClient } from './users';

export { ApiError } from './errors';
export type { TransportOptions as ClientOptions } from './transport';

/** A signed client of one Offering Manager host (one pool per base URL). */
export function createClient(options: TransportOptions) {
  const http = new Transport(options);
  return {
    baseUrl: http.baseUrl,
    projects: projectsClient(http),
    config: configClient(http),
    users: usersClient(http),
    orders: ordersClient(http),
    payments: paymentsClient(http),
    investmentTerms: investmentTermsClient(http),
    kyc: kycClient(http),
    bankAccounts: bankAccountsClient(http),
    surveys: surveysClient(http),
    distribution: distributionClient(http),
    custody: custodyClient(http),
    close: () => http.close(),
  };
}
export type OfferingClient = ReturnType<typeof createClient>;

/** A client of the sandbox's operator API; `baseUrl` ends in `/sandbox`. */
export function createOperatorClient(options: TransportOptions) {
  const http = new Transport(options);
  return { ...operatorClient(http), close: () => http.close() };
}
export type SandboxOperatorClient = ReturnType<typeof createOperatorClient>;
