// Generated requests to any sandbox route: signed correctly, with ids that name nothing or
// are not ids, and bodies that are not what the route takes. A request is generated as
// choices and made concrete against the data of the moment (`concrete`), so "a related id"
// is a user's own order and its payment, and not a random id that only ever answers 404.
import fc from 'fast-check';
import type { z } from 'zod';
import type { Queryable } from '../../src-main/sandbox/db/store';
import { BankAccountForm } from '../../src-shared/wire/bank-accounts';
import { CustodyAccountForm, CustodyAssetForm, CustodyTransactionForm, DepositForm } from '../../src-shared/wire/custody';
import { TermsForm } from '../../src-shared/wire/investment-terms';
import {
  AddressForm,
  BUSINESS_DOCUMENT_TYPES,
  BusinessForm,
  BusinessOwnerForm,
  IDENTITY_DOCUMENT_TYPES,
  IdentityAttachmentForm,
  IdentityDocumentForm,
  IdentityForm,
  KycVerificationForm,
  LegalRepresentativeForm,
  PepStatusForm,
} from '../../src-shared/wire/kyc';
import { OrderStatusUpdate, VideoIdentificationCompletion, WebhookForm } from '../../src-shared/wire/operator';
import { ORDER_STATUSES, OrderForm } from '../../src-shared/wire/orders';
import { PaymentForm } from '../../src-shared/wire/payments';
import { ProjectForm } from '../../src-shared/wire/projects';
import { SurveyForm } from '../../src-shared/wire/surveys';
import { UserForm } from '../../src-shared/wire/users';
import { BAD_IDS, BAD_SCALARS, anyValue, shapedLike } from './inputs';
import type { Route } from './sandbox-routes';

/** The form a path's last word takes, under its wrapper (null: the operator API's bare bodies). */
const FORMS: Record<string, [wrapper: string | null, schema: z.ZodType]> = {
  projects: ['project', ProjectForm],
  users: ['user', UserForm],
  orders: ['order', OrderForm],
  payments: ['payment', PaymentForm],
  investment_terms: ['terms', TermsForm],
  identity_terms: ['terms', TermsForm],
  identities: ['identity', IdentityForm],
  legal_representatives: ['legal_representative', LegalRepresentativeForm],
  business_owners: ['business_owner', BusinessOwnerForm],
  businesses: ['business', BusinessForm],
  addresses: ['address', AddressForm],
  bank_accounts: ['bank_account', BankAccountForm],
  pep_status: ['pep_status', PepStatusForm],
  kyc_verification: ['kyc_verification', KycVerificationForm],
  identity_document: ['identity_document', IdentityDocumentForm],
  surveys: ['survey', SurveyForm],
  file: ['attachment', IdentityAttachmentForm],
  custody_accounts: ['custody_account', CustodyAccountForm],
  transactions: ['custody_transaction', CustodyTransactionForm],
  custody_assets: ['custody_asset', CustodyAssetForm],
  webhooks: [null, WebhookForm],
  deposit: [null, DepositForm],
  complete: [null, VideoIdentificationCompletion],
  status: [null, OrderStatusUpdate],
};
const ALL_FORMS = Object.values(FORMS);

/** The table whose ids a path word takes. */
const TABLES: Record<string, string> = {
  projects: 'projects',
  users: 'users',
  orders: 'orders',
  payments: 'payments',
  identities: 'identities',
  legal_representatives: 'identities',
  business_owners: 'identities',
  businesses: 'businesses',
  addresses: 'addresses',
  bank_accounts: 'bank_accounts',
  file: 'attachments',
  video_identifications: 'video_identifications',
  video: 'video_identifications',
  custody_account_holders: 'custody_account_holders',
  custody_accounts: 'custody_accounts',
  transactions: 'custody_transactions',
  snapshots: 'snapshots',
  payouts: 'payouts',
  user_payouts: 'user_payouts',
  webhooks: 'webhooks',
};

/** Ids that belong together (a user's order, its payment, the user's identity…), one chain per row. */
const CHAINS = `
  select u.id as users, o.project_id as projects, o.id as orders, p.id as payments,
    i.id as identities, i.id as legal_representatives, i.id as business_owners, b.id as businesses,
    ad.id as addresses, ba.id as bank_accounts, att.id as file, v.id as video_identifications,
    h.id as custody_account_holders, a.id as custody_accounts, t.id as transactions
  from users u
  left join orders o on o.user_id = u.id
  left join payments p on p.order_id = o.id
  left join identities i on i.user_id = u.id
  left join businesses b on b.user_id = u.id
  left join addresses ad on ad.identity_id = i.id or ad.business_id = b.id
  left join bank_accounts ba on ba.user_id = u.id
  left join attachments att on att.identity_id = i.id or att.business_id = b.id
  left join video_identifications v on v.identity_id = i.id
  left join custody_account_holders h on h.user_id = u.id
  left join custody_accounts a on a.holder_id = h.id
  left join custody_transactions t on t.account_id = a.id
  limit 400`;

