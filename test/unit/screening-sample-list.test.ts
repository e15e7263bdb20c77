// The UN sample list shipped with the desk: read by the UN reader from the text the module keeps,
// with its excerpt's entries whole, and the same bytes (so the same SHA-256) on every read.
import { describe, expect, it } from 'vitest';
import type { ListEntry } from '../../src-main/screening/list-entry';
import { SAMPLE_LIST_NAME, sampleList } from '../../src-main/screening/sample-list';

describe('the UN sample list', () => {
  it('reads as a UN list of its generation date, named as the sample, with individuals and entities', async () => {
    const list = await sampleList();
    expect(list.version).toMatchObject({ source: 'un', name: SAMPLE_LIST_NAME, published: '2026-02-27', format: 'un-xml', entries: 35 });
    expect(list.entries).toHaveLength(35);
    expect(list.entries.filter((entry) => entry.kind === 'person')).toHaveLength(24);
    expect(list.entries.filter((entry) => entry.kind === 'entity')).toHaveLength(11);
    expect(new Set(list.entries.map((entry) => entry.id)).size).toBe(35);
  });

  it('keeps the entries as the UN gives them: names, aliases by quality, dates of birth and nationalities', async () => {
    const { entries } = await sampleList();
    const byId = (id: string) => entries.find((entry) => entry.id === id);
    expect(byId('HTi.001')).toEqual<ListEntry>({
      id: 'HTi.001',
      kind: 'person',
      names: [
        { full: 'JIMMY CHERIZIER', strength: 'primary' },
        { full: 'BARBEQUE', strength: 'weak' },
      ],
      birthDates: [{ kind: 'exact', from: '1977-03-30', to: '1977-03-30' }],
      countries: ['HT'],
      addressCountries: ['HT'],
      programmes: ['Haiti'],
      note: 'DATAID 6908911',
    });
    expect(byId('SSi.006')?.birthDates).toEqual([{ kind: 'range', from: '1957-01-01', to: '1959-12-31' }]);
    expect(byId('IQi.004')?.birthDates).toEqual([expect.objectContaining({ kind: 'circa' })]);
    expect(byId('QDe.004')).toMatchObject({ kind: 'entity', programmes: ['Al-Qaida'] });
    expect(byId('QDe.004')?.names).toContainEqual({ full: 'القاعدة', strength: 'strong', originalScript: true });
  });

  it('has the same SHA-256 on every read, the one its version is known by', async () => {
    const [first, second] = await Promise.all([sampleList(), sampleList()]);
    expect(first.version.sha256).toBe(second.version.sha256);
    // Pinned: a change to the excerpt is a new list version, and shows here.
    expect(first.version.sha256).toBe('440900a97c77ab851a9bc521aafc5d1be5b81edd81ccd760ac7181be4e69c293');
  });

  it('gives each caller its own entries, so one caller changing them cannot change another’s', async () => {
    const first = await sampleList();
    first.entries.pop();
    expect((await sampleList()).entries).toHaveLength(35);
  });
});
