import { z } from 'zod';
import { Id, Timestamp } from './common';

/** InvestmentTermForm and IdentityTermForm: `{"terms": {"accepted": true}}`. */
export const TermsForm = z.object({
  accepted: z.literal(true, { error: 'accepted' }),
});
export type TermsForm = z.input<typeof TermsForm>;

export const InvestmentTerm = z.looseObject({
  id: Id,
  user_id: Id.optional(),
  project_id: Id.optional(),
  accepted: z.boolean(),
  accepted_at: Timestamp,
});
export type InvestmentTerm = z.infer<typeof InvestmentTerm>;
