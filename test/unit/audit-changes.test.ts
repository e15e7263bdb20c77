// What a KYC edit's audit entry says it changed: only the fields the form sent, only those
// whose value the write changed, before as read and after as answered; never a secret; long
// values cut.
import { describe, expect, it } from 'vitest';
import { AUDIT_VALUE_MAX, auditChanges } from '../../src-main/workflows/audit-changes';

const identity = { id: 'i1', first_name: 'Anna', last_name: 'Schmidt', place_of_birth: null, not_pep: true, share: 25, address: { city: 'Köln' } };

describe('audit changes', () => {
  it('lists the fields the form sent that changed, before as read and after as answered', () => {
    const sent = { first_name: 'Anna', last_name: 'Schmitt', place_of_birth: 'Köln', not_pep: false };
    const answer = { ...identity, last_name: 'Schmitt', place_of_birth: 'Köln', not_pep: false, updated_at: '2026-11-26T10:00:00Z' };
    expect(auditChanges(sent, identity, answer)).toEqual([
      { field: 'last_name', before: 'Schmidt', after: 'Schmitt' },
      { field: 'place_of_birth', before: null, after: 'Köln' },
      { field: 'not_pep', before: true, after: false },
    ]);
  });

  it('leaves out fields the form did not send, even when the answer differs there', () => {
    expect(auditChanges({ last_name: 'Schmidt' }, identity, { ...identity, first_name: 'Anne' })).toEqual([]);
    expect(auditChanges({ last_name: undefined }, identity, { ...identity, last_name: 'X' })).toEqual([]);
  });

  it('takes every sent field as new when there was no record, and a field the answer leaves out as sent', () => {
    expect(auditChanges({ pep: true, details: 'Mayor' }, null, { id: 'p1', pep: true })).toEqual([
      { field: 'pep', before: null, after: true },
      { field: 'details', before: null, after: 'Mayor' },
    ]);
  });

  it('keeps numbers as text, so a share sent as a number and answered the same is no change', () => {
    expect(auditChanges({ share: '25' }, identity, identity)).toEqual([]);
    expect(auditChanges({ share: '30' }, identity, { ...identity, share: 30 })).toEqual([{ field: 'share', before: '25', after: '30' }]);
  });

  it('never records a secret, and cuts long values after comparing them whole', () => {
    expect(auditChanges({ api_key: 'k2', client_secret: 's2', password: 'p2' }, { api_key: 'k1' }, {})).toEqual([]);
    const long = 'x'.repeat(300);
    const [change] = auditChanges({ details: `${long}b` }, { details: `${long}a` }, { details: `${long}b` });
    expect(change?.before).toBe(`${'x'.repeat(AUDIT_VALUE_MAX - 1)}…`);
    expect(change?.after).toHaveLength(AUDIT_VALUE_MAX);
  });
});
