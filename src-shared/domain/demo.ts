// The demo seed's investors (seed.ts creates them; seed-kyc.ts gives them their KYC data).
// Pure, so the window names them too: the sandbox's Today page offers the ones worth a try.

/** What an investor of the demo shows someone new to the desk. */
/**
 * `near_match` and `first_name_only` are screened against the UN sample list shipped with the desk
 * (screening/sample-list.ts): the first is a hit there, the second is not.
 */
export type DemoCase = 'kyc_gaps' | 'video_pending' | 'underpaid' | 'near_match' | 'first_name_only';

export interface DemoInvestor {
  name: string;
  email: string;
  locale: 'en' | 'de';
  approved: boolean;
  business?: boolean;
  /** Set for the investors the sandbox's Today page names; test/integration/demo-investors.test.ts holds the seed to it. */
  shows?: DemoCase;
}

export const DEMO_INVESTORS: readonly DemoInvestor[] = [
  { name: 'Anna Schmidt', email: 'anna.schmidt@example.com', locale: 'de', approved: true },
  { name: 'Ben Müller', email: 'ben.mueller@example.com', locale: 'de', approved: true, shows: 'underpaid' },
  { name: 'Clara Weber', email: 'clara.weber@example.com', locale: 'en', approved: true },
  { name: 'David Fischer', email: 'david.fischer@example.com', locale: 'de', approved: true },
  { name: 'Emma Wagner', email: 'emma.wagner@example.com', locale: 'en', approved: true },
  { name: 'Nordlicht Energie GmbH', email: 'invest@nordlicht-energie.example', locale: 'de', approved: true, business: true },
  { name: 'Greta Hoffmann', email: 'greta.hoffmann@example.com', locale: 'de', approved: false, shows: 'kyc_gaps' },
  { name: 'Liam Walsh', email: 'liam.walsh@example.com', locale: 'en', approved: false, shows: 'video_pending' },
  // A spelling variant of UN entry HTi.001 (JIMMY CHERIZIER), born the same year, of its nationality.
  { name: 'Jimmy Cherisier', email: 'jimmy.cherisier@example.com', locale: 'en', approved: true, shows: 'near_match' },
  // Shares only the common first name of UN entry SSi.006 (PETER GADET), born within its years.
  { name: 'Peter Brandt', email: 'peter.brandt@example.com', locale: 'de', approved: true, shows: 'first_name_only' },
];
