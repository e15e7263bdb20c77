// The integration tests' PostgreSQL when they run on it (`SANDBOX_DATABASE=postgres`): one
// throwaway cluster for the run, its URL given to the test files; each sandbox gets a database of its own.
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.SANDBOX_DATABASE !== 'postgres') {
    project.provide('postgresUrl', undefined);
    return undefined;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
