import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src-main/client';
import { DeskError } from '../../src-shared/errors';
import { type Handlers, createRouter } from '../../src-main/ipc/router';
import type { Log } from '../../src-main/log';
import { type FieldMessages, fieldTexts } from '../../src-shared/wire/errors';

const logged: string[] = [];
const log: Log = {
  info: (m) => logged.push(m),
  warn: (m) => logged.push(m),
  error: (m, e) => logged.push(`${m} ${String(e)}`),
};

const user = { id: '3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6978', email: 'a@example.com' };

function router(handler: (input: unknown) => Promise<unknown>) {
  return createRouter({ 'users.findByEmail': handler } as unknown as Handlers, log);
}

describe('ipc router', () => {
  it('answers a known channel with the parsed input', async () => {
    const invoke = router((input) => Promise.resolve({ ...user, asked: input }));
    await expect(invoke('users.findByEmail', { email: '  a@example.com ' })).resolves.toEqual({
      ok: true,
      value: { ...user, asked: { email: 'a@example.com' } },
    });
  });

  it('refuses an unknown channel and a bad input without calling the handler', async () => {
    let calls = 0;
    const invoke = router(() => {
      calls += 1;
      return Promise.resolve(user);
    });
    await expect(invoke('secrets.read', undefined)).resolves.toMatchObject({ ok: false, error: { kind: 'bad_request' } });
    await expect(invoke('constructor', undefined)).resolves.toMatchObject({ ok: false, error: { kind: 'bad_request' } });
    await expect(invoke('users.findByEmail', { email: '' })).resolves.toEqual({
      ok: false,
      error: { kind: 'validation', message: expect.any(String) as string, fields: { email: [{ text: expect.any(String) as string }] } },
    });
    await expect(invoke('users.findByEmail', 'not an object')).resolves.toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(calls).toBe(0);
  });

  it('names form fields without their wrapper', async () => {
    const invoke = createRouter({} as Handlers, log);
    const result = await invoke('projects.create', { project: { code: 'A B' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } });
    const fields = (result as { error: { fields: FieldMessages } }).error.fields;
    expect(fields.code).toEqual([{ code: 'project_code' }]);
    expect(fields.name).toEqual([{ code: 'required' }]);
    expect(fieldTexts(fields)).toMatchObject({ code: ["may contain only letters, digits, '-', '_' and '.'"], name: ['is required'] });
  });

  it('passes an API error on with its kind, code and field messages', async () => {
    const invoke = router(() =>
      Promise.reject(
        new ApiError('422 bad', { kind: 'validation', method: 'POST', path: '/x', code: 'validation_failed', fields: { code: ['taken'] } }),
      ),
    );
    await expect(invoke('users.findByEmail', { email: 'a@example.com' })).resolves.toEqual({
      ok: false,
      error: { kind: 'validation', message: 'POST /x: 422 bad', code: 'validation_failed', fields: { code: [{ text: 'taken' }] }, fromServer: true },
    });
  });

  it('passes a desk error on with its kind', async () => {
    const invoke = router(() => Promise.reject(new DeskError('keychain', 'The system keychain is not available')));
    await expect(invoke('users.findByEmail', { email: 'a@example.com' })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'keychain', message: 'The system keychain is not available' },
    });
  });

  it('hides the details of anything else, and logs them', async () => {
    const invoke = router(() => Promise.reject(new Error('secret=abc at line 7')));
    const result = await invoke('users.findByEmail', { email: 'a@example.com' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret=abc');
    expect(logged.at(-1)).toContain('users.findByEmail');
  });
});
