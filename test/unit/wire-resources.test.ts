// Every resource as a host may send it: the fields the spec names (and the id) alone are
// enough, fields the desk has never heard of stay (nested ones too), and an amount sent as a
// JSON number keeps every digit, also beyond what a double holds.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseJson } from '../../src-main/client/json';
import { BankAccount } from '../../src-shared/wire/bank-accounts';
import { Config } from '../../src-shared/wire/config';
import {
  CustodyAccount,
  CustodyAccountHolder,
  CustodyAsset,
  CustodyBalance,
  CustodyTransaction,
} from '../../src-shared/wire/custody';
import { Payout, PreparationStatus, Snapshot, UserPayout } from '../../src-shared/wire/distribution';
import { EventPayload } from '../../src-shared/wire/events';
import { InvestmentTerm } from '../../src-shared/wire/investment-terms';
import {
  Address,
  Business,
  BusinessAttachment,
  IdentityAttachment,
  IdentityDocument,
  IdentityTerm,
  KycStatus,
  KycVerification,
  PepStatus,
  VideoIdentification,
  identityOf,
} from '../../src-shared/wire/kyc';
import { Order } from '../../src-shared/wire/orders';
import { Payment } from '../../src-shared/wire/payments';
import { Project, ProjectStats } from '../../src-shared/wire/projects';
import { Survey } from '../../src-shared/wire/surveys';
import { User } from '../../src-shared/wire/users';

const ID = '0b6f3c1e-8a7d-4c55-9a43-2f1d9e6b7a10';
const check = { status: 'complete', missing: [] };
const person = {
  id: ID,
  first_name: 'Anna',
  last_name: 'Schmidt',
  citizenship: 'DE',
  date_of_birth: '1980-02-03',
  not_pep: true,
  country_of_taxation: 'DE',
};

/** Each resource: its schema, the fields the spec names (with the id), and an amount field if it has one. */
const RESOURCES: Record<string, { schema: z.ZodType; named: Record<string, unknown>; amount?: string }> = {
  User: {
    schema: User,
    named: {
      id: ID,
      name: 'Anna Schmidt',
      email: 'anna@example.com',
      locale: 'de',
      business_investor: false,
      referral_channel: null,
      approved: false,
      approved_at: null,
    },
  },
  Order: { schema: Order, named: { id: ID, order_code: 'A7K2', status: 'new', amount: '1000.00' }, amount: 'amount' },
  Payment: { schema: Payment, named: { id: ID, amount: '250.00' }, amount: 'amount' },
  Project: {
    schema: Project,
    named: { id: ID, code: 'SOLAR-26', start_date: '2026-01-01', end_date: '2026-12-31', has_investment_survey: false },
    amount: 'min_investment_amount',
  },
  ProjectStats: { schema: ProjectStats, named: {}, amount: 'orders_amount' },
  Identity: {
    schema: identityOf('personal'),
    named: {
      ...person,
      country_of_birth: 'DE',
      place_of_birth: 'Kiel',
      family_status: 'single',
      gender: 'female',
      not_us_income_tax: true,
      tax_id_number: '12345678901',
      second_country_of_taxation: null,
      second_tax_id_number: null,
      exclusively_taxable_in_country_of_taxation: true,
      address: { id: ID, number: '12a' },
      video_identifications: [{ id: ID, provider_id: null, redirect_url: null, status: 'pending' }],
    },
  },
  BusinessOwner: {
    schema: identityOf('business_owner'),
    named: { ...person, share: '25.00', address: null, video_identifications: [] },
    amount: 'share',
  },
  Business: {
    schema: Business,
    named: {
      id: ID,
      legal_name: 'Nordlicht Energie GmbH',
      tax_id_number: null,
      legal_form: 'GmbH',
      register_number: null,
      country_of_taxation: 'DE',
      second_country_of_taxation: null,
      second_tax_id_number: null,
      exclusively_taxable_in_country_of_taxation: null,
    },
  },
  Address: { schema: Address, named: { id: ID, number: '7' } },
  VideoIdentification: { schema: VideoIdentification, named: { id: ID, provider_id: 'P-1', redirect_url: 'https://id.example/s/1', status: 'success' } },
  KycStatus: {
    schema: KycStatus,
    named: { identity: check, address: check, bank_account: check, video_identification: check, email: check, business: check, legal_reps: check, documents: check },
  },
  Config: { schema: Config, named: { timezone: 'Europe/Berlin', supported_countries: ['DE', 'AT'] } },
  PreparationStatus: { schema: PreparationStatus, named: { status: 'done', percentage: 100 } },
  Snapshot: { schema: Snapshot, named: { id: ID }, amount: 'total_amount' },
  Payout: { schema: Payout, named: { id: ID }, amount: 'total_amount' },
  UserPayout: { schema: UserPayout, named: { id: ID }, amount: 'amount' },
  InvestmentTerm: { schema: InvestmentTerm, named: { id: ID } },
  IdentityTerm: { schema: IdentityTerm, named: { id: ID } },
  PepStatus: { schema: PepStatus, named: { id: ID } },
  KycVerification: { schema: KycVerification, named: { id: ID } },
  IdentityDocument: { schema: IdentityDocument, named: { id: ID } },
  IdentityAttachment: { schema: IdentityAttachment, named: { id: ID } },
  BusinessAttachment: { schema: BusinessAttachment, named: { id: ID } },
  BankAccount: { schema: BankAccount, named: { id: ID } },
  Survey: { schema: Survey, named: { id: ID, name: 'experience', data: { q1: 'yes' } } },
  CustodyAsset: { schema: CustodyAsset, named: { id: ID }, amount: 'withdrawal_fee' },
  CustodyAccountHolder: { schema: CustodyAccountHolder, named: { id: ID } },
  CustodyAccount: { schema: CustodyAccount, named: { id: ID } },
  CustodyBalance: { schema: CustodyBalance, named: {}, amount: 'balance' },
  CustodyTransaction: { schema: CustodyTransaction, named: { id: ID }, amount: 'amount' },
};

