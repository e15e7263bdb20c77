// The audit log as a reviewer reads it: one row per write with its outcome, targets as what they name.
import { describe, expect, it } from 'vitest';
import { auditRows, targetParts } from '../../src-renderer/screens/settings/audit-rows';
import type { AuditEntry } from '../../src-main/workflows/audit.schema';

const entry = (id: string, phase: AuditEntry['phase'], time: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  time,
  profileId: 'p',
  profileName: 'Sandbox',
  action: 'projects.create',
  targets: { code: 'ROOF-24' },
  phase,
  ...extra,
});

describe('audit rows', () => {
  it('join a write’s attempt and answer into one row with the answer’s outcome and the attempt’s time', () => {
    const rows = auditRows([
      entry('b', 'attempt', '2026-11-26T10:05:00Z', { action: 'users.delete', targets: { user_id: 'u1' } }),
      entry('a', 'result', '2026-11-26T10:00:02Z', { outcome: 'ok', targets: { code: 'ROOF-24', project_id: 'p1' } }),
      entry('a', 'attempt', '2026-11-26T10:00:00Z'),
    ]);
    expect(rows).toEqual([
      { id: 'b', time: '2026-11-26T10:05:00Z', action: 'users.delete', profileName: 'Sandbox', targets: { user_id: 'u1' }, outcome: 'pending' },
      { id: 'a', time: '2026-11-26T10:00:00Z', action: 'projects.create', profileName: 'Sandbox', targets: { code: 'ROOF-24', project_id: 'p1' }, outcome: 'ok' },
    ]);
  });

  it('keep a refusal written as an answer alone, with its reason', () => {
    const [row] = auditRows([entry('s', 'result', '2026-11-26T11:00:00Z', { action: 'sign', outcome: 'failed', detail: 'wrong_origin', user: 'anna' })]);
    expect(row).toMatchObject({ action: 'sign', outcome: 'failed', detail: 'wrong_origin', user: 'anna', time: '2026-11-26T11:00:00Z' });
  });
});

describe('audit targets', () => {
  it('name the investor, project and order once each, hide bookkeeping ids, keep the rest', () => {
    expect(
      targetParts({ user_id: 'u1', order_id: 'o1', order_code: 'OM-7', amount: '250.00', draft_id: 'd', attempt: '1', custody_account_id: 'c', project_id: 'p1', project_code: 'ROOF-24' }),
    ).toEqual([
      { kind: 'investor', userId: 'u1' },
      { kind: 'project', projectId: 'p1', code: 'ROOF-24' },
      { kind: 'order', code: 'OM-7' },
      { kind: 'field', key: 'amount', value: '250.00' },
    ]);
    expect(targetParts({ order_id: 'o2' })).toEqual([{ kind: 'order', id: 'o2' }]);
    expect(targetParts({ code: 'SOLAR-26' })).toEqual([{ kind: 'project', code: 'SOLAR-26' }]);
  });
});
