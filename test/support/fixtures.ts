// Test data made through the real API, unique per call so tests share one sandbox safely.
import { randomBytes } from 'node:crypto';
import type { OfferingClient } from '../../src-main/client';
import type { AccountRef } from '../../src-main/client/custody';
import type { OrderRef } from '../../src-main/client/payments';
import type { CustodyAccount, CustodyAsset } from '../../src-main/wire/custody';
import type { PreparationStatus } from '../../src-main/wire/distribution';
import type { Order } from '../../src-main/wire/orders';
import type { Project, ProjectForm } from '../../src-main/wire/projects';
import type { User, UserForm } from '../../src-main/wire/users';
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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await t.client.distribution.status(projectId);
    seen.push(status);
    if (status.status !== 'running') return seen;
    if (Date.now() > deadline) throw new Error(`preparation still running: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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
