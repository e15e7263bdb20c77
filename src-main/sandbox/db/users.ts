import type { z } from 'zod';
import type { OrderStatusFilter } from '../../../src-shared/wire/orders';
import { statusesMatching } from '../../../src-shared/wire/orders';
import type { User, UserForm } from '../../../src-shared/wire/users';
import { type Queryable, one, rows } from './store';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  locale: 'en' | 'de';
  business_investor: boolean;
  terms_acceptance: boolean | null;
  invitation_code: string | null;
  referral_channel: string | null;
  signed_up_as: string | null;
  partner_attributes: Record<string, unknown> | null;
  wallet_address: string | null;
  approved: boolean;
  approved_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type UserValues = z.output<typeof UserForm>;

export function toUser(r: UserRow): User {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    locale: r.locale,
    business_investor: r.business_investor,
    referral_channel: r.referral_channel,
    approved: r.approved,
    approved_at: r.approved_at?.toISOString() ?? null,
    wallet_address: r.wallet_address,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

const FORM_COLUMNS = [
  'name',
  'email',
  'locale',
  'business_investor',
  'terms_acceptance',
  'invitation_code',
  'referral_channel',
  'signed_up_as',
  'partner_attributes',
  'wallet_address',
] as const;

function formValues(form: UserValues): unknown[] {
  return FORM_COLUMNS.map((c) => (c === 'partner_attributes' && form[c] ? JSON.stringify(form[c]) : (form[c] ?? null)));
}

export async function findUserRow(q: Queryable, id: string): Promise<UserRow | undefined> {
  return one<UserRow>(q, 'select * from users where id = $1', [id]);
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  return one<UserRow>(q, 'select * from users where lower(email) = lower($1)', [email]);
}

export async function insertUser(q: Queryable, form: UserValues): Promise<UserRow> {
  const placeholders = FORM_COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
  return (await one<UserRow>(
    q,
    `insert into users (${FORM_COLUMNS.join(', ')}) values (${placeholders}) returning *`,
    formValues(form),
  )) as UserRow;
}

export async function updateUser(q: Queryable, id: string, form: UserValues): Promise<UserRow> {
  const assignments = FORM_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  return (await one<UserRow>(q, `update users set ${assignments}, updated_at = now() where id = $1 returning *`, [
    id,
    ...formValues(form),
  ])) as UserRow;
}

export async function deleteUser(q: Queryable, id: string): Promise<void> {
  await q.query('delete from users where id = $1', [id]);
}

/** Sets or clears approval; `approved_at` keeps the first approval's time. */
export async function setApproved(q: Queryable, id: string, approved: boolean): Promise<UserRow> {
  return (await one<UserRow>(
    q,
    `update users set approved = $2,
       approved_at = case when $2 then coalesce(approved_at, now()) else null end, updated_at = now()
     where id = $1 returning *`,
    [id, approved],
  )) as UserRow;
}

export async function usersByOrderStatus(q: Queryable, projectId: string, filter: OrderStatusFilter): Promise<UserRow[]> {
  return rows<UserRow>(
    q,
    `select * from users u where exists (
       select 1 from orders o where o.user_id = u.id and o.project_id = $1 and o.status = any($2::text[]))
     order by u.email`,
    [projectId, statusesMatching(filter)],
  );
}

export async function userHasOrders(q: Queryable, id: string): Promise<boolean> {
  return (await one(q, 'select 1 from orders where user_id = $1 limit 1', [id])) !== undefined;
}