/** Values for parameters that are not ids, by name. */
const NAMED: Record<string, readonly string[]> = {
  status: [...ORDER_STATUSES, 'open', 'paid'],
  type: [...IDENTITY_DOCUMENT_TYPES, ...BUSINESS_DOCUMENT_TYPES],
  number: ['1', 'L01X00T47'],
  // A key of the sandbox's shape that no one holds: never the one the suite signs with, whose
  // revocation would end the run.
  key: ['om_000000000000000000000000'],
};

/**
 * The word a parameter's values are looked up by: the path segment before it, or for a
 * parameter after a parameter what it stands for (`…/custody_accounts/:custody_account_id/:id`
 * is a transaction).
 */
const AFTER_PARAM: Record<string, string> = { ':custody_account_id': 'transactions' };

/** Each path segment, and for a parameter its name and the word its values are looked up by. */
function segmentsOf(path: string): Array<{ text: string; param?: { word: string; name: string } }> {
  const segments = path.split('/');
  return segments.map((text, i) => {
    if (!text.startsWith(':')) return { text };
    const before = segments[i - 1] ?? '';
    return { text, param: { word: AFTER_PARAM[before] ?? before, name: text.slice(1) } };
  });
}

/** Whether a generator has good values for a parameter: ids of the table its word names, project codes, or values by its name. */
const filled = ({ word, name }: { word: string; name: string }) => word in TABLES || word === 'by_code' || name in NAMED;

/** The parameters of `route` no generator fills with good data (`word/:name`): its handler would only ever see bad ids. */
export function unfilledParams(route: Route): string[] {
  return segmentsOf(route.path).flatMap(({ param }) => (param && !filled(param) ? [`${param.word}/:${param.name}`] : []));
}

export interface World {
  chains: Record<string, string | null>[];
  ids: Record<string, string[]>;
  codes: string[];
}

/** The data the next requests pick their ids from. */
export async function loadWorld(db: Queryable): Promise<World> {
  const chains = (await db.query<Record<string, string | null>>(CHAINS)).rows;
  const ids: Record<string, string[]> = {};
  for (const table of new Set(Object.values(TABLES))) {
    ids[table] = (await db.query<{ id: string }>(`select id from ${table} order by id limit 200`)).rows.map((r) => r.id);
  }
  const codes = (await db.query<{ code: string }>('select code from projects order by code limit 200')).rows.map((r) => r.code);
  return { chains, ids, codes };
}

/** A path parameter: one from the data (`pick` chooses which), or a bad one, escaped or sent raw. */
type Param = { pick: number } | { bad: string; raw: boolean };
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'huge'; wrapper: string; bytes: number }
  | { kind: 'deep'; wrapper: string; depth: number };

export interface Generated {
  route: Route;
  chain: number;
  params: Param[];
  query: [string, string][];
  body: Body;
  contentType: string | null;
}

export interface Concrete {
  method: string;
  path: string;
  body: string | undefined;
  contentType: string | null;
}

const badParam: fc.Arbitrary<Param> = fc
  .tuple(fc.oneof(fc.constantFrom(...BAD_IDS), fc.string({ unit: 'grapheme', maxLength: 30 })), fc.boolean())
  .map(([bad, raw]) => ({ bad, raw }));
const param: fc.Arbitrary<Param> = fc.oneof({ weight: 3, arbitrary: fc.nat().map((pick) => ({ pick })) }, { weight: 2, arbitrary: badParam });

/** Numbers JSON.stringify cannot write: put into the text after it ran. */
const RAW_NUMBERS = ['1e309', '-1e309', '1.005', '100.001', '-0', '1E2', '1e-400', '00012'];
const rawNumber = (n: string) => `@@raw:${n}@@`;
const leaves = fc.oneof({ weight: 4, arbitrary: anyValue }, { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS.map(rawNumber)) });

const MALFORMED = ['{', '{"a":', 'nul', '[1,]', "{'a':1}", '{"order":{"amount":٫}}', '\u0000', '"\ud800"', '{"a":1}{"b":2}', '\ufeff{}', '[]', '""', 'null', '1e309'];

