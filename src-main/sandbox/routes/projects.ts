import type { FastifyInstance } from 'fastify';
import { ProjectForm, ProjectStatsQuery } from '../../../src-shared/wire/projects';
import type { RoutesOptions } from '../context';
import {
  type Project,
  deleteProject,
  findProject,
  findProjectByCode,
  insertProject,
  listProjects,
  projectHasOrders,
  projectHasSnapshots,
  projectStats,
  updateProject,
} from '../db/projects';
import { type Queryable, isUniqueViolation } from '../db/store';
import { HttpError, invalid, notFound, parseForm, parseId, parseQuery, parseUpdate } from '../http';

type IdParams = { Params: { id: string } };

function codeTaken(error: unknown): never {
  if (isUniqueViolation(error, 'projects_code_key')) throw invalid({ code: ['has already been taken'] });
  throw error;
}

export async function requireProject(q: Queryable, id: string | undefined): Promise<Project> {
  const project = await findProject(q, parseId(id, 'Project'));
  if (!project) throw notFound('Project');
  return project;
}

export default async function projectsRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  app.get('/projects', () => listProjects(ctx.db));

  app.post('/projects', async (request, reply) => {
    const form = parseForm(ProjectForm, 'project', request.body);
    const project = await ctx.write((tx) => insertProject(tx, form)).catch(codeTaken);
    return reply.code(201).send(project);
  });

  app.get<IdParams>('/projects/:id', (request) => requireProject(ctx.db, request.params.id));

  app.get<{ Params: { code: string } }>('/projects/by_code/:code', async (request) => {
    const project = await findProjectByCode(ctx.db, request.params.code);
    if (!project) throw notFound('Project');
    return project;
  });

  app.put<IdParams>('/projects/:id', async (request, reply) => {
    const project = await ctx
      .write(async (tx) => {
        const current = await requireProject(tx, request.params.id);
        return updateProject(tx, current.id, parseUpdate(ProjectForm, 'project', request.body, current));
      })
      .catch(codeTaken);
    return reply.code(201).send(project);
  });

  app.delete<IdParams>('/projects/:id', async (request) => {
    await ctx.write(async (tx) => {
      const project = await requireProject(tx, request.params.id);
      if (await projectHasOrders(tx, project.id)) {
        throw new HttpError(422, 'project_has_orders', 'A project with orders cannot be deleted');
      }
      if (await projectHasSnapshots(tx, project.id)) {
        throw new HttpError(
          422,
          'project_prepared_for_distribution',
          'A project prepared for distribution cannot be deleted: its snapshots are kept',
        );
      }
      await deleteProject(tx, project.id);
    });
    return { success: true };
  });

  app.get<IdParams & { Querystring: Record<string, string> }>('/projects/:id/stats', async (request) => {
    const { status } = parseQuery(ProjectStatsQuery, request.query);
    const project = await requireProject(ctx.db, request.params.id);
    return projectStats(ctx.db, project.id, status);
  });
}
