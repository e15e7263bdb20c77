// Distribution: the preparation and its snapshot, the distribution list (CSV), payouts and
// user payouts. The spec names these resources only; the fields are the sandbox's choice, and
// every field but the id may be absent from a host's answer.
import { z } from 'zod';
import { Amount, Id, Timestamp, resource } from './common';

export const DISTRIBUTION_LIST_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const DISTRIBUTION_LIST_HEADER = 'address,amount';
/** RFC 4180 ends every record with CRLF. */
export const CSV_LINE_END = '\r\n';

/** `none` before the project's first preparation; the others as docs/sandbox.md says. */
export const PREPARATION_STATES = ['none', 'running', 'done', 'failed'] as const;

const PreparationState = z.enum(PREPARATION_STATES);

/**
 * ProjectPrepareForDistributionStatus: "a status code and a percentage". The spec does not
 * name the code's field: a host may call it `status` or `code`; both are read, into `status`.
 */
export const PreparationStatus = resource({
  status: PreparationState.optional(),
  code: PreparationState.optional(),
  percentage: z.number().min(0).max(100),
  project_id: Id.optional(),
  /** The snapshot the preparation took, once it is done. */
  snapshot_id: Id.nullish(),
  /** Why it failed. */
  error: z.string().nullish(),
  started_at: Timestamp.nullish(),
  finished_at: Timestamp.nullish(),
}).transform(({ code, status, ...rest }, ctx) => {
  const state = status ?? code;
  if (state === undefined) {
    ctx.addIssue({ code: 'custom', path: ['status'], message: 'required' });
    return z.NEVER;
  }
  return { ...rest, status: state };
});
export type PreparationStatus = z.output<typeof PreparationStatus>;

/** The distributable orders of a project as a completed preparation found them. */
export const Snapshot = resource({
  id: Id,
  project_id: Id.optional(),
  orders_count: z.number().int().optional(),
  total_amount: Amount.optional(),
  created_at: Timestamp.optional(),
});
export type Snapshot = z.infer<typeof Snapshot>;

/** One distribution of a snapshot: the orders it settled. */
export const Payout = resource({
  id: Id,
  project_id: Id.optional(),
  snapshot_id: Id.optional(),
  orders_count: z.number().int().optional(),
  total_amount: Amount.optional(),
  created_at: Timestamp.optional(),
});
export type Payout = z.infer<typeof Payout>;

/** What one order of a payout sent to its investor's wallet. */
export const UserPayout = resource({
  id: Id,
  payout_id: Id.optional(),
  order_id: Id.optional(),
  user_id: Id.optional(),
  address: z.string().optional(),
  amount: Amount.optional(),
  created_at: Timestamp.optional(),
});
export type UserPayout = z.infer<typeof UserPayout>;
