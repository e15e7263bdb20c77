import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src-main/client';
import { AuditLog, audited, defuse } from '../../src-main/workflows/audit';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-audit-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const actor = { id: 'p1', name: 'Production EU' };

describe('audit log', () => {
  it('records a write before it is sent and after it answered', async () => {
    const log = new AuditLog(join(dir, 'ok.log'));
    let seenDuringCall: number | undefined;
    const result = await audited(log, actor, 'projects.create', { code: 'P1' }, async () => {
      seenDuringCall = (await log.list()).length; // the attempt is on disk before the call runs
      return { id: 'new-id' };
    }, (p) => ({ project_id: p.id }));
    expect(result).toEqual({ id: 'new-id' });
    expect(seenDuringCall).toBe(1);
    const [after, before] = await log.list();
    expect(before).toMatchObject({ phase: 'attempt', action: 'projects.create', targets: { code: 'P1' }, profileName: 'Production EU' });
    expect(after).toMatchObject({ phase: 'result', outcome: 'ok', targets: { code: 'P1', project_id: 'new-id' } });
    expect(after?.id).toBe(before?.id);
  });

  it('marks refusals failed and lost answers unknown, and passes the error on', async () => {
    const log = new AuditLog(join(dir, 'fail.log'));
    const refused = new ApiError('422', { kind: 'validation', status: 422, method: 'POST', path: '/x' });
    const lost = new ApiError('timeout', { kind: 'timeout', method: 'POST', path: '/x' });
    await expect(audited(log, actor, 'payments.create', {}, () => Promise.reject(refused))).rejects.toBe(refused);
    await expect(audited(log, actor, 'payments.create', {}, () => Promise.reject(lost))).rejects.toBe(lost);
    const results = (await log.list()).filter((e) => e.phase === 'result');
    expect(results.map((e) => [e.outcome, e.detail])).toEqual([
      ['unknown', 'timeout'],
      ['failed', 'validation 422'],
    ]);
  });

  it('keeps appends in order under concurrency and survives a torn last line', async () => {
    const file = join(dir, 'many.log');
    const log = new AuditLog(file);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        log.append({ id: String(i), time: '', profileId: 'p', profileName: 'p', action: 'a', targets: {}, phase: 'attempt' }),
      ),
    );
    await appendFile(file, '{"id": "torn"');
    const entries = await log.list();
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: 50 }, (_, i) => String(49 - i)));
  });

  it('exports CSV with formula-like cells defused', async () => {
    const log = new AuditLog(join(dir, 'csv.log'));
    await audited(log, { id: 'p', name: '=HYPERLINK("http://evil")' }, 'users.create', { email: '+49@example.com' }, () =>
      Promise.resolve({}),
    );
    const out = join(dir, 'audit.csv');
    await expect(log.exportCsv(out)).resolves.toBe(2);
    const csv = await readFile(out, 'utf8');
    expect(csv.split('\n')[0]).toBe('time,profile,action,targets,phase,outcome,detail,entry');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('email=+49@example.com');
    expect(['=1', '+1', '-1', '@x', '\tx', '\rx', 'ok'].map(defuse)).toEqual(["'=1", "'+1", "'-1", "'@x", "'\tx", "'\rx", 'ok']);
  });
});
