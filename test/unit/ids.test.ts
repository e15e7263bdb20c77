// Ids reach URLs and file names: the contract takes only the characters the API's ids use,
// and the transport refuses a dot segment before anything is sent.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import { encodeSegment } from '../../src-main/client/transport';
import { DeskError } from '../../src-shared/errors';
import { Id } from '../../src-shared/contract/common';
import { type Handlers, createRouter } from '../../src-main/ipc/router';
import type { Log } from '../../src-main/log';

describe('the contract Id', () => {
  it('takes the ids the desk passes: UUIDs, numbers, order codes, the sandbox profile', () => {
    for (const id of [randomUUID(), '12345', 'OM-7K3F9QXD', 'sandbox', 'a_b', 'x'.repeat(200)]) {
      expect(Id.safeParse(id), id).toEqual({ success: true, data: id });
    }
  });

  it('refuses dot segments, paths, escapes, spaces, other scripts and overlong ids', () => {
    for (const id of ['.', '..', '../x', 'a/b', 'a\\b', '%2e%2e', '', ' a', 'a ', 'a.b', 'ÄÖÜ', '١٢٣', '\ud800', 'x'.repeat(201)]) {
      expect(Id.safeParse(id).success, id).toBe(false);
    }
  });

  it('is refused by the router as a field message, without calling the handler', async () => {
    let called = false;
    const log: Log = { info: () => {}, warn: () => {}, error: () => {} };
    const invoke = createRouter(
      {
        'users.get': () => {
          called = true;
          return Promise.resolve({});
        },
      } as unknown as Handlers,
      log,
    );
    await expect(invoke('users.get', { id: '..' })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'validation', fields: { id: [{ code: 'id' }] } },
    });
    expect(called).toBe(false);
  });
});

describe('paths', () => {
  it('encodes a segment, a lone surrogate as U+FFFD', () => {
    expect(encodeSegment('OM-7K3F9QXD')).toBe('OM-7K3F9QXD');
    expect(encodeSegment('a/b.c')).toBe('a%2Fb.c');
    expect(encodeSegment('\ud800')).toBe('%EF%BF%BD');
  });

  it('refuses a ".", ".." or empty segment before the call is sent', async () => {
    // Nothing listens on port 9: a request that went out would fail as a network error.
    const client = createClient({ baseUrl: 'http://127.0.0.1:9/api/v1', key: 'k', secret: 's', maxTries: 1 });
    for (const code of ['.', '..', '']) {
      await expect(client.projects.byCode(code), code).rejects.toMatchObject({ name: 'DeskError', kind: 'bad_request' });
    }
    await expect(client.users.projects('.')).rejects.toBeInstanceOf(DeskError);
    await expect(client.distribution.downloadList('..', new PassThrough())).rejects.toBeInstanceOf(DeskError);
    await expect(client.projects.byCode('x')).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });
    await client.close();
  });
});
