// A throwaway PostgreSQL cluster for the tests: initdb and pg_ctl from the Debian package
// (/usr/lib/postgresql/<version>/bin) in a temp folder, on a random loopback port, with a
// random password. PostgreSQL refuses to run as root, so a root run (CI) starts it as the
// unprivileged user `postgres` the package creates.
import { type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// The run's cluster, as test/support/postgres-setup.ts gives it to the test files.
declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | undefined;
  }
}

export interface PostgresCluster {
  /** `postgres://postgres:PASSWORD@127.0.0.1:PORT/postgres` */
  url: string;
  /** A new empty database in the cluster; its URL. */
  createDatabase(): Promise<string>;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
}

const PACKAGE_BINS = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBin(): string | undefined {
  if (!existsSync(PACKAGE_BINS)) return undefined;
  const versions = readdirSync(PACKAGE_BINS)
    .filter((v) => existsSync(join(PACKAGE_BINS, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(PACKAGE_BINS, versions[0], 'bin');
}

/** uid and gid of `postgres` when this process is root (PostgreSQL will not run as root). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root, and there is no user `postgres` to run PostgreSQL as (apt-get install postgresql)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

let databases = 0;

/** A new empty database on the server of `url` (a superuser's); its URL. */
export async function createDatabase(url: string): Promise<string> {
  const name = `sandbox_${process.pid}_${++databases}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.href;
}

/** Starts a new cluster; durability is off (fsync), it is thrown away after the run. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error(`no PostgreSQL under ${PACKAGE_BINS} (apt-get install postgresql)`);
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-pg-'));
  const data = join(dir, 'data');
  const password = randomBytes(18).toString('base64url');
  writeFileSync(join(dir, 'password'), password, { mode: 0o600 });
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(join(dir, 'password'), user.uid, user.gid);
  }
  const as: SpawnOptions = { ...user, cwd: dir, env: { ...process.env, LC_ALL: 'C.UTF-8' } };
  const pgCtl = join(bin, 'pg_ctl');
  let started = false;
  const stopNow = () => {
    if (started) spawnSync(pgCtl, ['stop', '-D', data, '-m', 'immediate'], as);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${join(dir, 'password')}`, '-E', 'UTF8', '--no-sync'], as);
    const port = await freePort();
    const settings = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200'];
    await run(pgCtl, ['start', '-w', '-D', data, '-l', join(dir, 'log'), '-o', settings.join(' ')], as);
    started = true;
    // A test run that ends without stop() leaves no server behind.
    process.once('exit', stopNow);
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    return {
      url,
      createDatabase: () => createDatabase(url),
      async stop() {
        process.removeListener('exit', stopNow);
        if (started) await run(pgCtl, ['stop', '-D', data, '-m', 'fast'], as);
        started = false;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stopNow();
    throw error;
  }
}
