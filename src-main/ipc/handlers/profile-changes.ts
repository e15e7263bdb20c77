// What a production connection's native confirmation lists: the connection, and for a change
// each field that changes (proxy and CA file among them) and whether its key goes. Pure.
import type { ProfileInfo, ProfileInput } from '../../../src-shared/domain/profile';
import type { MainWords } from '../../words';

export type Described = Pick<ProfileInfo, 'name' | 'baseUrl' | 'environment'> & Pick<ProfileInput, 'proxyMode' | 'proxyUrl' | 'caFile'>;

type Words = MainWords['dialogs'];

function proxyText(p: Described, words: Words): string {
  const mode = p.proxyMode ?? 'system';
  return mode === 'manual' ? `${words.changes.proxyModes.manual}: ${p.proxyUrl ?? ''}` : words.changes.proxyModes[mode];
}

function fields(p: Described, words: Words): [label: string, value: string][] {
  const { changes } = words;
  return [
    [changes.name, p.name],
    [changes.baseUrl, p.baseUrl],
    [changes.environment, words.environments[p.environment]],
    [changes.proxy, proxyText(p, words)],
    [changes.caFile, p.caFile || changes.none],
  ];
}

/** One connection, every field on its own line. */
export function describeProfile(p: Described, words: Words): string {
  return fields(p, words)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** The connection, then each change as `label: before → after`; `keyGoes`: the key is deleted. */
export function describeChange(before: Described, after: Described, keyGoes: boolean, words: Words): string {
  const old = fields(before, words);
  const changed = fields(after, words).flatMap(([label, value], i) => (value === old[i]?.[1] ? [] : [`${label}: ${old[i]?.[1] ?? ''} → ${value}`]));
  const head = `${before.name} (${words.environments[before.environment]}): ${before.baseUrl}`;
  return [head, ...changed, ...(keyGoes ? [words.changes.keyDeleted] : [])].join('\n');
}
