// Test data made through the real API, unique per call so tests share one sandbox safely.
import { waitUntil } from './wait';
import { request } from 'undici';
import { randomBytes } from 'node:crypto';
import type { OfferingClient } from '../../src-main/client';
import type { AccountRef } from '../../src-main/client/custody';
import type { OrderRef } from '../../src-main/client/payments';
import { specimenPdf } from '../../src-main/sandbox/seed-kyc';
import type { BankAccountForm } from '../../src-shared/wire/bank-accounts';
import type {
  AddressForm,
  Business,
  BusinessOwnerForm,
  Identity,
  IdentityAttachmentForm,
  IdentityForm,
  LegalRepresentativeForm,
  VideoIdentification,
  VideoIdentificationOutcome,
} from '../../src-shared/wire/kyc';
import type { CustodyAccount, CustodyAsset } from '../../src-shared/wire/custody';
import type { PreparationStatus } from '../../src-shared/wire/distribution';
import type { Order } from '../../src-shared/wire/orders';
import type { Project, ProjectForm } from '../../src-shared/wire/projects';
import type { User, UserForm } from '../../src-shared/wire/users';
import type { TestSandbox } from './sandbox';

let counter = 0;
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid.toString(36)}${Date.now().toString(36)}${counter.toString(36)}`.toUpperCase();
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export function projectForm(overrides: Partial<ProjectForm> = {}): ProjectForm {
  return {
    code: unique('P'),
    name: 'Test project',
    start_date: daysFromNow(-1),
    end_date: daysFromNow(30),
    min_investment_amount: '100.00',
    volume: '100000.00',
    has_investment_survey: false,
    ...overrides,
  };
}

export function liveProject(client: OfferingClient, overrides: Partial<ProjectForm> = {}): Promise<Project> {
  return client.projects.create(projectForm(overrides));
}

export const walletAddress = () => `0x${randomBytes(20).toString('hex')}`;

export function userForm(overrides: Partial<UserForm> = {}): UserForm {
  return {
    name: 'Test Investor',
    email: `${unique('u').toLowerCase()}@example.com`,
    wallet_address: walletAddress(),
    ...overrides,
  };
}

export async function approvedInvestor(t: TestSandbox, overrides: Partial<UserForm> = {}): Promise<User> {
  const user = await t.client.users.create(userForm(overrides));
  return t.operator.mockKyc(user.id);
}

/** An approved investor who accepted the project's investment terms. */
export async function readyInvestor(t: TestSandbox, project: Project, investor: Partial<UserForm> = {}): Promise<User> {
  const user = await approvedInvestor(t, investor);
  await t.client.investmentTerms.accept(user.id, project.id);
  return user;
}

export interface PlacedOrder {
  user: User;
  project: Project;
  order: Order;
  ref: OrderRef;
}

export async function placeOrder(
  t: TestSandbox,
  amount: string,
  project?: Project,
  investor: Partial<UserForm> = {},
): Promise<PlacedOrder> {
  const target = project ?? (await liveProject(t.client));
  const user = await readyInvestor(t, target, investor);
  const order = await t.client.orders.create(user.id, target.id, { amount });
  return { user, project: target, order, ref: { userId: user.id, projectId: target.id, orderId: order.id } };
}

// ---- KYC -------------------------------------------------------------------------------------

/** A real one-page PDF, as the demo seed makes them. */
export const PDF_BASE64 = specimenPdf(['SPECIMEN', 'Test document']);
/** A 1x1 PNG. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Every field a personal identity needs for the KYC (contact and financial data). */
export function identityForm(overrides: Partial<IdentityForm> = {}): IdentityForm {
  return {
    first_name: 'Jörg',
    last_name: 'Ünal',
    citizenship: 'DE',
    country_of_birth: 'TR',
    date_of_birth: '1980-04-01',
    place_of_birth: 'İzmir',
    family_status: 'married',
    gender: 'male',
    not_pep: true,
    not_us_income_tax: true,
    tax_id_number: '12345678903',
    country_of_taxation: 'DE',
    exclusively_taxable_in_country_of_taxation: true,
    ...overrides,
  };
}

export function legalRepresentativeForm(overrides: Partial<LegalRepresentativeForm> = {}): LegalRepresentativeForm {
  return { ...identityForm({ first_name: 'Jonas', last_name: 'Becker' }), sole_right_of_representation: true, ...overrides };
}

export function businessOwnerForm(overrides: Partial<BusinessOwnerForm> = {}): BusinessOwnerForm {
  const { first_name, last_name, citizenship, date_of_birth, not_pep, country_of_taxation } = identityForm();
  return { first_name, last_name, citizenship, date_of_birth, not_pep, country_of_taxation, share: '50', ...overrides };
}

export function addressForm(overrides: Partial<AddressForm> = {}): AddressForm {
  return { street: 'Torstraße', number: '49', zip: '10119', city: 'Berlin', country: 'DE', ...overrides };
}

export function bankAccountForm(overrides: Partial<BankAccountForm> = {}): BankAccountForm {
  return { iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', owner: 'Jörg Ünal', ...overrides };
}

export function pdfAttachment(overrides: Partial<IdentityAttachmentForm> = {}): IdentityAttachmentForm {
  return { file_name: 'id-card.pdf', content_type: 'application/pdf', content_base64: PDF_BASE64, ...overrides };
}

/** What a person needs before the video identification; a test may leave one out. */
export type Prerequisite = 'contact_and_financial_data' | 'address' | 'bank_account' | 'identity_terms';

export interface Person {
  user: User;
  identity: Identity;
}

/**
 * A personal investor with all the video identification needs (and an ID card scan), but for
 * what `without` names.
 */
export async function personalInvestor(t: TestSandbox, without?: Prerequisite): Promise<Person> {
  const user = await t.client.users.create(userForm());
  const form = without === 'contact_and_financial_data' ? { first_name: 'Jörg', last_name: 'Ünal' } : identityForm();
  const identity = await t.client.kyc.identities.create(user.id, form);
  await completePerson(t, user.id, identity.id, without);
  return { user, identity: await t.client.kyc.identities.get(user.id, identity.id) };
}

/** Address, bank account, identity terms and a document for an identity of any kind. */
async function completePerson(t: TestSandbox, userId: string, identityId: string, without?: Prerequisite) {
  if (without !== 'address') await t.client.kyc.addresses.create(userId, identityId, addressForm());
  if (without !== 'bank_account') await t.client.bankAccounts.create(userId, bankAccountForm());
  if (without !== 'identity_terms') await t.client.kyc.identityTerms.accept(userId, identityId);
  await t.client.kyc.identityAttachments.upload(userId, identityId, 'id_card', 'L01X00T47', pdfAttachment());
}

export interface BusinessInvestor {
  user: User;
  business: Business;
  representative: Identity;
  owners: Identity[];
}

/** A business investor with its business, address, document, legal representative and two owners (60 / 40). */
export async function businessInvestor(t: TestSandbox): Promise<BusinessInvestor> {
  const user = await t.client.users.create(userForm({ name: 'Nordlicht Energie GmbH', business_investor: true }));
  const business = await t.client.kyc.businesses.create(user.id, {
    legal_name: 'Nordlicht Energie GmbH',
    legal_form: 'GmbH',
    register_number: 'HRB 21853',
    tax_id_number: '079/123/45678',
    country_of_taxation: 'DE',
    exclusively_taxable_in_country_of_taxation: true,
  });
  await t.client.kyc.businessAddresses.create(user.id, business.id, addressForm({ street: 'Warnowufer', number: '59' }));
  await t.client.kyc.businessAttachments.upload(user.id, 'commercial_register_extract', {
    file_name: 'register.pdf',
    content_type: 'application/pdf',
    content_base64: PDF_BASE64,
  });
  const representative = await t.client.kyc.legalRepresentatives.create(user.id, legalRepresentativeForm());
  await completePerson(t, user.id, representative.id);
  const owners = [
    await t.client.kyc.businessOwners.create(user.id, businessOwnerForm({ first_name: 'Jonas', share: '60' })),
    await t.client.kyc.businessOwners.create(user.id, businessOwnerForm({ first_name: 'Marie', share: '40.00' })),
  ];
  return {
    user,
    business: (await t.client.kyc.businesses.list(user.id))[0] as Business,
    representative: await t.client.kyc.legalRepresentatives.get(user.id, representative.id),
    owners,
  };
}

/** Polls the session until the provider's id and page are there, as a client must. */
export async function whenRedirectReady(
  t: TestSandbox,
  { user, identity }: Person,
  id: string,
): Promise<VideoIdentification & { redirect_url: string }> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const video = await t.client.kyc.videoIdentifications.get(user.id, identity.id, id);
    if (video.redirect_url !== null && video.provider_id !== null) return { ...video, redirect_url: video.redirect_url };
    if (Date.now() > deadline) throw new Error('the video identification never became ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a browser does on the redirect page: no signature, a plain form post. */
export async function submitOutcome(redirectUrl: string, status: VideoIdentificationOutcome | '') {
  const response = await request(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ status }).toString(),
  });
  return { status: response.statusCode, html: await response.body.text() };
}

export async function openPage(url: string) {
  const response = await request(url);
  return { status: response.statusCode, headers: response.headers, html: await response.body.text() };
}

/** An order paid `paid` (its amount unless given): paid, overpaid or underpaid. */
export async function paidOrder(t: TestSandbox, amount: string, project: Project, paid = amount): Promise<PlacedOrder> {
  const placed = await placeOrder(t, amount, project);
  await t.client.payments.create(placed.ref, { amount: paid });
  const order = await t.client.orders.get(placed.user.id, project.id, placed.order.id);
  return { ...placed, order };
}

/** Polls the project's preparation until it is no longer running; answers every status seen. */
export async function preparation(t: TestSandbox, projectId: string, timeoutMs = 20_000): Promise<PreparationStatus[]> {
  const seen: PreparationStatus[] = [];
  await waitUntil(async () => {
    const status = await t.client.distribution.status(projectId);
    seen.push(status);
    return status.status !== 'running';
  }, timeoutMs, 'the preparation to end');
  return seen;
}

/** A symbol no other call gives (2 to 12 letters or digits). */
export const uniqueSymbol = () => unique('S').replace(/[^A-Z0-9]/g, '').slice(-12);

export interface Custody {
  user: User;
  asset: CustodyAsset;
  account: CustodyAccount;
  ref: AccountRef;
}

/** An approved investor's account holder and an account for a new asset, with `deposit` in it. */
export async function custodyAccount(t: TestSandbox, deposit?: string, fee = '1.00'): Promise<Custody> {
  const user = await approvedInvestor(t);
  const asset = await t.operator.createCustodyAsset({ name: 'Test coin', symbol: uniqueSymbol(), withdrawal_fee: fee });
  const holder = await t.client.custody.createHolder(user.id);
  const ref = { userId: user.id, holderId: holder.id };
  const account = await t.client.custody.createAccount(ref, { custody_asset_id: asset.id });
  if (deposit) await t.operator.deposit(account.id, { amount: deposit });
  return { user, asset, account, ref: { ...ref, accountId: account.id } };
}

// ---- Ledgers -----------------------------------------------------------------------------------

/**
 * On the host: an investor with a custody account (12.50 in it) and orders in two projects
 * whose terms they accepted. In A one order paid 1000 of 1000 in two payments (one reference
 * a formula), one paid 300 of 500; in B an order overpaid (250 for 200) and a cancelled one
 * with 50 received. Every payment booked on 2026-03-02.
 */
export async function investorWithLedger(t: TestSandbox) {
  const { user, account } = await custodyAccount(t, '12.50');
  const [a, b] = await Promise.all([liveProject(t.client), liveProject(t.client)]);
  await Promise.all([t.client.investmentTerms.accept(user.id, a.id), t.client.investmentTerms.accept(user.id, b.id)]);
  const order = (project: typeof a, amount: string) => t.client.orders.create(user.id, project.id, { amount });
  const [full, part, over, cancelled] = await Promise.all([order(a, '1000.00'), order(a, '500.00'), order(b, '200.00'), order(b, '150.00')]);
  const pay = (projectId: string, orderId: string, amount: string, reference: string) =>
    t.client.payments.create({ userId: user.id, projectId, orderId }, { amount, booked_at: '2026-03-02', reference });
  await pay(a.id, full.id, '600.00', 'first');
  await pay(a.id, full.id, '400.00', '=cmd|calc');
  await pay(a.id, part.id, '300.00', 'part');
  await pay(b.id, over.id, '250.00', 'over');
  await pay(b.id, cancelled.id, '50.00', 'late');
  await t.client.orders.cancel(user.id, b.id, cancelled.id);
  return { user, account, a, b, full, part, over, cancelled };
}
