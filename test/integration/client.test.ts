// The signed client against hosts that misbehave: a local HTTP server plays the remote
// host (a boundary we do not own), so every failure mode is reproducible.
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src-main/client';
import { verify } from '../../src-main/signature';

interface Seen {
  method: string;
  url: string;
  body: Buffer;
  signatureValid: boolean;
}

type Behaviour = (seen: Seen, response: ServerResponse, request: IncomingMessage) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
});

const SECRET = 'host-secret';

async function fakeHost(behaviour: Behaviour) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const signatureValid = verify(
        SECRET,
        { method: request.method ?? '', path: request.url ?? '', body },
        String(request.headers['x-signature']),
        new Date(),
      );
      const entry = { method: request.method ?? '', url: request.url ?? '', body, signatureValid };
      seen.push(entry);
      behaviour(entry, response, request);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = createClient({
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    key: 'k',
    secret: SECRET,
    retryBaseDelayMs: 1,
    requestTimeoutMs: 300,
  });
  return { seen, client, port };
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const PROJECT = {
  id: '3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6978',
  code: 'P1',
  name: 'P',
  start_date: '2026-01-01',
  end_date: '2027-01-01T00:00:00Z',
  min_investment_amount: 100,
  volume: '1000.00',
  has_investment_survey: false,
  partner_customer_id: null,
  partner_iban: null,
  partner_bic: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('signed client', () => {
  it('signs the exact bytes it sends, non-ASCII and query string included', async () => {
    const host = await fakeHost((_seen, response) => json(response, 201, { ...PROJECT, name: 'Süd' }));
    await host.client.projects.create({
      code: 'P1',
      name: 'Süd – 日本',
      start_date: '2026-01-01',
      end_date: '2027-01-01',
      min_investment_amount: '100',
      volume: '1000',
    });
    await host.client.projects.stats(PROJECT.id, { status: 'paid' }).catch(() => undefined);
    expect(host.seen.map((s) => s.signatureValid)).toEqual([true, true]);
    expect(JSON.parse(host.seen[0]!.body.toString('utf8'))).toMatchObject({ project: { name: 'Süd – 日本' } });
    expect(host.seen[1]!.url).toBe(`/api/v1/projects/${PROJECT.id}/stats?status=paid`);
  });

  it('normalises amounts to decimal strings and keeps the digits of strings', async () => {
    const host = await fakeHost((_seen, response) => json(response, 200, PROJECT));
    expect(await host.client.projects.get(PROJECT.id)).toMatchObject({ min_investment_amount: '100', volume: '1000.00' });
  });

  it('retries a GET on 502, 503 and 504, up to three tries', async () => {
    const statuses = [502, 503, 200];
    const host = await fakeHost((_seen, response) => {
      const status = statuses.shift() ?? 504;
      if (status === 200) json(response, 200, [PROJECT]);
      else json(response, status, {});
    });
    await expect(host.client.projects.list()).resolves.toHaveLength(1);
    expect(host.seen).toHaveLength(3);
    await expect(host.client.projects.list()).rejects.toMatchObject({ kind: 'server', status: 504 });
    expect(host.seen).toHaveLength(6);
  });

  it('retries a GET after a dropped connection', async () => {
    let drops = 2;
    const host = await fakeHost((_seen, response, request) => {
      if (drops-- > 0) request.socket.destroy();
      else json(response, 200, [PROJECT]);
    });
    await expect(host.client.projects.list()).resolves.toHaveLength(1);
    expect(host.seen).toHaveLength(3);
  });

  it('never retries a POST, PUT or DELETE', async () => {
    const host = await fakeHost((_seen, response, request) => {
      if (request.method === 'DELETE') request.socket.destroy();
      else json(response, 503, {});
    });
    await expect(host.client.users.create({ name: 'A', email: 'a@example.com' })).rejects.toMatchObject({
      kind: 'server',
      status: 503,
    });
    await expect(host.client.users.update(PROJECT.id, { name: 'B' })).rejects.toMatchObject({ status: 503 });
    await expect(host.client.users.delete(PROJECT.id)).rejects.toMatchObject({ kind: 'network' });
    expect(host.seen.map((s) => s.method)).toEqual(['POST', 'PUT', 'DELETE']);
  });

  it('gives up after the request timeout, without retrying a write', async () => {
    const host = await fakeHost(() => undefined); // never answers
    await expect(host.client.projects.list()).rejects.toMatchObject({ kind: 'timeout' });
    expect(host.seen).toHaveLength(1);
    await expect(host.client.orders.cancel(PROJECT.id, PROJECT.id, PROJECT.id)).rejects.toMatchObject({ kind: 'timeout' });
    expect(host.seen).toHaveLength(2);
  });

  it('reports a connection refused as a network error', async () => {
    const host = await fakeHost(() => undefined);
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    await expect(host.client.config.get()).rejects.toMatchObject({ kind: 'network' });
  });

  it('turns an answer that does not match the schema into invalid_response naming the path and the field', async () => {
    const host = await fakeHost((seen, response) => {
      if (seen.url.endsWith('/config')) response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      else json(response, 200, { ...PROJECT, code: undefined, volume: 'lots' });
    });
    const error = await host.client.projects.get(PROJECT.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid_response', path: `/api/v1/projects/${PROJECT.id}` });
    expect((error as Error).message).toContain('"code"');
    await expect(host.client.config.get()).rejects.toMatchObject({ kind: 'invalid_response', message: expect.stringContaining('not JSON') as string });
  });

  it('reads a list item by item: a wrong item is named by its place, an answer that is no list and an error answer as any call', async () => {
    const answers = [
      (response: ServerResponse) => json(response, 200, [PROJECT, PROJECT, { ...PROJECT, code: 7 }]),
      (response: ServerResponse) => json(response, 200, { projects: [PROJECT] }),
      (response: ServerResponse) => json(response, 404, { error: { status: 404, code: 'not_found', message: 'gone' } }),
      (response: ServerResponse) => response.writeHead(200, { 'content-type': 'application/json' }).end(`[${JSON.stringify(PROJECT)},{"id":`),
      (response: ServerResponse) => json(response, 200, [PROJECT, { ...PROJECT, extra: 'kept' }]),
    ];
    const host = await fakeHost((_seen, response) => answers.shift()?.(response));
    await expect(host.client.projects.list()).rejects.toMatchObject({ kind: 'invalid_response', message: expect.stringContaining('at field "2.code"') as string });
    await expect(host.client.projects.list()).rejects.toMatchObject({ kind: 'invalid_response', message: expect.stringContaining('at field "(body)"') as string });
    await expect(host.client.projects.list()).rejects.toMatchObject({ kind: 'not_found', message: expect.stringContaining('404 gone') as string });
    await expect(host.client.projects.list()).rejects.toMatchObject({ kind: 'invalid_response', message: expect.stringContaining('200 answer is not JSON') as string });
    expect(await host.client.projects.list()).toMatchObject([{ code: PROJECT.code }, { code: PROJECT.code, extra: 'kept' }]);
  });

  it('maps statuses to kinds and carries the field messages of a 422', async () => {
    const answers: Array<[number, unknown]> = [
      [401, { error: { status: 401, code: 'unauthorized', message: 'no' } }],
      [404, { error: { status: 404, code: 'not_found', message: 'Project not found' } }],
      [405, { error: { status: 405, code: 'project_not_on_sale', message: 'not on sale' } }],
      [422, { error: { status: 422, code: 'validation_failed', message: 'bad', fields: { code: ['is required'] } } }],
      [409, 'conflict'],
      [500, ''],
    ];
    const host = await fakeHost((_seen, response) => {
      const [status, body] = answers.shift() ?? [500, ''];
      json(response, status, body);
    });
    const kinds = [];
    for (let i = 0; i < 6; i++) {
      const error = (await host.client.projects.delete(PROJECT.id).catch((e: unknown) => e)) as Record<string, unknown>;
      kinds.push([error.kind, error.status, error.code, error.fields]);
    }
    expect(kinds).toEqual([
      ['unauthorized', 401, 'unauthorized', undefined],
      ['not_found', 404, 'not_found', undefined],
      ['not_allowed', 405, 'project_not_on_sale', undefined],
      ['validation', 422, 'validation_failed', { code: ['is required'] }],
      ['bad_request', 409, undefined, undefined],
      ['server', 500, undefined, undefined],
    ]);
  });
});

describe('downloading the distribution list', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'od-download-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const csv = (response: ServerResponse, status = 200) => response.writeHead(status, { 'content-type': 'text/csv; charset=utf-8' });
  const ROWS = '0x52908400098527886e0f7030069857d2e4169ee7,1000.00\r\n0x52908400098527886e0f7030069857d2e4169ee8,0.10\r\n';

  /** The files in the folder: a failed download leaves no partial file behind. */
  const files = () => readdir(dir);

  it('writes the list as it comes, counting bytes and rows, and retries a 503 before the body', async () => {
    let first = true;
    const host = await fakeHost((_seen, response) => {
      if (first) {
        first = false;
        json(response, 503, {});
        return;
      }
      csv(response).write('address,amount\r\n');
      setTimeout(() => response.end(ROWS), 20);
    });
    const file = join(dir, 'list.csv');
    const seen: Array<{ bytes: number; rows: number }> = [];
    const result = await host.client.distribution.downloadList(PROJECT.id, file, { onProgress: (p) => seen.push(p) });
    expect(await readFile(file, 'utf8')).toBe(`address,amount\r\n${ROWS}`);
    expect(result).toEqual({ bytes: 16 + ROWS.length, rows: 2 });
    expect(seen).toEqual([{ bytes: 16, rows: 0 }, result]);
    expect(host.seen.map((s) => [s.method, s.url, s.signatureValid])).toEqual([
      ['GET', `/api/v1/projects/${PROJECT.id}/distribution_list`, true],
      ['GET', `/api/v1/projects/${PROJECT.id}/distribution_list`, true],
    ]);
    expect(await files()).toEqual(['list.csv']);
    await rm(file);
  });

  it('replaces a list already there, and lets go of the old one after', async () => {
    const host = await fakeHost((_seen, response) => csv(response).end(`address,amount\r\n${ROWS}`));
    const file = join(dir, 'again.csv');
    await writeFile(file, 'the previous list');
    const previous = await stat(file);
    await host.client.distribution.downloadList(PROJECT.id, file);
    expect(await readFile(file, 'utf8')).toBe(`address,amount\r\n${ROWS}`);
    expect((await stat(file)).ino).not.toBe(previous.ino);
    // The old list's second name, kept through the rename, is removed once the download answered.
    await vi.waitFor(async () => expect(await files()).toEqual(['again.csv']), { timeout: 5_000, interval: 20 });
    await rm(file);
  });

  it('counts a last row without a line end', async () => {
    const host = await fakeHost((_seen, response) => csv(response).end('address,amount\n0xab,1.00\n0xcd,2.00'));
    const sink = new PassThrough();
    sink.resume();
    expect(await host.client.distribution.downloadList(PROJECT.id, sink)).toEqual({ bytes: 34, rows: 2 });
  });

  it.each<[string, Behaviour, Record<string, unknown>]>([
    ['an error answer', (_seen, response) => json(response, 404, { error: { status: 404, code: 'not_prepared', message: 'x' } }), { kind: 'not_found', code: 'not_prepared' }],
    ['a server error', (_seen, response) => json(response, 500, {}), { kind: 'server', status: 500 }],
    ['another content type', (_seen, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>'), { kind: 'invalid_response' }],
    ['another header line', (_seen, response) => csv(response).end('wallet,tokens\r\n0xab,1\r\n'), { kind: 'invalid_response' }],
    ['a body shorter than the header', (_seen, response) => csv(response).end('addr'), { kind: 'invalid_response' }],
    [
      'a connection dropped in the middle',
      (_seen, response, request) => {
        csv(response).write(`address,amount\r\n${ROWS}`);
        setTimeout(() => request.socket.destroy(), 20);
      },
      { kind: 'network' },
    ],
  ])('leaves the destination as it was after %s', async (_name, behaviour, error) => {
    const host = await fakeHost(behaviour);
    const file = join(dir, 'kept.csv');
    await writeFile(file, 'the previous list');
    await expect(host.client.distribution.downloadList(PROJECT.id, file)).rejects.toMatchObject(error);
    expect(await readFile(file, 'utf8')).toBe('the previous list');
    expect(await files()).toEqual(['kept.csv']);
    await rm(file);
  });

  it('leaves no partial file even when the list fails before the file is open', async () => {
    // The header fails on the first chunk, racing the file's open. The race is rare; 1,000
    // tries while other file-system calls keep the thread pool busy make it likely.
    const host = await fakeHost((_seen, response) => csv(response).end('wallet,tokens\r\n'));
    let busy = true;
    const churn = Array.from({ length: 8 }, async () => {
      while (busy) await stat(dir);
    });
    for (let i = 0; i < 1000; i++) {
      const download = host.client.distribution.downloadList(PROJECT.id, join(dir, 'raced.csv'));
      await expect(download).rejects.toMatchObject({ kind: 'invalid_response' });
    }
    busy = false;
    await Promise.all(churn);
    expect(await files()).toEqual([]);
  });

  it('is cancelled by its signal, leaving no file', async () => {
    const host = await fakeHost((_seen, response) => csv(response).write(`address,amount\r\n${ROWS}`)); // never ends
    const controller = new AbortController();
    const download = host.client.distribution.downloadList(PROJECT.id, join(dir, 'cancelled.csv'), {
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('cancelled by the user')),
    });
    await expect(download).rejects.toThrow('cancelled by the user');
    expect(await files()).toEqual([]);
  });

  it('keeps a failure of the destination as it is', async () => {
    const host = await fakeHost((_seen, response) => csv(response).end(`address,amount\r\n${ROWS}`));
    await expect(host.client.distribution.downloadList(PROJECT.id, join(dir, 'no-such-folder', 'list.csv'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});
