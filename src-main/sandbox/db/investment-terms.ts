import type { InvestmentTerm } from '../../../src-shared/wire/investment-terms';
import { type Queryable, one, rows } from './store';

interface TermRow {
  id: string;
  user_id: string;
  project_id: string;
  accepted: boolean;
  accepted_at: Date;
  seq: number;
}

const toTerm = ({ seq: _seq, ...r }: TermRow): InvestmentTerm => ({ ...r, accepted_at: r.accepted_at.toISOString() });

export async function listInvestmentTerms(q: Queryable, userId: string, projectId: string): Promise<InvestmentTerm[]> {
  return (
    await rows<TermRow>(
      q,
      'select * from investment_terms where user_id = $1 and project_id = $2 order by accepted_at, seq',
      [userId, projectId],
    )
  ).map(toTerm);
}

export async function insertInvestmentTerm(q: Queryable, userId: string, projectId: string): Promise<InvestmentTerm> {
  const row = await one<TermRow>(
    q,
    'insert into investment_terms (user_id, project_id, accepted) values ($1, $2, true) returning *',
    [userId, projectId],
  );
  return toTerm(row as TermRow);
}

export async function hasAcceptedInvestmentTerms(q: Queryable, userId: string, projectId: string): Promise<boolean> {
  const row = await one(
    q,
    'select 1 from investment_terms where user_id = $1 and project_id = $2 and accepted limit 1',
    [userId, projectId],
  );
  return row !== undefined;
}