function bodyFor(route: Route): fc.Arbitrary<Body> {
  const words = route.path.split('/').filter((w) => w && !w.startsWith(':'));
  const own = FORMS[words.at(-1) ?? ''] ?? (route.method === 'PATCH' && words.at(-1) === 'orders' ? FORMS.status : undefined);
  const wrapped = ([wrapper, schema]: [string | null, z.ZodType]) =>
    shapedLike(schema, leaves).map((value): Body => ({ kind: 'json', value: wrapper ? { [wrapper]: value } : value }));
  const wrapper = own?.[0] ?? 'value';
  return fc.oneof(
    { weight: own ? 6 : 0, arbitrary: own ? wrapped(own) : fc.constant<Body>({ kind: 'none' }) },
    { weight: 2, arbitrary: fc.constantFrom(...ALL_FORMS).chain(wrapped) },
    { weight: 2, arbitrary: leaves.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED).map((text): Body => ({ kind: 'text', text })) },
    { weight: 1, arbitrary: fc.constantFrom(10_000, 900_000, 1_100_000).map((bytes): Body => ({ kind: 'huge', wrapper, bytes })) },
    { weight: 1, arbitrary: fc.constantFrom(100, 5_000, 100_000).map((depth): Body => ({ kind: 'deep', wrapper, depth })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

const QUERY_NAMES = ['limit', 'order', 'cursor', 'status', 'email', 'distributable', 'page', '__proto__'];
const queryValue = fc.oneof(
  fc.constantFrom(...BAD_SCALARS, '10', 'asc', 'desc', 'open', 'true').map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'))),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

export function requestTo(route: Route): fc.Arbitrary<Generated> {
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  return fc.record({
    route: fc.constant(route),
    chain: fc.nat(),
    params: fc.tuple(...route.params.map(() => param)),
    query: hasBody ? fc.constant([]) : fc.array(fc.tuple(fc.constantFrom(...QUERY_NAMES), queryValue), { maxLength: 3 }),
    body: hasBody ? bodyFor(route) : fc.constant<Body>({ kind: 'none' }),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom(null, 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1') },
    ),
  });
}

export const requestToAny = (routes: Route[]) => fc.constantFrom(...routes).chain(requestTo);

/** Escaped unless sent raw, and raw only what a URL may carry as it is (no '#': a fragment is not sent). */
function pathPart(bad: string, raw: boolean): string {
  return raw && /^[\x21-\x7e]*$/.test(bad) && !bad.includes('#') ? bad : encodeURIComponent(bad);
}

function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/"@@raw:([^"@]*)@@"/g, '$1');
}

function bodyText(body: Body): string | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return jsonText(body.value);
    case 'text':
      return body.text;
    case 'huge':
      return jsonText({ [body.wrapper]: { name: 'x'.repeat(body.bytes), amount: '9'.repeat(Math.min(body.bytes, 5000)) } });
    case 'deep': {
      // Written as text: JSON.stringify itself overflows the stack at this depth.
      const deep = '{"a":['.repeat(body.depth) + '1' + ']}'.repeat(body.depth);
      return `{"${body.wrapper}":{"amount":${deep},"data":${deep}}}`;
    }
  }
}

/** The request as it goes out, its ids taken from `world`. */
export function concrete(g: Generated, world: World): Concrete {
  const chain = world.chains.length ? world.chains[g.chain % world.chains.length] : undefined;
  let index = 0;
  const path = segmentsOf(g.route.path)
    .map(({ text, param }) => {
      if (!param) return text;
      const p = g.params[index++];
      if (p === undefined) return '';
      if ('bad' in p) return pathPart(p.bad, p.raw);
      const choices = [
        chain?.[param.word],
        ...(param.word === 'by_code' ? world.codes : []),
        ...(world.ids[TABLES[param.word] ?? ''] ?? []),
        ...(NAMED[param.name] ?? []),
      ].filter((c): c is string => typeof c === 'string');
      // The chain's own id first and most often, so related paths exist.
      const value = choices.length === 0 ? BAD_IDS[0] : choices[p.pick % 2 === 0 ? 0 : p.pick % choices.length];
      return encodeURIComponent(value ?? BAD_IDS[0]);
    })
    .join('/');
  const query = g.query.length ? `?${new URLSearchParams(g.query).toString()}` : '';
  return { method: g.route.method, path: path + query, body: bodyText(g.body), contentType: g.contentType };
}
