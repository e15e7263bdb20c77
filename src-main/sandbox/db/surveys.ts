import type { z } from 'zod';
import type { Survey, SurveyForm } from '../../../src-shared/wire/surveys';
import { type Queryable, insertRow, rows } from './store';

type SurveyRow = Omit<Survey, 'created_at'> & { created_at: Date; seq: number };

const toSurvey = ({ seq: _seq, ...r }: SurveyRow): Survey => ({ ...r, created_at: r.created_at.toISOString() });

/** Oldest first: the last of a name is the investor's current answer. */
export async function listSurveys(q: Queryable, userId: string, name?: string): Promise<Survey[]> {
  const found = await rows<SurveyRow>(
    q,
    'select * from surveys where user_id = $1 and ($2::text is null or name = $2) order by created_at, seq',
    [userId, name ?? null],
  );
  return found.map(toSurvey);
}

export async function insertSurvey(q: Queryable, userId: string, form: z.output<typeof SurveyForm>): Promise<Survey> {
  const values = { user_id: userId, name: form.name, data: JSON.stringify(form.data) };
  return toSurvey(await insertRow<SurveyRow>(q, 'surveys', values));
}
