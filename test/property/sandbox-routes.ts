// Every route the sandbox's Fastify app has, as Fastify itself registers it (its `onRoute`
// hook), so a route added later is fuzzed without anyone listing it here.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface Route {
  method: string;
  /** With its parameters, e.g. `/api/v1/projects/:id/stats`. */
  path: string;
  /** The names of its parameters, in the path's order. */
  params: string[];
}

/** Fastify announces each instance it creates on this channel, before any route is added. */
const INITIALIZATION = 'fastify.initialization';

/**
 * Runs `start` (which builds the sandbox's app in this process) and answers what it started
 * with every route any Fastify instance created meanwhile registered.
 */
export async function collectRoutes<T>(start: () => Promise<T>): Promise<{ started: T; routes: Route[] }> {
  const routes: Route[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options: RouteOptions) => {
      for (const method of [options.method].flat()) routes.push(routeOf(method, options.url));
    });
  };
  subscribe(INITIALIZATION, onInstance);
  try {
    return { started: await start(), routes };
  } finally {
    unsubscribe(INITIALIZATION, onInstance);
  }
}

function routeOf(method: string, url: string): Route {
  return { method, path: url, params: [...url.matchAll(/:(\w+)/g)].map(([, name]) => name as string) };
}
