// `npm run sandbox -- [--port 4010] [--host 127.0.0.1]
//                    [--data DIR | --memory | --database-url-file FILE | --database URL]
//                    [--key KEY --secret SECRET | --credentials FILE] [--seed demo|none]
//                    [--signature-prefix P] [--signature-keys raw|hex]
//                    [--variant standard|minimal|extended] [--host-name NAME ...]
//                    [--allow-remote (--tls-cert FILE --tls-key FILE | --insecure-http)
//                     --operator-credentials FILE [--allow-private-webhooks]]`
// Secrets (the database URL with its password, the keys) come from files or the environment:
// a command line is visible to every user of the machine (`ps`).
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { RemoteSettings } from './operator';
import type { SandboxOptions } from './server';
import { PREPARED_DATABASE_FILE } from './supervisor';
import { HOST_VARIANTS } from './variants';
import './wasm-tiering';

const USAGE = `usage: npm run sandbox -- [--port 4010] [--host 127.0.0.1]
                      [--data DIR | --memory | --database-url-file FILE | --database URL]
                      [--key KEY --secret SECRET | --credentials FILE] [--seed demo|none]
                      [--signature-prefix PREFIX] [--signature-keys raw|hex]
                      [--variant standard|minimal|extended] [--host-name NAME ...]
                      [--allow-remote (--tls-cert FILE --tls-key FILE | --insecure-http)
                       --operator-credentials FILE [--allow-private-webhooks]]
  --database-url-file FILE  keeps the data on a PostgreSQL server (14 or newer), its URL
                      (postgres://USER:PASS@HOST:PORT/DB) read from FILE; env OM_SANDBOX_DATABASE_URL
                      works too. Several sandboxes on one database act as one host. (--database URL
                      also works, but shows the password to everyone who lists the processes.)
  --credentials FILE  the key and secret as the start prints them ("key: ..." and "secret: ..." lines);
                      env OM_SANDBOX_KEY and OM_SANDBOX_SECRET, or OM_SANDBOX_CREDENTIALS naming the file, work too.
                      A key given replaces the one printed before: that one stops working
  --allow-remote      listen on an address other than loopback (--host 0.0.0.0) for a team; needs
                      --tls-cert and --tls-key (PEM) or --insecure-http, the names the sandbox
                      is reached by (--host-name sandbox.example.lan), and the operator API's own key;
                      prints the secret only on the start that generated it
  --operator-credentials FILE  the key and secret the operator API (/sandbox) takes on a remote
                      sandbox, in the same lines; env OM_SANDBOX_OPERATOR_KEY and OM_SANDBOX_OPERATOR_SECRET,
                      or OM_SANDBOX_OPERATOR_CREDENTIALS naming the file, work too
  --allow-private-webhooks  lets a remote sandbox send webhooks to loopback, private and link-local
                      addresses (refused otherwise)`;

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|::1)$/i;

