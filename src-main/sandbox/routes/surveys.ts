import type { FastifyInstance } from 'fastify';
import { SurveyForm, SurveyListQuery } from '../../../src-shared/wire/surveys';
import type { RoutesOptions } from '../context';
import { insertSurvey, listSurveys } from '../db/surveys';
import { parseForm, parseQuery } from '../http';
import { requireUser } from './users';

type UserParams = { Params: { user_id: string } };

export default async function surveysRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  const path = '/users/:user_id/surveys';

  app.get<UserParams>(path, async (request) => {
    const { name } = parseQuery(SurveyListQuery, request.query);
    const user = await requireUser(ctx.db, request.params.user_id);
    return listSurveys(ctx.db, user.id, name);
  });

  // A survey taken again is added, not replaced: the answers' history stays for compliance.
  app.post<UserParams>(path, async (request, reply) => {
    const form = parseForm(SurveyForm, 'survey', request.body);
    const survey = await ctx.write(async (tx) => insertSurvey(tx, (await requireUser(tx, request.params.user_id)).id, form));
    return reply.code(201).send(survey);
  });
}
