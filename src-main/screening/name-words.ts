// Words that say little about who someone is: legal forms and generic words of organisations,
// titles and particles of persons, and given names so common that sharing one means nothing.
// The score weighs them low (see `PART_WEIGHT` in compare.ts).
import anyAscii from 'any-ascii';
import { levenshtein } from './levenshtein';
import table from './name-equivalents.json' with { type: 'json' };

export type WordRole = 'name' | 'common' | 'particle' | 'title' | 'legal' | 'generic' | 'number' | 'initial';

/** Legal forms in one spelling each: "Aktiengesellschaft" and "AG" are the same word. */
const LEGAL_FORMS: Record<string, string> = {
  aktiengesellschaft: 'ag', ag: 'ag', gmbh: 'gmbh', gesellschaft: 'gmbh', mbh: 'gmbh', kg: 'kg', ohg: 'ohg', ev: 'ev',
  limited: 'ltd', ltd: 'ltd', llc: 'llc', llp: 'llp', lp: 'lp', plc: 'plc', inc: 'inc', incorporated: 'inc',
  corp: 'corp', corporation: 'corp', co: 'co', company: 'co', cie: 'co', sa: 'sa', sas: 'sas', sarl: 'sarl', sl: 'sl',
  spa: 'spa', srl: 'srl', nv: 'nv', bv: 'bv', se: 'se', ab: 'ab', as: 'as', asa: 'asa', oy: 'oy', oyj: 'oyj',
  pte: 'pte', pvt: 'pvt', private: 'pvt', pty: 'pty', bhd: 'bhd', sdn: 'sdn', kk: 'kk', kft: 'kft', doo: 'doo',
  jsc: 'jsc', ao: 'jsc', zao: 'cjsc', cjsc: 'cjsc', oao: 'ojsc', ojsc: 'ojsc', pao: 'pjsc', pjsc: 'pjsc',
  ooo: 'llc', tov: 'llc', too: 'llc', fzco: 'fzco', fze: 'fze', fzc: 'fzc', spzoo: 'spzoo', sro: 'sro',
  cv: 'cv', sc: 'sc', tbk: 'tbk', pt: 'pt', ltda: 'ltd', sae: 'sae', wll: 'wll', est: 'est', establishment: 'est',
};

/** Words most organisation names share; a match on them alone is no match. */
const GENERIC = new Set(
  ('group holding holdings international intl trading trade industries industry industrial services service ' +
    'enterprise enterprises global general national company partners investment investments management ' +
    'bank and of the for de du des la le et und der die das y e del van von fund foundation ' +
    'association united new first'
  ).split(' '),
);

const TITLES = new Set(
  ('mr mrs ms miss dr prof sir lord lady sheikh shaikh shaykh cheikh haji hajji hadji mullah mulla maulana ' +
    'maulvi mawlawi sayyid sayyed seyed imam emir amir general gen colonel col major captain capt lt ' +
    'his her excellency hon honourable rev father brother sister').split(' '),
);

const PARTICLES = new Set(
  'al el ul bin ibn ben bint binti abu ould de da das do dos del della di du la le van von der den ter ten y e mac'.split(' '),
);

/**
 * Given names borne by so many people that sharing one is no evidence (several percent of a
 * country's men or women each). Not a judgement of who is listed: of what a match on them proves.
 */
export const COMMON_GIVEN = new Set(
  ('mohammed muhammad mohamed mohammad ahmed ahmad ali hassan hussein omar abdullah ibrahim yusuf mustafa ' +
    'mahmoud khalid said abdul abdulrahman ismail hamid rashid karim jamal salah osman ' +
    'john james robert michael william david richard joseph thomas charles christopher daniel ' +
    'paul mark george peter andrew steven kevin brian edward ronald anthony jose juan carlos luis ' +
    'maria mary anna elizabeth jennifer linda barbara susan margaret sarah karen nancy lisa ' +
    'alexander aleksandr sergei sergey vladimir dmitry andrei alexei ivan nikolai mikhail igor oleg ' +
    'yuri viktor olga elena tatiana natalia irina svetlana ' +
    'hans peter klaus wolfgang jurgen michael thomas andreas stefan frank ' +
    'wei li ming jian hui ying jun kim lee park jong song chol min young ' +
    'jean pierre marie francois nguyen van thi ' +
    'abu bakr').split(' '),
);

export function wordRole(text: string, organisation: boolean): WordRole {
  if (text.length === 1 && !organisation) return 'initial';
  if (organisation) {
    if (text in LEGAL_FORMS) return 'legal';
    if (NUMBER.test(text)) return 'number';
    if (GENERIC.has(text)) return 'generic';
    return 'name';
  }
  if (TITLES.has(text)) return 'title';
  if (PARTICLES.has(text)) return 'particle';
  if (COMMON_GIVEN.has(text)) return 'common';
  return 'name';
}

/** Digits and roman numerals: the fund's or the ship's number, not its name. */
const NUMBER = /^(\d+|[ivx]{2,5}|\d+(st|nd|rd|th))$/;

const LONG_LEGAL_FORMS = Object.keys(LEGAL_FORMS).filter((form) => form.length >= 8);

/** A legal form in its one spelling; long ones ("Aktiengesellschaft") also when misspelt by a letter. */
export function canonicalLegalForm(text: string): string {
  const form = LEGAL_FORMS[text];
  if (form !== undefined) return form;
  if (text.length < 8) return text;
  const near = LONG_LEGAL_FORMS.find((long) => levenshtein(long, text, 1) <= 1);
  return near === undefined ? text : (LEGAL_FORMS[near] as string);
}

/** The equivalence groups, each word in the spelling normalizeName gives it. */
function loadGroups(): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  table.groups.forEach((line, id) => {
    for (const word of line.split(' ')) {
      const key = anyAscii(word).toLowerCase().replace(/[^a-z0-9]/g, '');
      const ids = groups.get(key) ?? [];
      if (!ids.includes(id)) ids.push(id);
      groups.set(key, ids);
    }
  });
  return groups;
}

const GROUPS = loadGroups();

/** Whether two parts are spellings of one name in the table (Mohammed/Muhammad, Sergei/Sergey). */
export function equivalent(a: string, b: string): boolean {
  const ga = GROUPS.get(a);
  const gb = GROUPS.get(b);
  return ga !== undefined && gb !== undefined && ga.some((id) => gb.includes(id));
}

/** The groups a part belongs to: the index files a part under these too. */
export function equivalenceKeys(text: string): readonly number[] {
  return GROUPS.get(text) ?? [];
}