/** What a host the desk has never seen adds: a number, an array, a nested object with an array of objects. */
const EXTRAS = { host_revision: 7, host_labels: ['imported', 'eu-west'], host_meta: { source: 'x', checks: [{ name: 'aml', passed: true }], note: null } };

/** The resource with the extras on itself and on every nested object (not on a survey's answers). */
function withExtras(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => withExtras(v));
  if (value === null || typeof value !== 'object' || key === 'data') return value;
  return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withExtras(v, k)])), ...EXTRAS };
}

describe.each(Object.entries(RESOURCES))('%s', (_name, { schema, named }) => {
  it('parses with the fields the spec names alone', () => {
    const parsed = schema.safeParse(named);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toMatchObject(named);
  });

  it('keeps fields it does not know, nested ones too', () => {
    const sent = withExtras(named);
    expect(schema.parse(sent)).toMatchObject(sent as object);
  });
});

const WITH_AMOUNT = Object.entries(RESOURCES).flatMap(([name, r]) => (r.amount === undefined ? [] : [[name, r.amount, r] as const]));

describe.each(WITH_AMOUNT)('%s.%s sent as a JSON number', (_name, amount, { schema, named }) => {
  it('keeps every digit, beyond what a double holds', () => {
    const text = JSON.stringify({ ...named, [amount]: '@' }).replace('"@"', '123456789012345678.91');
    expect(schema.parse(parseJson(text))).toMatchObject({ [amount]: '123456789012345678.91' });
  });

  it('keeps a short one as its decimal', () => {
    const text = JSON.stringify({ ...named, [amount]: '@' }).replace('"@"', '1000.5');
    expect(schema.parse(parseJson(text))).toMatchObject({ [amount]: '1000.5' });
  });
});

describe('ambiguous fields', () => {
  it('reads the preparation status whether the host calls it status or code', () => {
    expect(PreparationStatus.parse({ code: 'running', percentage: 40 })).toMatchObject({ status: 'running', percentage: 40 });
    expect(PreparationStatus.parse({ status: 'failed', percentage: 0 })).toMatchObject({ status: 'failed' });
    expect(PreparationStatus.safeParse({ percentage: 10 }).success).toBe(false);
  });

  it('takes project_prepared_for_distribution with the project\'s code or the preparation\'s status code', () => {
    for (const code of ['SOLAR-26', 'done']) {
      expect(EventPayload.parse({ event: 'project_prepared_for_distribution', project_id: ID, code, percentage: 100 })).toMatchObject({ code });
    }
  });

  it('gives an identity without kind the kind of the path it was read from', () => {
    const { named } = RESOURCES.Identity!;
    expect(identityOf('legal_representative').parse(named).kind).toBe('legal_representative');
    expect(identityOf('legal_representative').parse({ ...named, kind: 'personal' }).kind).toBe('personal');
  });
});
