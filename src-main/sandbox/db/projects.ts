import Big from 'big.js';
import { ORDER_STATUSES, type OrderStatus, type OrderStatusFilter, statusesMatching } from '../../../src-shared/wire/orders';
import type { z } from 'zod';
import type { Complete } from '../../../src-shared/wire/common';
import type { Project as ProjectAnswer, ProjectForm, ProjectStats } from '../../../src-shared/wire/projects';

/** A project as the sandbox keeps and sends it: every field. */
export type Project = Complete<ProjectAnswer>;
import { type Queryable, one, rows } from './store';

interface ProjectRow {
  id: string;
  code: string;
  name: string;
  start_date: Date;
  end_date: Date;
  min_investment_amount: string;
  volume: string;
  has_investment_survey: boolean;
  partner_customer_id: string | null;
  partner_iban: string | null;
  partner_bic: string | null;
  created_at: Date;
  updated_at: Date;
}

export function toProject(r: ProjectRow): Project {
  return {
    ...r,
    start_date: r.start_date.toISOString(),
    end_date: r.end_date.toISOString(),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export type ProjectValues = z.output<typeof ProjectForm>;

export async function listProjects(q: Queryable): Promise<Project[]> {
  return (await rows<ProjectRow>(q, 'select * from projects order by start_date desc, code')).map(toProject);
}

export async function findProject(q: Queryable, id: string): Promise<Project | undefined> {
  const row = await one<ProjectRow>(q, 'select * from projects where id = $1', [id]);
  return row && toProject(row);
}

export async function findProjectByCode(q: Queryable, code: string): Promise<Project | undefined> {
  const row = await one<ProjectRow>(q, 'select * from projects where code = $1', [code]);
  return row && toProject(row);
}

const FORM_COLUMNS = [
  'code',
  'name',
  'start_date',
  'end_date',
  'min_investment_amount',
  'volume',
  'has_investment_survey',
  'partner_customer_id',
  'partner_iban',
  'partner_bic',
] as const;

function formValues(form: ProjectValues): unknown[] {
  return FORM_COLUMNS.map((c) => form[c] ?? null);
}

export async function insertProject(q: Queryable, form: ProjectValues): Promise<Project> {
  const row = await one<ProjectRow>(
    q,
    `insert into projects (${FORM_COLUMNS.join(', ')}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    formValues(form),
  );
  return toProject(row as ProjectRow);
}

export async function updateProject(q: Queryable, id: string, form: ProjectValues): Promise<Project> {
  const assignments = FORM_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  const row = await one<ProjectRow>(
    q,
    `update projects set ${assignments}, updated_at = now() where id = $1 returning *`,
    [id, ...formValues(form)],
  );
  return toProject(row as ProjectRow);
}

export async function deleteProject(q: Queryable, id: string): Promise<void> {
  await q.query('delete from projects where id = $1', [id]);
}

export async function projectHasOrders(q: Queryable, id: string): Promise<boolean> {
  return (await one(q, 'select 1 from orders where project_id = $1 limit 1', [id])) !== undefined;
}

/** A preparation for distribution was started: its snapshots are the record of it, never deleted. */
export async function projectHasSnapshots(q: Queryable, id: string): Promise<boolean> {
  return (await one(q, 'select 1 from snapshots where project_id = $1 limit 1', [id])) !== undefined;
}

/**
 * The amount of the project's orders not cancelled. With `lock`, the project's row is locked
 * first, to the end of the caller's transaction: orders placed at once (from several instances
 * too) check the volume one after another, each seeing the ones before.
 */
export async function committedVolume(q: Queryable, projectId: string, { lock = false } = {}): Promise<string> {
  if (lock) await q.query('select id from projects where id = $1 for no key update', [projectId]);
  const row = await one<{ sum: string }>(
    q,
    `select coalesce(sum(amount), 0)::text as sum from order_totals where project_id = $1 and status <> 'cancelled'`,
    [projectId],
  );
  return row?.sum ?? '0';
}

export async function projectStats(
  q: Queryable,
  projectId: string,
  filter: OrderStatusFilter | undefined,
): Promise<ProjectStats> {
  const statuses = filter ? statusesMatching(filter) : [...ORDER_STATUSES];
  const found = await rows<{ status: OrderStatus; count: number; amount: string; paid_amount: string }>(
    q,
    `select status, orders_count::int as count, amount::text, paid_amount::text
     from order_totals where project_id = $1 and status = any($2::text[])`,
    [projectId, statuses],
  );
  const byStatus = statuses.map((status) => {
    const row = found.find((r) => r.status === status);
    return { status, count: row?.count ?? 0, amount: row?.amount ?? '0', paid_amount: row?.paid_amount ?? '0' };
  });
  const total = (pick: (s: (typeof byStatus)[number]) => string) =>
    byStatus.reduce((sum, s) => sum.plus(pick(s)), new Big(0)).toFixed(2);
  return {
    project_id: projectId,
    status: filter ?? null,
    orders_count: byStatus.reduce((n, s) => n + s.count, 0),
    orders_amount: total((s) => s.amount),
    paid_amount: total((s) => s.paid_amount),
    by_status: byStatus.map((s) => ({
      ...s,
      amount: new Big(s.amount).toFixed(2),
      paid_amount: new Big(s.paid_amount).toFixed(2),
    })),
  };
}

/** Projects where the user has orders (and so any payments). */
export async function listUserProjects(q: Queryable, userId: string): Promise<Project[]> {
  const found = await rows<ProjectRow>(
    q,
    `select * from projects p where exists (select 1 from orders o where o.project_id = p.id and o.user_id = $1)
     order by p.start_date desc, p.code`,
    [userId],
  );
  return found.map(toProject);
}
