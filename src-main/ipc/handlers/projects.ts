// projects.*: the offerings, read and changed on the active connection.
import type { AreaHandlers, HandlerContext } from '../services';

export function projectsHandlers({ read }: HandlerContext): AreaHandlers<'projects'> {
  return {
    'projects.list': () => read((c) => c.projects.list()),
    'projects.get': ({ id }) => read((c) => c.projects.get(id)),
    'projects.stats': ({ id, status }) => read((c) => c.projects.stats(id, { status })),
    'projects.create': ({ project }, write) =>
      write({ code: project.code }, (c) => c.projects.create(project), (p) => ({ project_id: p.id })),
    'projects.update': ({ id, project }, write) => write({ project_id: id }, (c) => c.projects.update(id, project)),
    'projects.delete': ({ id }, write) => write({ project_id: id }, (c) => c.projects.delete(id)),
  };
}
