// `npm run sandbox`: the flags and the printed lines of docs/sandbox.md, a clean stop on
// SIGTERM, data kept across a restart with --data, and the demo seed.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OfferingClient, createClient, createOperatorClient } from '../../src-main/client';
import { ORDER_STATUSES } from '../../src-shared/wire/orders';
import { sign, signatureDate } from '../../src-main/signature';
import { isLive } from '../../src-shared/wire/projects';
import { projectForm } from '../support/fixtures';
import { type SandboxProcess, runSandboxCli as run, startSandboxProcess as start } from '../support/sandbox-process';

/** The demo investors' KYC: complete, with gaps, waiting on a session, and a business. */
async function expectDemoKyc(client: OfferingClient) {
  const incomplete = async (email: string) => {
    const { id } = await client.users.findByEmail(email);
    return Object.entries(await client.kyc.status(id)).flatMap(([name, check]) => (check.status === 'incomplete' ? [name] : []));
  };
  expect(await incomplete('anna.schmidt@example.com')).toEqual([]);
  expect(await incomplete('greta.hoffmann@example.com')).toEqual(['identity', 'bank_account', 'video_identification', 'documents']);
  expect(await incomplete('invest@nordlicht-energie.example')).toEqual([]);

  const liam = await client.users.findByEmail('liam.walsh@example.com');
  const [identity] = await client.kyc.identities.list(liam.id);
  expect(identity?.video_identifications.map((v) => v.status)).toEqual(['pending']);
  const business = await client.users.findByEmail('invest@nordlicht-energie.example');
  expect((await client.kyc.businessOwners.list(business.id)).map((o) => o.share)).toEqual(['60.00', '40.00']);
  expect(await client.kyc.legalRepresentatives.list(business.id)).toHaveLength(1);
}

