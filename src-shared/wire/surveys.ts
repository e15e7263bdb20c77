import { z } from 'zod';
import { Id, Timestamp, requiredText, resource } from './common';

const Answer = z.union([z.string().max(2000, 'too_long'), z.number(), z.boolean()], {
  error: 'answer',
});

const QuestionKey = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/);

/**
 * SurveyForm (wrapper `survey`): a name and one answer per question key. A JSON object holds
 * each key once, so the spec's "one unique key per question" holds by construction.
 */
export const SurveyForm = z.object({
  name: requiredText(100),
  data: z
    .record(QuestionKey, Answer, {
      error: (issue) => (issue.code === 'invalid_key' ? 'question_key' : 'answers'),
    })
    .refine((data) => Object.keys(data).length > 0, 'no_answer'),
});
export type SurveyForm = z.input<typeof SurveyForm>;

/** The spec names a name and a data object. */
export const Survey = resource({
  id: Id,
  name: z.string(),
  data: z.record(z.string(), z.unknown()),
  user_id: Id.optional(),
  created_at: Timestamp.optional(),
});
export type Survey = z.infer<typeof Survey>;

export const SurveyListQuery = z.object({ name: z.string().optional() });
export type SurveyListQuery = z.input<typeof SurveyListQuery>;
