// `npm run sandbox -- [--port 4010] [--host 127.0.0.1] [--data DIR | --memory]
//                    [--key KEY --secret SECRET] [--seed demo|none]
//                    [--signature-prefix P] [--signature-keys raw|hex]
//                    [--variant standard|minimal|extended] [--host-name NAME ...]`
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type SandboxOptions, startSandbox } from './server';
import { PREPARED_DATABASE_FILE } from './supervisor';
import { HOST_VARIANTS } from './variants';

const USAGE = `usage: npm run sandbox -- [--port 4010] [--host 127.0.0.1] [--data DIR | --memory]
                      [--key KEY --secret SECRET] [--seed demo|none]
                      [--signature-prefix PREFIX] [--signature-keys raw|hex]
                      [--variant standard|minimal|extended] [--host-name NAME ...]`;

const Flags = z
  .object({
    port: z.coerce.number().int().min(0).max(65535),
    host: z.string().min(1),
    data: z.string().min(1).optional(),
    memory: z.boolean(),
    key: z.string().min(1).optional(),
    secret: z.string().min(1).optional(),
    seed: z.enum(['demo', 'none']).optional(),
    'signature-prefix': z.string().optional(),
    'signature-keys': z.enum(['raw', 'hex']),
    variant: z.enum(HOST_VARIANTS),
    'host-name': z.array(z.string().min(1)).optional(),
  })
  .refine((f) => !(f.memory && f.data), '--data and --memory exclude each other')
  .refine((f) => Boolean(f.key) === Boolean(f.secret), '--key and --secret go together');

function options(): SandboxOptions {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string' },
      memory: { type: 'boolean', default: false },
      key: { type: 'string', default: process.env.OM_SANDBOX_KEY },
      secret: { type: 'string', default: process.env.OM_SANDBOX_SECRET },
      seed: { type: 'string' },
      'signature-prefix': { type: 'string' },
      'signature-keys': { type: 'string', default: 'raw' },
      variant: { type: 'string', default: 'standard' },
      'host-name': { type: 'string', multiple: true },
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
  return {
    port: f.port,
    host: f.host,
    dataDir: f.memory ? undefined : (f.data ?? '.sandbox'),
    key: f.key,
    secret: f.secret,
    seed: f.seed,
    variant: f.variant,
    hostNames: f['host-name'],
    signature: { keys: f['signature-keys'], ...(f['signature-prefix'] === undefined ? {} : { prefix: f['signature-prefix'] }) },
  };
}

let sandboxOptions: SandboxOptions;
try {
  sandboxOptions = options();
} catch (error) {
  console.error(`sandbox: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

// Run from source: the prepared database `npm run build` made, when there is one.
const prepared = fileURLToPath(new URL(`../../out/main/${PREPARED_DATABASE_FILE}`, import.meta.url));
const sandbox = await startSandbox({ ...sandboxOptions, prepared });
console.log(`base_url: ${sandbox.baseUrl}`);
console.log(`key: ${sandbox.key}`);
console.log(`secret: ${sandbox.secret}`);

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