const clientOf = ({ lines }: SandboxProcess) => createClient({ baseUrl: lines.base_url, key: lines.key, secret: lines.secret });

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'od-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run sandbox', () => {
  it('starts on a new data folder with demo data, stops cleanly, and keeps its data and key', async () => {
    const first = await start(['--port', '0', '--data', dataDir]);
    expect(first.lines.base_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    expect(first.lines.key).toMatch(/^om_[0-9a-f]{24}$/);
    expect(first.lines.secret).toMatch(/^[0-9a-f]{40}$/);
    const client = clientOf(first);

    const projects = await client.projects.list();
    const now = new Date();
    expect(projects.filter((p) => isLive(p, now))).not.toHaveLength(0);
    expect(projects.filter((p) => Date.parse(p.start_date) > now.getTime())).not.toHaveLength(0);
    expect(projects.filter((p) => Date.parse(p.end_date) < now.getTime())).not.toHaveLength(0);
    const statuses = new Set((await client.orders.list()).map((o) => o.status));
    expect([...statuses].sort()).toEqual([...ORDER_STATUSES].sort());
    expect((await client.users.findByEmail('anna.schmidt@example.com')).approved).toBe(true);
    expect((await client.users.findByEmail('greta.hoffmann@example.com')).approved).toBe(false);
    await expectDemoKyc(client);
    // The ended project was distributed; an investor has custody accounts with transactions.
    const ended = await client.projects.byCode('ROOF-24');
    expect(await client.distribution.payouts(ended.id)).toMatchObject([{ orders_count: 2, total_amount: '3500.00' }]);
    expect((await client.custody.assets()).map((a) => a.symbol)).toEqual(['DEUR', 'SOLAR26']);
    const anna = await client.users.findByEmail('anna.schmidt@example.com');
    const [holder] = await client.custody.holders(anna.id);
    const balances = await client.custody.balances({ userId: anna.id, holderId: holder?.id as string });
    expect(balances.map((b) => [b.symbol, b.balance])).toEqual([['DEUR', '1299.50'], ['SOLAR26', '1000.00']]);

    const added = await client.projects.create(projectForm());
    await client.close();
    expect(await first.stop()).toBe(0);

    const second = await start(['--port', '0', '--data', dataDir, '--seed', 'demo']);
    expect(second.lines.key).toBe(first.lines.key);
    expect(second.lines.secret).toBe(first.lines.secret);
    const again = clientOf(second);
    const codes = (await again.projects.list()).map((p) => p.code);
    expect(codes).toContain(added.code);
    expect(codes).toHaveLength(projects.length + 1); // the demo seed is not added twice
    expect(await again.kyc.identities.list(anna.id)).toHaveLength(1);
    await again.close();
    expect(await second.stop()).toBe(0);
  });

  it('runs in memory with the key and secret given, empty with --seed none', async () => {
    const started = await start(['--port', '0', '--memory', '--seed', 'none', '--key', 'my-key', '--secret', 'my-secret']);
    expect(started.lines.key).toBe('my-key');
    expect(started.lines.secret).toBe('my-secret');
    const client = clientOf(started);
    expect(await client.projects.list()).toEqual([]);
    await client.close();
    expect(await started.stop()).toBe(0);
  });

  it('takes the key and secret from the environment', async () => {
    const started = await start(['--port', '0', '--memory'], { OM_SANDBOX_KEY: 'env-key', OM_SANDBOX_SECRET: 'env-secret' });
    expect(started.lines.key).toBe('env-key');
    const client = clientOf(started);
    await expect(client.config.get()).resolves.toHaveLength(1);
    await client.close();
    await started.stop();
  });

  it('plays the host variant given: --variant minimal sends orders with the named fields alone', async () => {
    const started = await start(['--port', '0', '--memory', '--variant', 'minimal']);
    const url = new URL(`${started.lines.base_url}/orders`);
    const signature = sign(started.lines.secret, { method: 'GET', path: url.pathname, date: signatureDate(new Date()) });
    const answer = await request(url, { headers: { authorization: `Bearer ${started.lines.key}`, 'x-signature': signature } });
    const orders = (await answer.body.json()) as object[];
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(Object.keys(order).sort()).toEqual(['amount', 'id', 'order_code', 'status']);
    expect(await started.stop()).toBe(0);
  });

  it.each([
    [['--port', 'x'], '--port'],
    [['--seed', 'lots'], '--seed'],
    [['--variant', 'tiny'], '--variant'],
    [['--memory', '--data', join(tmpdir(), 'x')], '--data, --memory, --database-url-file and --database exclude each other'],
    [['--database', 'mysql://x'], 'a PostgreSQL URL'],
    [['--host', '0.0.0.0'], 'add --allow-remote'],
    [['--host', '0.0.0.0', '--allow-remote', '--host-name', 'sandbox.lan'], '--allow-remote needs --tls-cert and --tls-key, or --insecure-http'],
    [['--host', '0.0.0.0', '--allow-remote', '--insecure-http'], '--allow-remote needs the names the sandbox is reached by'],
    [['--tls-cert', 'cert.pem'], '--tls-cert and --tls-key go together'],
    [['--key', 'only-a-key'], '--key and --secret'],
    [['--colour'], 'Unknown option'],
    [['--host', '0.0.0.0', '--allow-remote', '--insecure-http', '--host-name', 'sandbox.lan'], "--allow-remote needs the operator API's own key"],
    [['--allow-private-webhooks'], '--allow-private-webhooks is for a sandbox with --allow-remote'],
  ])('refuses %j with exit code 2 and the usage', async (args, message) => {
    await expectRefused(args, {}, message);
  });

  it('reads the database URL from a file or the environment, never needing it on the command line', async () => {
    const file = join(dataDir, 'database-url');
    await writeFile(file, 'mysql://user:pw@db.lan/x\n');
    await expectRefused(['--database-url-file', file], {}, `--database-url-file ${file}: a PostgreSQL URL`);
    await expectRefused([], { OM_SANDBOX_DATABASE_URL: 'mysql://user:pw@db.lan/x' }, 'OM_SANDBOX_DATABASE_URL: a PostgreSQL URL');
    await expectRefused(['--memory', '--database-url-file', file], {}, 'exclude each other');
  });
});

/** A start that ends at once with exit code 2, the message and the usage. */
async function expectRefused(args: string[], env: Record<string, string>, message: string): Promise<void> {
  const child = run(args, env);
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect(code).toBe(2);
  expect(err).toContain(message);
  expect(err).toContain('usage: npm run sandbox');
}

/** The operator API's key of the team sandboxes below, as IT passes it: in the environment. */
const OPERATOR_ENV = { OM_SANDBOX_OPERATOR_KEY: 'op_team', OM_SANDBOX_OPERATOR_SECRET: 'op-team-secret' };

/** A self-signed certificate for 127.0.0.1, made with the system's openssl. */
function selfSigned(dir: string): { cert: string; key: string } {
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  return { cert, key };
}

