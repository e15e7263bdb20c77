// `--seed demo`: believable practice data (SANDBOX.md): a live, an upcoming and two ended
// projects; approved and unapproved investors with their KYC data; orders in every status;
// one ended project distributed, the other waiting for its preparation; custody assets and accounts.
import { createHash } from 'node:crypto';
import type { OrderStatus } from '../../src-shared/wire/orders';
import { DEMO_INVESTORS } from '../../src-shared/domain/demo';
import { type Queryable, one } from './db/store';
import { seedDemoKyc } from './seed-kyc';
import { seedDemoCustody } from './seed-custody';
import { seedDemoDistribution } from './seed-distribution';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stable, well-formed wallet address per investor. */
export function demoWalletAddress(email: string): string {
  return `0x${createHash('sha1').update(email).digest('hex')}`;
}

/** [investor, project code, amount, status, payments, order code: fixed, so the sample statements match] */
const ORDERS: Array<[string, string, string, OrderStatus, string[], string]> = [
  ['anna.schmidt@example.com', 'SOLAR-26', '1000.00', 'paid', ['1000.00'], 'OM-A7K2M9Q4'],
  ['ben.mueller@example.com', 'SOLAR-26', '2500.00', 'underpaid', ['1000.00'], 'OM-B3N0R5T1'],
  ['clara.weber@example.com', 'SOLAR-26', '500.00', 'overpaid', ['550.00'], 'OM-C6P4W2X8'],
  ['david.fischer@example.com', 'SOLAR-26', '750.00', 'new', [], 'OM-D9H3J7K0'],
  ['emma.wagner@example.com', 'SOLAR-26', '300.00', 'cancelled', [], 'OM-E2G6M8N4'],
  ['invest@nordlicht-energie.example', 'SOLAR-26', '25000.00', 'paid', ['20000.00', '5000.00'], 'OM-F5Q1S3V7'],
  // Paid, then settled by the ended project's distribution.
  ['anna.schmidt@example.com', 'ROOF-24', '2000.00', 'paid', ['2000.00'], 'OM-G8T2X6Y9'],
  ['clara.weber@example.com', 'ROOF-24', '1500.00', 'paid', ['1500.00'], 'OM-H4W7Z1B3'],
  // Paid, the project ended, its distribution not prepared yet: what finance does next. Investors
  // with orders elsewhere already, so the counts of known and screened investors stay.
  ['david.fischer@example.com', 'HEAT-25', '1500.00', 'paid', ['1500.00'], 'OM-J3K8L2M6'],
  ['emma.wagner@example.com', 'HEAT-25', '800.00', 'paid', ['800.00'], 'OM-K7M1N5P9'],
];

export async function seedDemo(q: Queryable, now: Date): Promise<void> {
  if (await one(q, `select 1 from meta where key = 'seeded_demo'`)) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const projects = [
    ['SOLAR-26', 'Solarpark Havelland', at(-30), at(90), '100.00', '500000.00', 'DE89370400440532013000', 'COBADEFFXXX'],
    ['WIND-27', 'Windpark Uckermark', at(30), at(180), '250.00', '2000000.00', null, null],
    ['ROOF-24', 'Dachsolar Leipzig', at(-400), at(-200), '100.00', '150000.00', null, null],
    ['HEAT-25', 'Wärmenetz Jena', at(-200), at(-10), '100.00', '200000.00', null, null],
  ];
  const projectIds = new Map<string, string>();
  for (const [code, name, start, end, min, volume, iban, bic] of projects) {
    const row = await one<{ id: string }>(
      q,
      `insert into projects (code, name, start_date, end_date, min_investment_amount, volume, partner_customer_id,
         partner_iban, partner_bic)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [code, name, start, end, min, volume, iban ? `P-${code}` : null, iban, bic],
    );
    projectIds.set(code as string, (row as { id: string }).id);
  }
  const userIds = new Map<string, string>();
  for (const user of DEMO_INVESTORS) {
    const row = await one<{ id: string }>(
      q,
      `insert into users (name, email, locale, business_investor, terms_acceptance, wallet_address, approved, approved_at)
       values ($1, $2, $3, $4, true, $5, $6, case when $6 then now() else null end) returning id`,
      [user.name, user.email, user.locale, user.business ?? false, demoWalletAddress(user.email), user.approved],
    );
    userIds.set(user.email, (row as { id: string }).id);
  }
  for (const [email, code, amount, status, payments, orderCode] of ORDERS) {
    const userId = userIds.get(email);
    const projectId = projectIds.get(code);
    await q.query(
      `insert into investment_terms (user_id, project_id, accepted) select $1, $2, true
       where not exists (select 1 from investment_terms where user_id = $1 and project_id = $2)`,
      [userId, projectId],
    );
    const order = await one<{ id: string }>(
      q,
      `insert into orders (order_code, user_id, project_id, amount, status) values ($1, $2, $3, $4, $5) returning id`,
      [orderCode, userId, projectId, amount, status],
    );
    for (const [i, payment] of payments.entries()) {
      await q.query(`insert into payments (order_id, amount, booked_at, reference) values ($1, $2, $3, $4)`, [
        (order as { id: string }).id,
        payment,
        at(-20 + i).slice(0, 10),
        orderCode, // investors quote the order code on their transfer
      ]);
    }
  }
  await seedDemoKyc(q, userIds, now);
  await seedDemoDistribution(q, projectIds.get('ROOF-24') as string);
  const anna = 'anna.schmidt@example.com';
  await seedDemoCustody(q, { id: userIds.get(anna) as string, wallet: demoWalletAddress(anna) });
  await q.query(`insert into meta (key, value) values ('seeded_demo', $1)`, [now.toISOString()]);
}
