import { z } from 'zod';
import { Survey, type SurveyForm, type SurveyListQuery } from '../../src-shared/wire/surveys';
import { type Transport, encodeSegment as seg } from './transport';

export function surveysClient(http: Transport) {
  const path = (userId: string) => `/users/${seg(userId)}/surveys`;
  return {
    /** All the user's surveys, or those of one name. */
    list: (userId: string, query: SurveyListQuery = {}) =>
      http.request({ method: 'GET', path: path(userId), query }, z.array(Survey)),
    create: (userId: string, survey: SurveyForm) => http.request({ method: 'POST', path: path(userId), body: { survey } }, Survey),
  };
}
export type SurveysClient = ReturnType<typeof surveysClient>;