// Up to two starts each, several seconds apiece (half a minute on a busy machine).
describe('npm run sandbox for a team (--allow-remote)', { timeout: 300_000 }, () => {
  it('takes the key and secret from a file in the lines the start prints', async () => {
    const file = join(dataDir, 'credentials');
    await writeFile(file, 'base_url: http://elsewhere/api/v1\nkey: file-key\nsecret: file-secret\n');
    const started = await start(['--port', '0', '--memory', '--credentials', file]);
    expect(started.lines).toMatchObject({ key: 'file-key', secret: 'file-secret' });
    const client = clientOf(started);
    await expect(client.config.get()).resolves.toHaveLength(1);
    await client.close();
    expect(await started.stop()).toBe(0);
  });

  it('prints the secret only on the start that generated it', async () => {
    const dir = await mkdtemp(join(dataDir, 'team-'));
    const team = ['--port', '0', '--data', dir, '--seed', 'none', '--allow-remote', '--insecure-http', '--host-name', '127.0.0.1'];
    const first = await start(team, OPERATOR_ENV);
    expect(first.lines.secret).toMatch(/^[0-9a-f]{40}$/);
    expect(await first.stop()).toBe(0);

    const again = await start(team, OPERATOR_ENV, { secretLine: false });
    expect(again.lines.key).toBe(first.lines.key);
    const client = clientOf({ ...again, lines: { ...again.lines, secret: first.lines.secret } });
    await expect(client.projects.list()).resolves.toEqual([]);
    await client.close();
    expect(again.output()).not.toMatch(/^secret:/m);
    expect(await again.stop()).toBe(0);
  });

  it('answers HTTPS with the certificate given, to the host names given only (421 for others)', async () => {
    const tls = selfSigned(await mkdtemp(join(dataDir, 'tls-')));
    const started = await start(
      ['--port', '0', '--memory', '--seed', 'none', '--allow-remote', '--tls-cert', tls.cert, '--tls-key', tls.key, '--host-name', '127.0.0.1'],
      OPERATOR_ENV,
    );
    expect(started.lines.base_url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    const url = new URL(`${started.lines.base_url}/projects`);
    const ca = await readFile(tls.cert, 'utf8');
    const dispatcher = new Agent({ connect: { ca } });
    // The certificate is not the point here: TLS would check it against the foreign name.
    const anyName = new Agent({ connect: { ca, checkServerIdentity: () => undefined } });
    const headers = (host: string) => ({
      host,
      authorization: `Bearer ${started.lines.key}`,
      'x-signature': sign(started.lines.secret, { method: 'GET', path: url.pathname, date: signatureDate(new Date()) }),
    });
    try {
      const own = await request(url, { dispatcher, headers: headers(url.host) });
      expect([own.statusCode, await own.body.json()]).toEqual([200, []]);
      const foreign = await request(url, { dispatcher: anyName, headers: headers(`attacker.example:${url.port}`) });
      expect(foreign.statusCode).toBe(421);
      await foreign.body.dump();
    } finally {
      await dispatcher.close();
      await anyName.close();
    }
    expect(await started.stop()).toBe(0);
  });

  it("answers the operator API to the operator's key from a file, not to the API's key", async () => {
    const file = join(dataDir, 'operator');
    await writeFile(file, 'key: op_file\nsecret: op-file-secret\n');
    const started = await start(['--port', '0', '--memory', '--seed', 'none', '--allow-remote', '--insecure-http', '--host-name', '127.0.0.1',
      '--operator-credentials', file]);
    const operatorUrl = started.lines.base_url.replace(/\/api\/v1$/, '/sandbox');
    const asApi = createOperatorClient({ baseUrl: operatorUrl, key: started.lines.key, secret: started.lines.secret });
    const asOperator = createOperatorClient({ baseUrl: operatorUrl, key: 'op_file', secret: 'op-file-secret' });
    try {
      await expect(asApi.webhooks()).rejects.toMatchObject({ status: 401 });
      await expect(asOperator.webhooks()).resolves.toEqual([]);
      await expect(asOperator.addWebhook({ url: 'http://127.0.0.1:9/' })).rejects.toMatchObject({ status: 422 });
    } finally {
      await asApi.close();
      await asOperator.close();
    }
    expect(await started.stop()).toBe(0);
  });
});
