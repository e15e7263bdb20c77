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
  resource,
} from './common';
import { OrderStatus, OrderStatusFilter } from './orders';

export const PROJECT_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** ProjectForm, fields as docs/sandbox.md fixes them. */
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

/**
 * The spec names id, code, the dates and has_investment_survey. It describes the minimum
 * investment amount and the partner bank fields without naming them (a host prefixes the
 * partner's), and the volume not at all: read under the sandbox's names, when present.
 */
export const Project = resource({
  id: Id,
  code: z.string(),
  start_date: DateOrDateTime,
  end_date: DateOrDateTime,
  has_investment_survey: z.boolean(),
  name: z.string().optional(),
  min_investment_amount: Amount.optional(),
  volume: Amount.optional(),
  partner_customer_id: z.string().nullish(),
  partner_iban: z.string().nullish(),
  partner_bic: z.string().nullish(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type Project = z.infer<typeof Project>;

export const ProjectStatsQuery = z.object({ status: OrderStatusFilter.optional() });
export type ProjectStatsQuery = z.input<typeof ProjectStatsQuery>;

const StatusStats = resource({
  status: OrderStatus,
  count: z.number().int().optional(),
  /** Sum of the orders' amounts. */
  amount: Amount.optional(),
  /** Sum of the payments received for these orders. */
  paid_amount: Amount.optional(),
});

/** ProjectStats: order counts and sums per status (the spec names the resource only: every field may be absent). */
export const ProjectStats = resource({
  project_id: Id.optional(),
  status: OrderStatusFilter.nullish(),
  orders_count: z.number().int().optional(),
  orders_amount: Amount.optional(),
  paid_amount: Amount.optional(),
  by_status: z.array(StatusStats).optional(),
});
export type ProjectStats = z.infer<typeof ProjectStats>;

/** A project is live when it started before now and ends after now. */
export function isLive(project: Pick<Project, 'start_date' | 'end_date'>, now: Date): boolean {
  return Date.parse(project.start_date) < now.getTime() && now.getTime() < Date.parse(project.end_date);
}
