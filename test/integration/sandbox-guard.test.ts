// What the sandbox refuses before it does any work: a request naming no known key (before its
// body is read), a Host that is not its own (DNS rebinding), connections past its limit.
import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, acceptedHosts } from '../../src-main/sandbox/server';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox<Sandbox>;
let port: number;

beforeAll(async () => {
  t = await startTestSandbox({ hostNames: ['desk.team.example'] });
  port = Number(new URL(t.sandbox.baseUrl).port);
});
afterAll(() => t.close());

interface Answer {
  status: number;
  json: unknown;
}

/** Sends the request line and headers, and `body` when given (else never a byte of it), and waits for the answer. */
function post(path: string, headers: Record<string, string | number>, body?: string): Promise<{ answer: Answer; sent: ClientRequest }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method: 'POST', path, headers });
    sent.on('error', reject);
    sent.on('response', (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ answer: { status: response.statusCode ?? 0, json: JSON.parse(text) }, sent }));
    });
    if (body === undefined) sent.flushHeaders();
    else sent.end(body);
  });
}

function get(path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : undefined }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the key is checked before the body is read', () => {
  it('answers a wrong key 401 while the body is still unsent', async () => {
    const { answer, sent } = await post('/api/v1/users', {
      authorization: 'Bearer not-a-key',
      'x-signature': 'x',
      'content-type': 'application/json',
      'content-length': 512 * 1024,
    });
    sent.destroy();
    expect(answer).toEqual({ status: 401, json: { error: expect.objectContaining({ status: 401, code: 'unauthorized' }) as object } });
  });

  it('answers a body over the size limit with a wrong key 401, not 413', async () => {
    const { answer, sent } = await post('/api/v1/users', { 'content-type': 'application/json', 'content-length': 50 * 1024 * 1024 });
    sent.destroy();
    expect(answer.status).toBe(401);
  });

  it('still checks the signature of a known key', async () => {
    const { answer, sent } = await post('/api/v1/users', {
      authorization: `Bearer ${t.sandbox.key}`,
      'x-signature': 'forged',
      'content-type': 'application/json',
      'content-length': 2,
    }, '{}');
    sent.destroy();
    expect(answer.status).toBe(401);
  });
});

describe('the Host header', () => {
  it('refuses a name that is not its own, on every route, with the error shape', async () => {
    for (const path of ['/api/v1/projects', '/sandbox/status', '/video/x', '/nowhere']) {
      const answer = await get(path, `attacker.example:${port}`);
      expect(answer, path).toEqual({ status: 421, json: { error: expect.objectContaining({ status: 421, code: 'misdirected_request' }) as object } });
    }
    expect((await get('/api/v1/projects', `127.0.0.1:${port + 1}`)).status).toBe(421);
  });

  it('answers its own address, localhost and the names it was given', async () => {
    await expect(t.client.projects.list()).resolves.toEqual([]);
    for (const host of [`localhost:${port}`, `LOCALHOST:${port}`, 'desk.team.example', `desk.team.example:${port}`]) {
      expect((await get('/api/v1/projects', host)).status, host).toBe(401);
    }
  });

  it('accepts any Host on another address only when it was given names', () => {
    expect(acceptedHosts('0.0.0.0', 4010)).toBeUndefined();
    expect(acceptedHosts('0.0.0.0', 4010, ['Team.Example'])).toEqual(new Set(['team.example', 'team.example:4010']));
    expect(acceptedHosts('::1', 4010)).toEqual(new Set(['[::1]:4010', 'localhost:4010']));
  });
});

describe('connections', () => {
  it('serves at most 256 at once by default; the next is dropped', async () => {
    expect(t.sandbox.app.server.maxConnections).toBe(256);
    const open = await new Promise<number>((resolve, reject) =>
      t.sandbox.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    const connected = (socket: Socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const sockets = Array.from({ length: 256 - open }, () => connect(port, '127.0.0.1').on('error', () => {}));
    await Promise.all(sockets.map(connected));
    try {
      const extra = connect(port, '127.0.0.1').on('error', () => {});
      const ended = await new Promise<string>((resolve) => {
        extra.on('data', () => resolve('answered'));
        extra.on('close', () => resolve('closed'));
        extra.on('connect', () => extra.write(`GET /api/v1/projects HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`));
      });
      expect(ended).toBe('closed');
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
