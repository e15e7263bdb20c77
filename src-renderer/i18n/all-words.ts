// Every namespace's words in both languages, in one map: for the tests that check them all
// and for `t()`'s types. The window never imports it (i18n/index.ts loads an area's words with
// its screen); `import type` of it costs nothing at run time.
import { de as custodyDe } from '../screens/custody/i18n/de';
import { en as custodyEn } from '../screens/custody/i18n/en';
import { de as distributionDe } from '../screens/distribution/i18n/de';
import { en as distributionEn } from '../screens/distribution/i18n/en';
import { de as kycDe } from '../screens/kyc/i18n/de';
import { en as kycEn } from '../screens/kyc/i18n/en';
import { de as ledgersDe } from '../screens/ledgers/i18n/de';
import { en as ledgersEn } from '../screens/ledgers/i18n/en';
import { de as paymentsDe } from '../screens/payments/i18n/de';
import { en as paymentsEn } from '../screens/payments/i18n/en';
import { de as projectsDe } from '../screens/projects/i18n/de';
import { en as projectsEn } from '../screens/projects/i18n/en';
import { de as screeningDe } from '../screens/screening/i18n/de';
import { en as screeningEn } from '../screens/screening/i18n/en';
import { de as settingsDe } from '../screens/settings/i18n/de';
import { en as settingsEn } from '../screens/settings/i18n/en';
import { de as todayDe } from '../screens/today/i18n/de';
import { en as todayEn } from '../screens/today/i18n/en';
import { de as commonDe } from './common/de';
import { en as commonEn } from './common/en';
import type { Language, Words } from './types';

export const NAMESPACES = {
  common: { en: commonEn, de: commonDe },
  today: { en: todayEn, de: todayDe },
  projects: { en: projectsEn, de: projectsDe },
  kyc: { en: kycEn, de: kycDe },
  ledgers: { en: ledgersEn, de: ledgersDe },
  payments: { en: paymentsEn, de: paymentsDe },
  distribution: { en: distributionEn, de: distributionDe },
  custody: { en: custodyEn, de: custodyDe },
  settings: { en: settingsEn, de: settingsDe },
  screening: { en: screeningEn, de: screeningDe },
} as const satisfies Record<string, Record<Language, Words>>;
