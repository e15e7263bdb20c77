// A name once into comparable parts: Unicode NFKC, case fold, every script to Latin (any-ascii),
// punctuation and spacing, joined prefixes (Abd al …), and the legal-form words of organisations
// reduced to one spelling. Both the lists' names and the people screened go through here.
import anyAscii from 'any-ascii';
import { canonicalLegalForm, COMMON_GIVEN, wordRole, type WordRole } from './name-words';

export interface NamePart {
  /** The part in lower-case ASCII, as compared. */
  text: string;
  /** The part as written, before transliteration (for the explanation). */
  original: string;
  /** Written in a script with no vowels (Arabic, Hebrew, …): compared by consonant skeleton. */
  abjad: boolean;
  /** Written in a non-Latin script and transliterated. */
  transliterated: boolean;
  /** One character of a syllabic script (Chinese, Japanese, Korean): alike only when the same. */
  syllable: boolean;
  role: WordRole;
  /** `foldPart`, `skeleton` and `phoneticKey` of the text, worked out once here. */
  fold: string;
  bones: string;
  sound: string;
}

export interface NormalName {
  full: string;
  /** Read as an organisation's name: legal forms recognised, order free. */
  organisation: boolean;
  parts: NamePart[];
}

// Scripts written without short vowels: their transliteration is a consonant skeleton.
const ABJAD = /[\u0590-\u05FF\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
// Scripts written without spaces between a name's syllables: each character becomes a part.
const SYLLABIC = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/u;
const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/** "L.X.C." and "p.l.c." are one word; other dots separate. */
const DOTTED_ABBREVIATION = /\b(\p{L}(?:\.\p{L})+)\.?/gu;

/** Letters a German writer doubles as a vowel pair: fold them before any-ascii drops the dots. */
const GERMAN_UMLAUT: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', Ä: 'a', Ö: 'o', Ü: 'u' };

/** Words of one script, separated by anything that is neither letter nor digit. */
function words(text: string): string[] {
  return text
    .replace(DOTTED_ABBREVIATION, (m) => m.replaceAll('.', ''))
    .replace(/['’ʼ`´‘]/gu, '')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w.length > 0);
}

function toAscii(text: string): string {
  return anyAscii(text).toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A word's parts in Latin letters: one per character in syllabic scripts (each is a name part there). */
function transliterate(word: string): Array<{ text: string; original: string; syllable: boolean }> {
  if (SYLLABIC.test(word)) {
    return [...word].map((ch) => ({ text: toAscii(ch), original: ch, syllable: true })).filter((p) => p.text.length > 0);
  }
  const text = toAscii(word.replace(/[äöüÄÖÜ]/gu, (ch) => GERMAN_UMLAUT[ch] ?? ch));
  return text.length > 0 ? [{ text, original: word, syllable: false }] : [];
}

// Arabic names join "Abd" (servant of) to the next word in many ways: Abd al Rahman, Abdul Rahman,
// Abdelrahman, Abdurrahman, Abd Allah. One spelling, "abdul" + the rest, so they compare as one part.
const ABD_PREFIXES = new Set(['abd', 'abdu', 'abdul', 'abdel', 'abdal', 'abdol', 'abdoul', 'abdur', 'abdar', 'abder', 'abdil']);
const ARTICLES = new Set(['al', 'el', 'ul', 'ar', 'ur', 'as', 'ad', 'an', 'az', 'ash']);
const ABD_JOINED = /^(abdul|abdel|abdal|abdol|abdoul|abdur|abdar|abder|abdil|abdu|abd)(?=[a-z]{3})/;
const LEADING_ARTICLE = /^(al|el|ul)(?=[a-z]{3})/;
// "Saif al-Din", "Bashir-ud-Din", "Nureddine", "Salahuddin": one spelling, name + "uddin".
const DIN = new Set(['din', 'deen', 'dine', 'diin']);
const DIN_ARTICLES = new Set(['al', 'el', 'ul', 'ud', 'ad', 'ed', 'ud', 'id']);
const DIN_JOINED = /^([a-z]{3,}?)(uddin|uddeen|eddine|eddin|addin|aldin|uldin|udin|edin|aldeen)$/;

type Raw = Omit<NamePart, 'role' | 'fold' | 'bones' | 'sound'>;

function joinAbd(raw: Raw[]): Raw[] {
  const out: Raw[] = [];
  for (let i = 0; i < raw.length; i++) {
    const part = raw[i] as Raw;
    const next = raw[i + 1];
    // Arabic script drops the vowel and the ayn: عبد is "bd".
    if ((ABD_PREFIXES.has(part.text) || (part.abjad && part.text === 'bd')) && next) {
      const j = ARTICLES.has(next.text) && i + 2 < raw.length ? i + 2 : i + 1;
      const rest = (raw[j] as Raw).text.replace(LEADING_ARTICLE, '');
      out.push({ ...part, text: `abdul${rest}`, original: raw.slice(i, j + 1).map((p) => p.original).join(' ') });
      i = j;
    } else if (DIN_ARTICLES.has(part.text) && next && DIN.has(next.text) && out.length > 0) {
      const prev = out.pop() as Raw;
      out.push({ ...prev, text: `${prev.text}uddin`, original: `${prev.original} ${part.original} ${next.original}` });
      i++;
    } else out.push({ ...part, text: part.text.replace(ABD_JOINED, 'abdul').replace(DIN_JOINED, '$1uddin') });
  }
  return out;
}

/** "PUTIN, Vladimir" as "Vladimir PUTIN": lists print the family name first before a comma. */
function familyLast(name: string): string {
  const comma = name.split(',');
  if (comma.length !== 2 || GENERATION.test(comma[1] as string)) return name;
  return `${comma[1] as string} ${comma[0] as string}`;
}

/** "Smith, Jr." keeps its order: what follows the comma is no given name. */
const GENERATION = /^\s*(jr|sr|junior|senior|i{1,3}|iv)\.?\s*$/i;

/** One name, normalised. `organisation` turns legal-form words into their one spelling. */
export function normalizeName(full: string, organisation = false): NormalName {
  const raw: Raw[] = [];
  for (const word of words(organisation ? full.normalize('NFKC') : familyLast(full.normalize('NFKC')))) {
    const abjad = ABJAD.test(word);
    const transliterated = NON_LATIN.test(word);
    for (const part of transliterate(word)) raw.push({ ...part, abjad, transliterated });
  }
  const parts = joinAbd(raw).map((p) => withText(p, organisation ? canonicalLegalForm(p.text) : p.text, organisation));
  return { full, organisation, parts: collapseLegalPhrases(parts, organisation) };
}

// Multi-word legal forms ("joint stock company", "sp z o o") become one legal-form part.
const LEGAL_PHRASES: Array<[string[], string]> = [
  [['open', 'joint', 'stock', 'company'], 'ojsc'],
  [['closed', 'joint', 'stock', 'company'], 'cjsc'],
  [['public', 'joint', 'stock', 'company'], 'pjsc'],
  [['joint', 'stock', 'company'], 'jsc'],
  [['limited', 'liability', 'company'], 'llc'],
  [['public', 'limited', 'company'], 'plc'],
  [['gmbh', 'mit', 'beschrankter', 'haftung'], 'gmbh'],
  [['gmbh', 'mit', 'beschraenkter', 'haftung'], 'gmbh'],
  [['societatea', 'cu', 'raspundere', 'limitata'], 'srl'],
  [['societa', 'a', 'responsabilita', 'limitata'], 'srl'],
  [['sociedad', 'anonima'], 'sa'],
  [['societe', 'anonyme'], 'sa'],
  [['naamloze', 'vennootschap'], 'nv'],
  [['besloten', 'vennootschap'], 'bv'],
  [['aktsionernoe', 'obshchestvo'], 'jsc'],
  [['aktsionernoye', 'obshchestvo'], 'jsc'],
  [['otkrytoe', 'jsc'], 'ojsc'],
  [['zakrytoe', 'jsc'], 'cjsc'],
  [['publichnoe', 'jsc'], 'pjsc'],
  [['obshchestvo', 's', 'ogranichennoi', 'otvetstvennostiu'], 'llc'],
  [['ltd', 'liability', 'partnership'], 'llp'],
  [['sp', 'z', 'o', 'o'], 'spzoo'],
  [['sp', 'z', 'oo'], 'spzoo'],
  [['s', 'a'], 'sa'],
  [['s', 'r', 'l'], 'srl'],
];

function collapseLegalPhrases(parts: NamePart[], organisation: boolean): NamePart[] {
  if (!organisation) return parts;
  const out: NamePart[] = [];
  for (let i = 0; i < parts.length; i++) {
    const phrase = LEGAL_PHRASES.find(([ws]) => ws.every((w, k) => parts[i + k]?.text === canonicalLegalForm(w)));
    if (phrase) {
      const [ws, form] = phrase;
      out.push(withText({ ...(parts[i] as NamePart), original: parts.slice(i, i + ws.length).map((p) => p.original).join(' ') }, form, true));
      i += ws.length - 1;
    } else out.push(parts[i] as NamePart);
  }
  return out;
}

function withText(part: Raw, text: string, organisation: boolean): NamePart {
  const bones = skeleton(text);
  const role = wordRole(text, organisation);
  // Written without vowels, a common given name is known by its consonants (محمد: mhmd).
  const common = part.abjad && role === 'name' && !organisation && COMMON_BONES.has(bones);
  return { ...part, text, role: common ? 'common' : role, fold: foldPart(text), bones, sound: phoneticKey(text) };
}

/**
 * The spelling-insensitive form of a part: what two romanisations of one name share
 * (Sergei/Sergey, Wladimir/Vladimir, Müller/Mueller, Hassan/Hasan).
 */
export function foldPart(text: string): string {
  return text
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/w/g, 'v')
    .replace(/x/g, 'ks')
    .replace(/y/g, 'i')
    .replace(/ij/g, 'i')
    .replace(/([aeiou])j/g, '$1i')
    .replace(/j(?=[aeiou])/g, 'y')
    .replace(/(.)\1+/g, '$1');
}

/** The consonants of a part: how a name written without vowels (Arabic, Hebrew) compares. */
export function skeleton(text: string): string {
  return foldPart(text)
    .replace(/([kstdgzc])h/g, '$1')
    // Arabic writes a final v (-ov, -ev) as f.
    .replace(/v$/, 'f')
    .replace(/q/g, 'k')
    .replace(/[aeiouvy]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** A sound key: the first letter, then the consonants by sound class. */
export function phoneticKey(text: string): string {
  const f = foldPart(text)
    .replace(/([kstdgzc])h/g, '$1')
    .replace(/q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/dj|dz|j/g, 'g');
  return (f[0] ?? '') + f.slice(1).replace(/[aeiouh]/g, '').replace(/(.)\1+/g, '$1');
}

/** The consonants of the common given names. */
const COMMON_BONES = new Set([...COMMON_GIVEN].map(skeleton));