const DatabaseUrl = z.string().regex(/^postgres(ql)?:\/\//, 'a PostgreSQL URL: postgres://USER:PASS@HOST:PORT/DB');

const Flags = z
  .object({
    port: z.coerce.number().int().min(0).max(65535),
    host: z.string().min(1),
    data: z.string().min(1).optional(),
    memory: z.boolean(),
    database: DatabaseUrl.optional(),
    'database-url-file': z.string().min(1).optional(),
    key: z.string().min(1).optional(),
    secret: z.string().min(1).optional(),
    credentials: z.string().min(1).optional(),
    seed: z.enum(['demo', 'none']).optional(),
    'signature-prefix': z.string().optional(),
    'signature-keys': z.enum(['raw', 'hex']),
    variant: z.enum(HOST_VARIANTS),
    'host-name': z.array(z.string().min(1)).optional(),
    'allow-remote': z.boolean(),
    'tls-cert': z.string().min(1).optional(),
    'tls-key': z.string().min(1).optional(),
    'insecure-http': z.boolean(),
    'operator-credentials': z.string().min(1).optional(),
    'allow-private-webhooks': z.boolean(),
  })
  .refine(
    (f) => [f.memory, f.data, f.database, f['database-url-file']].filter(Boolean).length <= 1,
    '--data, --memory, --database-url-file and --database exclude each other',
  )
  .refine((f) => Boolean(f.key) === Boolean(f.secret), '--key and --secret go together')
  .refine((f) => !(f.credentials && f.key), '--credentials and --key/--secret exclude each other')
  .refine(
    (f) => f['allow-remote'] || LOOPBACK_HOST.test(f.host),
    '--host other than a loopback address makes the sandbox reachable from other machines: add --allow-remote (see --help)',
  )
  .refine((f) => Boolean(f['tls-cert']) === Boolean(f['tls-key']), '--tls-cert and --tls-key go together')
  .refine((f) => !(f['tls-cert'] && f['insecure-http']), '--tls-cert/--tls-key and --insecure-http exclude each other')
  .refine(
    (f) => !f['allow-remote'] || f['tls-cert'] || f['insecure-http'],
    '--allow-remote needs --tls-cert and --tls-key, or --insecure-http to answer plain HTTP on purpose',
  )
  .refine(
    (f) => !f['allow-remote'] || (f['host-name'] ?? []).length > 0,
    '--allow-remote needs the names the sandbox is reached by: --host-name NAME (once per name; an IP address counts too)',
  )
  .refine((f) => f['allow-remote'] || !f['allow-private-webhooks'], '--allow-private-webhooks is for a sandbox with --allow-remote');

const OPERATOR_NEEDED =
  '--allow-remote needs the operator API\'s own key: --operator-credentials FILE ("key: ..." and "secret: ..." lines), or env OM_SANDBOX_OPERATOR_KEY and OM_SANDBOX_OPERATOR_SECRET';

/** `key: K` and `secret: S` lines, as the start prints them. */
function readCredentials(file: string, flag = '--credentials'): { key: string; secret: string } {
  const text = readFileSync(file, 'utf8');
  const line = (name: string) => new RegExp(`^${name}:[ \\t]*(\\S+)[ \\t]*$`, 'm').exec(text)?.[1];
  const [key, secret] = [line('key'), line('secret')];
  if (!key || !secret) throw new Error(`${flag} ${file}: needs a "key: ..." and a "secret: ..." line`);
  return { key, secret };
}

/** The database URL: given, read from a file, or (with no other storage named) from the environment. */
function databaseUrl(f: z.output<typeof Flags>): string | undefined {
  const file = f['database-url-file'];
  const url = f.database ?? (file ? readFileSync(file, 'utf8').trim() : f.data || f.memory ? undefined : process.env.OM_SANDBOX_DATABASE_URL);
  if (url === undefined) return undefined;
  const checked = DatabaseUrl.safeParse(url);
  if (!checked.success) throw new Error(`${file ? `--database-url-file ${file}` : 'OM_SANDBOX_DATABASE_URL'}: ${checked.error.issues[0]?.message ?? 'invalid'}`);
  return checked.data;
}

/** The operator API's key on a remote sandbox: from its file or the environment; refused as the API's own key. */
function operatorCredentials(f: z.output<typeof Flags>, api: { key?: string }): RemoteSettings | undefined {
  if (!f['allow-remote']) {
    if (f['operator-credentials']) throw new Error('--operator-credentials is for a sandbox with --allow-remote');
    return undefined;
  }
  const env = process.env;
  const file = f['operator-credentials'] ?? env.OM_SANDBOX_OPERATOR_CREDENTIALS;
  const operator = file
    ? readCredentials(file, '--operator-credentials')
    : env.OM_SANDBOX_OPERATOR_KEY && env.OM_SANDBOX_OPERATOR_SECRET
      ? { key: env.OM_SANDBOX_OPERATOR_KEY, secret: env.OM_SANDBOX_OPERATOR_SECRET }
      : undefined;
  if (!operator) throw new Error(OPERATOR_NEEDED);
  if (operator.key === api.key) throw new Error('the operator API\'s key must be another than the API\'s key');
  return { operator, privateWebhooks: f['allow-private-webhooks'] };
}

function options(): SandboxOptions & { allowRemote: boolean } {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string' },
      memory: { type: 'boolean', default: false },
      database: { type: 'string' },
      'database-url-file': { type: 'string' },
      key: { type: 'string', default: process.env.OM_SANDBOX_KEY },
      secret: { type: 'string', default: process.env.OM_SANDBOX_SECRET },
      credentials: { type: 'string', default: process.env.OM_SANDBOX_CREDENTIALS },
      seed: { type: 'string' },
      'signature-prefix': { type: 'string' },
      'signature-keys': { type: 'string', default: 'raw' },
      variant: { type: 'string', default: 'standard' },
      'host-name': { type: 'string', multiple: true },
      'allow-remote': { type: 'boolean', default: false },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      'insecure-http': { type: 'boolean', default: false },
      'operator-credentials': { type: 'string' },
      'allow-private-webhooks': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const flags = Flags.safeParse(values);
  if (!flags.success) {
    const issue = flags.error.issues[0];
    const flag = issue?.path.length ? `--${issue.path.join('.')}: ` : '';
    throw new Error(`${flag}${issue?.message ?? 'invalid flags'}`);
  }
  const f = flags.data;
  const credentials = f.credentials ? readCredentials(f.credentials) : { key: f.key, secret: f.secret };
  const tls = f['tls-cert'] && f['tls-key'] ? { cert: readFileSync(f['tls-cert']), key: readFileSync(f['tls-key']) } : undefined;
  const database = databaseUrl(f);
  return {
    port: f.port,
    host: f.host,
    dataDir: f.memory || database ? undefined : (f.data ?? '.sandbox'),
    database,
    remote: operatorCredentials(f, credentials),
    ...credentials,
    seed: f.seed,
    variant: f.variant,
    hostNames: f['host-name'],
    tls,
    allowRemote: f['allow-remote'],
    signature: { keys: f['signature-keys'], ...(f['signature-prefix'] === undefined ? {} : { prefix: f['signature-prefix'] }) },
  };
}

let sandboxOptions: ReturnType<typeof options>;
try {
  sandboxOptions = options();
} catch (error) {
  console.error(`sandbox: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

// The server's modules (Fastify, PGlite, every route) load once the flags are good: a refused
// command line answers at once.
const { startSandbox } = await import('./server');
// Run from source: the prepared database `npm run build` made, when there is one.
const prepared = fileURLToPath(new URL(`../../out/main/${PREPARED_DATABASE_FILE}`, import.meta.url));
const sandbox = await startSandbox({ ...sandboxOptions, prepared }).catch((error: unknown) => {
  console.error(`sandbox: could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
// Stops cleanly from the moment its lines are out: whoever reads them may stop it at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('sandbox: could not close cleanly:', error);
        process.exit(1);
      },
    );
  });
}

// Reached by the name it answers to: the address it listens on may be every address (0.0.0.0).
const named = sandboxOptions.allowRemote && sandboxOptions.hostNames?.[0];
const baseUrl = named ? sandbox.baseUrl.replace(/\/\/[^/]+/, `//${isIP(named) === 6 ? `[${named}]` : named}:${new URL(sandbox.baseUrl).port}`) : sandbox.baseUrl;
console.log(`base_url: ${baseUrl}`);
console.log(`key: ${sandbox.key}`);
// A team sandbox's log is read by more people than its secret is for: only the start that made it shows it.
if (!sandboxOptions.allowRemote || sandbox.generated) console.log(`secret: ${sandbox.secret}`);
