import type { FastifyInstance } from 'fastify';
import { TermsForm } from '../../../src-shared/wire/investment-terms';
import type { RoutesOptions } from '../context';
import { insertInvestmentTerm, listInvestmentTerms } from '../db/investment-terms';
import { parseForm } from '../http';
import { type UserProjectParams, requireUserProject } from './orders';

export default async function investmentTermsRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  const path = '/users/:user_id/projects/:project_id/investment_terms';

  app.get<{ Params: UserProjectParams }>(path, async (request) => {
    const { user, project } = await requireUserProject(ctx.db, request.params);
    return listInvestmentTerms(ctx.db, user.id, project.id);
  });

  app.post<{ Params: UserProjectParams }>(path, async (request, reply) => {
    parseForm(TermsForm, 'terms', request.body);
    const term = await ctx.write(async (tx) => {
      const { user, project } = await requireUserProject(tx, request.params);
      return insertInvestmentTerm(tx, user.id, project.id);
    });
    return reply.code(201).send(term);
  });
}
