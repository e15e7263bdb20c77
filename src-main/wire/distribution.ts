// Distribution: the preparation and its snapshot, the distribution list (CSV), payouts and
// user payouts. The spec names these resources only; the fields are the sandbox's choice.
import { z } from 'zod';
import { Amount, Id, Timestamp } from './common';

export const DISTRIBUTION_LIST_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const DISTRIBUTION_LIST_HEADER = 'address,amount';
/** RFC 4180 ends every record with CRLF. */
export const CSV_LINE_END = '\r\n';

/** `none` before the project's first preparation; the others as SANDBOX.md says. */
export const PREPARATION_STATES = ['none', 'running', 'done', 'failed'] as const;

/** ProjectPrepareForDistributionStatus: a status code and a percentage. */
export const PreparationStatus = z.object({
  project_id: Id,
  status: z.enum(PREPARATION_STATES),
  percentage: z.number().min(0).max(100),
  /** The snapshot the preparation took, once it is done. */
  snapshot_id: Id.nullable(),
  /** Why it failed. */
  error: z.string().nullable(),
  started_at: Timestamp.nullable(),
  finished_at: Timestamp.nullable(),
});
export type PreparationStatus = z.infer<typeof PreparationStatus>;

/** The distributable orders of a project as a completed preparation found them. */
export const Snapshot = z.object({
  id: Id,
  project_id: Id,
  orders_count: z.number().int(),
  total_amount: Amount,
  created_at: Timestamp,
});
export type Snapshot = z.infer<typeof Snapshot>;

/** One distribution of a snapshot: the orders it settled. */
export const Payout = z.object({
  id: Id,
  project_id: Id,
  snapshot_id: Id,
  orders_count: z.number().int(),
  total_amount: Amount,
  created_at: Timestamp,
});
export type Payout = z.infer<typeof Payout>;

/** What one order of a payout sent to its investor's wallet. */
export const UserPayout = z.object({
  id: Id,
  payout_id: Id,
  order_id: Id,
  user_id: Id,
  address: z.string(),
  amount: Amount,
  created_at: Timestamp,
});
export type UserPayout = z.infer<typeof UserPayout>;
