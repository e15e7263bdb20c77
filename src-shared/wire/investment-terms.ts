import { z } from 'zod';
import { Id, Timestamp, resource } from './common';

/** InvestmentTermForm and IdentityTermForm: `{"terms": {"accepted": true}}`. */
export const TermsForm = z.object({
  accepted: z.literal(true, { error: 'accepted' }),
});
export type TermsForm = z.input<typeof TermsForm>;

/** The spec names the resource only. */
export const InvestmentTerm = resource({
  id: Id,
  user_id: Id.optional(),
  project_id: Id.optional(),
  accepted: z.boolean().optional(),
  accepted_at: Timestamp.optional(),
});
export type InvestmentTerm = z.infer<typeof InvestmentTerm>;
