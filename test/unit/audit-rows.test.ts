// The audit log as a reviewer reads it: one row per write with its outcome, targets as what
// they name, what a KYC edit changed in words, in English and German.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Translate, initI18n } from '../../src-renderer/i18n';
import { changeLine } from '../../src-renderer/screens/settings/audit-changes';
import { auditRows, targetParts } from '../../src-renderer/screens/settings/audit-rows';
import type { AuditChange, AuditEntry } from '../../src-shared/domain/audit';

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

  it('carry what an edit changed, from its answer', () => {
    const changes = [{ field: 'last_name', before: 'Schmidt', after: 'Schmitt' }];
    const [row] = auditRows([
      entry('k', 'result', '2026-11-26T12:00:01Z', { action: 'kyc.identities.update', outcome: 'ok', targets: { user_id: 'u1' }, changes }),
      entry('k', 'attempt', '2026-11-26T12:00:00Z', { action: 'kyc.identities.update', targets: { user_id: 'u1' } }),
    ]);
    expect(row).toMatchObject({ outcome: 'ok', time: '2026-11-26T12:00:00Z', changes });
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

describe('audit changes in words', () => {
  let en: Translate;
  let de: Translate;
  beforeAll(async () => {
    const i18n = await initI18n('en');
    // The words load with their screens: here, in both languages, before they are read.
    await i18n.loadNamespaces(['settings', 'kyc']);
    await i18n.loadLanguages('de');
    en = i18n.getFixedT('en', 'common');
    de = i18n.getFixedT('de', 'common');
  });

  it('name the field by its form label and each value as the investor page shows it', () => {
    const changes: AuditChange[] = [
      { field: 'last_name', before: 'Schmidt', after: 'Schmitt' },
      { field: 'place_of_birth', before: null, after: 'Köln' },
      { field: 'country_of_birth', before: 'DE', after: 'AT' },
      { field: 'gender', before: 'female', after: 'diverse' },
      { field: 'pep', before: false, after: true },
    ];
    expect(changes.map((c) => changeLine(en, 'en', c))).toEqual([
      'Last name: Schmidt → Schmitt',
      'Place of birth: — → Köln',
      'Country of birth: Germany → Austria',
      'Gender: Female → Diverse',
      'Politically exposed person: No → Yes',
    ]);
    expect(changes.map((c) => changeLine(de, 'de', c))).toEqual([
      'Nachname: Schmidt → Schmitt',
      'Geburtsort: — → Köln',
      'Geburtsland: Deutschland → Österreich',
      'Geschlecht: Weiblich → Divers',
      'Politisch exponierte Person: Nein → Ja',
    ]);
  });

  it('say a declaration the API keeps negated the positive way', () => {
    const change = { field: 'not_pep', before: true, after: false };
    expect(changeLine(en, 'en', change)).toBe('Politically exposed person: No (declared by the investor) → Yes (declared by the investor)');
    expect(changeLine(de, 'de', change)).toBe('Politisch exponierte Person: Nein (laut Erklärung des Investors) → Ja (laut Erklärung des Investors)');
  });
});
