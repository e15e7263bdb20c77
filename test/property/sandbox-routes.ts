// Every route the sandbox's Fastify app has, read from its route tree, so a route added
// later is fuzzed without anyone listing it here.
import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  /** With its parameters, e.g. `/api/v1/projects/:id/stats`. */
  path: string;
  /** Per parameter in the path, every name the routes sharing that node give it. */
  params: string[][];
}

const LINE = /^([│├└─ ]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/u;

/**
 * Parses `printRoutes({ commonPrefix: false })`: each line is a node of the radix tree, its
 * text appended to its parent's (`/:id|:project_id` is one parameter two routes name apart).
 */
export function sandboxRoutes(app: FastifyInstance): Route[] {
  const parents: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = Math.round([...indent].length / 4) - 1;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) routes.push(routeOf(method, path));
  }
  return routes;
}

function routeOf(method: string, tree: string): Route {
  const params: string[][] = [];
  const path = tree.replace(/:[\w|:]+/g, (names) => {
    const alternatives = names.split('|').map((n) => n.replace(/^:/, ''));
    params.push(alternatives);
    return `:${alternatives[0]}`;
  });
  return { method, path, params };
}
