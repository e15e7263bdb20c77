import { Success } from '../../src-shared/wire/common';
import { Project, type ProjectForm, ProjectStats, type ProjectStatsQuery } from '../../src-shared/wire/projects';
import { type Transport, encodeSegment as seg } from './transport';

export function projectsClient(http: Transport) {
  return {
    list: () => http.list({ method: 'GET', path: '/projects' }, Project),
    get: (id: string) => http.request({ method: 'GET', path: `/projects/${seg(id)}` }, Project),
    byCode: (code: string) => http.request({ method: 'GET', path: `/projects/by_code/${seg(code)}` }, Project),
    create: (project: ProjectForm) => http.request({ method: 'POST', path: '/projects', body: { project } }, Project),
    /** Changes only the fields given. */
    update: (id: string, project: Partial<ProjectForm>) =>
      http.request({ method: 'PUT', path: `/projects/${seg(id)}`, body: { project } }, Project),
    delete: (id: string) => http.request({ method: 'DELETE', path: `/projects/${seg(id)}` }, Success),
    stats: (id: string, query: ProjectStatsQuery = {}) =>
      http.request({ method: 'GET', path: `/projects/${seg(id)}/stats`, query }, ProjectStats),
  };
}
export type ProjectsClient = ReturnType<typeof projectsClient>;
