// projects.*: the offerings.
import { z } from 'zod';
import { OrderStatusFilter } from '../wire/orders';
import type { Success } from '../wire/common';
import { type Project, ProjectForm, type ProjectStats } from '../wire/projects';
import { ById, Id, None, out } from './common';

export const channels = {
  'projects.list': { input: None, output: out<Project[]>() },
  'projects.get': { input: ById, output: out<Project>() },
  'projects.stats': { input: z.object({ id: Id, status: OrderStatusFilter.optional() }), output: out<ProjectStats>() },
  'projects.create': { hostWrite: true, input: z.object({ project: ProjectForm }), output: out<Project>(), invalidates: ['projects.list'] },
  'projects.update': {
    hostWrite: true,
    input: z.object({ id: Id, project: ProjectForm }),
    output: out<Project>(),
    invalidates: ['projects.list', 'projects.get', 'projects.stats'],
  },
  'projects.delete': { hostWrite: true, input: ById, output: out<Success>(), invalidates: ['projects.list'] },
} as const;
