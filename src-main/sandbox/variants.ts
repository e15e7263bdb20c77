// Host variants: besides its own answers (`standard`), the sandbox plays a host that sends
// only what the spec names (`minimal`) and one that sends more than the desk knows, amounts
// as JSON numbers (`extended`). One layer shapes every API answer by the kind of resource its
// route serves; docs/host-variants.md lists what each variant changes.
import type { FastifyInstance } from 'fastify';
import { ExactNumber } from '../../src-shared/wire/common';
import type { IdentityKind } from '../../src-shared/wire/kyc';

export const HOST_VARIANTS = ['standard', 'minimal', 'extended'] as const;
export type HostVariant = (typeof HOST_VARIANTS)[number];

type Json = unknown;
type JsonObject = Record<string, Json>;

/** Resources whose fields the spec names: in `minimal` they carry `id` and those alone. */
const NAMED = {
  user: ['id', 'name', 'email', 'locale', 'business_investor', 'referral_channel', 'approved', 'approved_at'],
  order: ['id', 'order_code', 'status', 'amount'],
  payment: ['id', 'amount'],
  business: [
    'id',
    'legal_name',
    'tax_id_number',
    'legal_form',
    'register_number',
    'country_of_taxation',
    'second_country_of_taxation',
    'second_tax_id_number',
    'exclusively_taxable_in_country_of_taxation',
  ],
  address: ['id', 'number'],
  video_identification: ['id', 'provider_id', 'redirect_url', 'status'],
  kyc_status: ['identity', 'address', 'bank_account', 'video_identification', 'email', 'business', 'legal_reps', 'documents'],
  config: ['timezone', 'supported_countries'],
} as const;

const PERSON = ['id', 'first_name', 'last_name', 'citizenship', 'date_of_birth', 'not_pep', 'country_of_taxation'];
const IDENTITY = [
  ...PERSON,
  'country_of_birth',
  'place_of_birth',
  'family_status',
  'gender',
  'not_us_income_tax',
  'tax_id_number',
  'second_country_of_taxation',
  'second_tax_id_number',
  'exclusively_taxable_in_country_of_taxation',
];
/** Each kind's named fields; every kind's answer also holds `address` and `video_identifications`. */
const IDENTITY_FIELDS: Record<IdentityKind, readonly string[]> = {
  personal: IDENTITY,
  legal_representative: [...IDENTITY, 'sole_right_of_representation'],
  business_owner: [...PERSON, 'share'],
};

/**
 * What every other resource loses in `minimal`: its timestamps, the ids of others, the
 * idem_key, and a transaction's `cursor` (the spec names `cursor` as a query parameter only).
 */
const UNNAMED_DROPPED = new Set([
  'created_at',
  'updated_at',
  'idem_key',
  'cursor',
  'user_id',
  'project_id',
  'order_id',
  'payout_id',
  'snapshot_id',
  'identity_id',
  'business_id',
  'kyc_verification_id',
  'custody_account_holder_id',
  'custody_account_id',
  'custody_asset_id',
]);

type Kind =
  | keyof typeof NAMED
  | 'identity'
  | 'project'
  | 'project_stats'
  | 'preparation_status'
  | 'snapshot'
  | 'payout'
  | 'user_payout'
  | 'investment_term'
  | 'identity_term'
  | 'pep_status'
  | 'kyc_verification'
  | 'identity_document'
  | 'attachment'
  | 'bank_account'
  | 'survey'
  | 'custody_asset'
  | 'custody_account_holder'
  | 'custody_account'
  | 'custody_balance'
  | 'custody_transaction'
  /** Not JSON objects: the distribution list's CSV and the custody answers that are a bare number. */
  | 'not_an_object';

/** The kind a route serves, by the last segment of its path that is not a parameter. */
const KIND_OF_SEGMENT: Record<string, Kind> = {
  users: 'user',
  by_order_status: 'user',
  destroy_payments: 'user',
  orders: 'order',
  cancel: 'order',
  payments: 'payment',
  identities: 'identity',
  legal_representatives: 'identity',
  business_owners: 'identity',
  businesses: 'business',
  addresses: 'address',
  video_identifications: 'video_identification',
  kyc: 'kyc_status',
  config: 'config',
  projects: 'project',
  by_code: 'project',
  prepare_for_distribution: 'project',
  stats: 'project_stats',
  prepare_for_distribution_status: 'preparation_status',
  snapshots: 'snapshot',
  payouts: 'payout',
  user_payouts: 'user_payout',
  investment_terms: 'investment_term',
  identity_terms: 'identity_term',
  pep_status: 'pep_status',
  kyc_verification: 'kyc_verification',
  identity_document: 'identity_document',
  file: 'attachment',
  bank_accounts: 'bank_account',
  surveys: 'survey',
  custody_assets: 'custody_asset',
  custody_account_holders: 'custody_account_holder',
  custody_accounts: 'custody_account',
  balance: 'custody_balance',
  custody_balances: 'custody_balance',
  transactions: 'custody_transaction',
  distribution_list: 'not_an_object',
  withdrawable_balance: 'not_an_object',
  estimated_fee: 'not_an_object',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The kind of resource the route answers; set from its path unless the route sets it. */
    resource?: Kind;
  }
}

