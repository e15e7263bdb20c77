import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src-main/client';
import { createRouter } from '../../src-main/ipc/router';

const connection = { name: 'Sandbox', baseUrl: 'http://127.0.0.1:1/api/v1', environment: 'sandbox' as const };

describe('ipc router', () => {
  it('answers a known channel', async () => {
    const invoke = createRouter({ 'connection.current': () => Promise.resolve(connection) });
    await expect(invoke('connection.current', undefined)).resolves.toEqual({ ok: true, value: connection });
  });

  it('refuses an unknown channel and a bad input without calling the handler', async () => {
    let calls = 0;
    const invoke = createRouter({
      'connection.current': () => {
        calls += 1;
        return Promise.resolve(connection);
      },
    });
    await expect(invoke('secrets.read', undefined)).resolves.toMatchObject({ ok: false, error: { kind: 'bad_request' } });
    await expect(invoke('constructor', undefined)).resolves.toMatchObject({ ok: false, error: { kind: 'bad_request' } });
    await expect(invoke('connection.current', { evil: true })).resolves.toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(calls).toBe(0);
  });

  it('passes an API error on as its kind and field messages', async () => {
    const invoke = createRouter({
      'connection.current': () =>
        Promise.reject(new ApiError('422 bad', { kind: 'validation', method: 'POST', path: '/x', fields: { code: ['taken'] } })),
    });
    await expect(invoke('connection.current', undefined)).resolves.toEqual({
      ok: false,
      error: { kind: 'validation', message: 'POST /x: 422 bad', fields: { code: ['taken'] } },
    });
  });

  it('hides the details of anything else', async () => {
    const invoke = createRouter({ 'connection.current': () => Promise.reject(new Error('secret=abc at line 7')) });
    const result = await invoke('connection.current', undefined);
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret=abc');
  });
});
