import Big from 'big.js';
import { z } from 'zod';
import {
  Amount,
  Bic,
  DateOrDateTime,
  Iban,
  Id,
  Money,
  PositiveMoney,
  Timestamp,
  optionalText,
  requiredText,
} from './common';
import { OrderStatus, OrderStatusFilter } from './orders';

export const PROJECT_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** ProjectForm, fields as SANDBOX.md fixes them. */
export const ProjectForm = z
  .object({
    code: requiredText(64).regex(PROJECT_CODE, 'project_code'),
    name: requiredText(200),
    start_date: DateOrDateTime,
    end_date: DateOrDateTime,
    min_investment_amount: Money,
    volume: PositiveMoney,
    has_investment_survey: z.boolean().default(false),
    partner_customer_id: optionalText(100),
    partner_iban: Iban.nullish(),
    partner_bic: Bic.nullish(),
  })
  .superRefine((p, ctx) => {
    if (Date.parse(p.end_date) <= Date.parse(p.start_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'end_after_start' });
    }
    if (new Big(p.min_investment_amount).gte(p.volume)) {
      ctx.addIssue({ code: 'custom', path: ['min_investment_amount'], message: 'below_volume' });
    }
  });
export type ProjectForm = z.input<typeof ProjectForm>;

export const Project = z.looseObject({
  id: Id,
  code: z.string(),
  name: z.string(),
  start_date: DateOrDateTime,
  end_date: DateOrDateTime,
  min_investment_amount: Amount,
  volume: Amount,
  has_investment_survey: z.boolean(),
  partner_customer_id: z.string().nullable(),
  partner_iban: z.string().nullable(),
  partner_bic: z.string().nullable(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type Project = z.infer<typeof Project>;

export const ProjectStatsQuery = z.object({ status: OrderStatusFilter.optional() });
export type ProjectStatsQuery = z.input<typeof ProjectStatsQuery>;

const StatusStats = z.object({
  status: OrderStatus,
  count: z.number().int(),
  /** Sum of the orders' amounts. */
  amount: Amount,
  /** Sum of the payments received for these orders. */
  paid_amount: Amount,
});

/** ProjectStats: order counts and sums per status (the spec names the resource only). */
export const ProjectStats = z.object({
  project_id: Id,
  status: OrderStatusFilter.nullable(),
  orders_count: z.number().int(),
  orders_amount: Amount,
  paid_amount: Amount,
  by_status: z.array(StatusStats),
});
export type ProjectStats = z.infer<typeof ProjectStats>;

/** A project is live when it started before now and ends after now. */
export function isLive(project: Pick<Project, 'start_date' | 'end_date'>, now: Date): boolean {
  return Date.parse(project.start_date) < now.getTime() && now.getTime() < Date.parse(project.end_date);
}
