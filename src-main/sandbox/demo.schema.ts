// The demo seed's investors (seed.ts creates them; seed-kyc.ts gives them their KYC data).
// Pure, so the window names them too: the sandbox's Today page offers the ones worth a try.

/** What an investor of the demo shows someone new to the desk. */
export type DemoCase = 'kyc_gaps' | 'video_pending' | 'underpaid';

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
];
