// Test data made through the real API, unique per call so tests share one sandbox safely.
import type { OfferingClient } from '../../src-main/client';
import type { OrderRef } from '../../src-main/client/payments';
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

export function userForm(overrides: Partial<UserForm> = {}): UserForm {
  return { name: 'Test Investor', email: `${unique('u').toLowerCase()}@example.com`, ...overrides };
}

export async function approvedInvestor(t: TestSandbox, overrides: Partial<UserForm> = {}): Promise<User> {
  const user = await t.client.users.create(userForm(overrides));
  return t.operator.mockKyc(user.id);
}

/** An approved investor who accepted the project's investment terms. */
export async function readyInvestor(t: TestSandbox, project: Project): Promise<User> {
  const user = await approvedInvestor(t);
  await t.client.investmentTerms.accept(user.id, project.id);
  return user;
}

export interface PlacedOrder {
  user: User;
  project: Project;
  order: Order;
  ref: OrderRef;
}

export async function placeOrder(t: TestSandbox, amount: string, project?: Project): Promise<PlacedOrder> {
  const target = project ?? (await liveProject(t.client));
  const user = await readyInvestor(t, target);
  const order = await t.client.orders.create(user.id, target.id, { amount });
  return { user, project: target, order, ref: { userId: user.id, projectId: target.id, orderId: order.id } };
}