function kindOfRoute(url: string, set: Kind | undefined): Kind {
  const segment = url.split('/').filter((s) => s !== '' && !s.startsWith(':')).at(-1) ?? '';
  const kind = set ?? KIND_OF_SEGMENT[segment];
  if (kind === undefined) throw new Error(`sandbox: no resource kind for the route ${url}`);
  return kind;
}

const isObject = (value: Json): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

const pick = (o: JsonObject, fields: readonly string[]): JsonObject =>
  Object.fromEntries(fields.filter((f) => f in o).map((f) => [f, o[f]]));

function minimalIdentity(o: JsonObject): JsonObject {
  const fields = IDENTITY_FIELDS[o.kind as IdentityKind] ?? IDENTITY;
  const address = isObject(o.address) ? pick(o.address, NAMED.address) : o.address;
  const video = Array.isArray(o.video_identifications) ? o.video_identifications : [];
  return {
    ...pick(o, fields),
    address,
    video_identifications: video.map((v: Json) => (isObject(v) ? pick(v, NAMED.video_identification) : v)),
  };
}

function minimalOne(kind: Kind, o: JsonObject): JsonObject {
  // A delete's `{"success": true}` is no resource.
  if (o.success === true && !('id' in o)) return o;
  if (kind === 'identity') return minimalIdentity(o);
  if (kind in NAMED) return pick(o, NAMED[kind as keyof typeof NAMED]);
  return Object.fromEntries(Object.entries(o).filter(([key]) => !UNNAMED_DROPPED.has(key)));
}

/** Decimal fields: `extended` sends them as JSON numbers. */
const AMOUNTS = new Set([
  'amount',
  'fee',
  'withdrawal_fee',
  'balance',
  'withdrawable_balance',
  'total_amount',
  'orders_amount',
  'paid_amount',
  'min_investment_amount',
  'volume',
  'share',
]);
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Fields the desk has never heard of, a nested object and arrays among them. */
const EXTRAS = {
  host_revision: 7,
  host_labels: ['imported', 'eu-west'],
  host_meta: { source: 'extended', checks: [{ name: 'aml', passed: true }], note: null },
};
/** Free-form data kept as sent: a survey's answers. */
const VERBATIM = new Set(['data']);

function extended(value: Json): Json {
  if (Array.isArray(value)) return value.map(extended);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, field] of Object.entries(value)) {
    if (AMOUNTS.has(key) && typeof field === 'string' && DECIMAL_TEXT.test(field)) out[key] = new ExactNumber(field);
    else out[key] = VERBATIM.has(key) ? field : extended(field);
  }
  return { ...out, ...EXTRAS };
}

/** JSON text in which an ExactNumber is written as its own digits, no float in between. */
export function stringifyExact(value: Json): string | undefined {
  if (value instanceof ExactNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map((v: Json) => stringifyExact(v) ?? 'null').join(',')}]`;
  if (isObject(value)) {
    if (typeof value.toJSON === 'function') return stringifyExact((value.toJSON as () => Json)());
    const members: string[] = [];
    for (const [key, field] of Object.entries(value)) {
      const text = stringifyExact(field);
      if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Registers the shaping of the API's answers in `api` (before its routes): every route gets
 * its kind at registration, in every variant (so a route the table does not know stops any
 * start), and each successful JSON answer is shaped by the variant. `standard` shapes nothing.
 */
export function shapeAnswers(api: FastifyInstance, variant: HostVariant): void {
  api.addHook('onRoute', (route) => {
    route.config = { ...route.config, resource: kindOfRoute(route.url, route.config?.resource) };
  });
  if (variant === 'standard') return;
  api.addHook('preSerialization', async (request, reply, payload: Json) => {
    const kind = request.routeOptions.config.resource;
    if (kind === undefined || reply.statusCode >= 400) return payload;
    if (variant === 'extended') {
      reply.serializer((value: Json) => stringifyExact(value) ?? 'null');
      return extended(payload);
    }
    const one = (v: Json) => (isObject(v) ? minimalOne(kind, v) : v);
    return Array.isArray(payload) ? payload.map(one) : one(payload);
  });
}
