// Certificate checks stay on whatever the environment says: a host with a self-signed
// certificate (made here with openssl) is refused even with NODE_TLS_REJECT_UNAUTHORIZED=0.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { type Server, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';

let dir: string;
let server: Server;
let origin: string;
let answered = 0;
const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-tls-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], {
    stdio: 'ignore',
  });
  server = createServer({ key: await readFile(key), cert: await readFile(cert) }, (_request, response) => {
    answered++;
    response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
});
afterAll(async () => {
  if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('certificate checks', () => {
  it('are switched off by the variable for an agent that leaves them to the default', async () => {
    // The control: without this, the next test would prove nothing.
    const pool = new Pool(origin);
    const response = await pool.request({ method: 'GET', path: '/' });
    expect(response.statusCode).toBe(200);
    await response.body.dump();
    await pool.close();
  });

  it('stay on in the client: the self-signed host is refused and sees no request', async () => {
    const seen = answered;
    const client = createClient({ baseUrl: `${origin}/api/v1`, key: 'k', secret: 's', maxTries: 1 });
    await expect(client.projects.list()).rejects.toMatchObject({ kind: 'certificate', message: expect.stringMatching(/CN=localhost.*: it is self-signed/) as string });
    expect(answered).toBe(seen);
    await client.close();
  });
});
