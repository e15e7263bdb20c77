// Names compared: normalisation and transliteration, the equivalence table, typos, missing
// middle names, order, legal forms and common given names.
import { describe, expect, it } from 'vitest';
import { compareNames } from '../../src-main/screening/compare';
import { equivalent } from '../../src-main/screening/name-words';
import { normalizeName } from '../../src-main/screening/normalize';

const texts = (name: string, organisation = false): string[] => normalizeName(name, organisation).parts.map((p) => p.text);
const score = (a: string, b: string, organisation = false): number =>
  compareNames(normalizeName(a, organisation), normalizeName(b, organisation)).score;
const hows = (a: string, b: string, organisation = false): string[] =>
  compareNames(normalizeName(a, organisation), normalizeName(b, organisation)).parts.map((p) => `${p.person}~${p.entry}:${p.how}`);

describe('normalisation', () => {
  it('folds width, case, punctuation and spacing', () => {
    expect(texts('ＪＯＨＮ   o’Brien-Smith,  Jr.')).toEqual(['john', 'obrien', 'smith', 'jr']);
  });

  it('reads German forms alike: ü = ue = u, ß = ss', () => {
    expect(texts('Müller Straße')).toEqual(['muller', 'strasse']);
    expect(score('Jürgen Müller', 'Juergen Mueller')).toBeGreaterThanOrEqual(0.95);
    expect(score('Jürgen Müller', 'Jurgen Muller')).toBe(1);
  });

  it('transliterates Cyrillic, Greek, Arabic, Hebrew and CJK to Latin', () => {
    expect(texts('Сергей Лавров')).toEqual(['sergey', 'lavrov']);
    expect(texts('Νικόλαος')).toEqual(['nikolaos']);
    expect(texts('محمد علي')).toEqual(['mhmd', 'ly']);
    expect(texts('משה')).toEqual(['msh']);
    expect(texts('习近平')).toEqual(['xi', 'jin', 'ping']);
  });

  it('matches across scripts: vowels of abjad scripts by consonants, syllables by the run-together name', () => {
    expect(score('Сергей Викторович Лавров', 'Sergey Viktorovich Lavrov')).toBe(1);
    expect(score('محمد علي', 'Mohamed Ali')).toBeGreaterThanOrEqual(0.9);
    expect(score('خالد محمود', 'Khaled Mahmoud')).toBeGreaterThanOrEqual(0.9);
    expect(score('משה', 'Moshe')).toBeGreaterThanOrEqual(0.9);
    // One common name on both sides and nothing else: that is the name, not a shared first name.
    expect(score('عبد الله', 'Abdullah')).toBeGreaterThanOrEqual(0.9);
    expect(score('习近平', 'Xi Jinping')).toBeGreaterThanOrEqual(0.9);
    expect(score('محمد علي', 'Ahmed Hassan')).toBeLessThan(0.5);
  });

  it('joins the Arabic "Abd al" and "al-Din" compounds however they are spelt', () => {
    expect(texts('Abd al Rahman')).toEqual(texts('Abdul Rahman'));
    expect(texts('Abdurrahman')).toEqual(texts('Abdelrahman'));
    expect(texts('Abd Allah')).toEqual(texts('Abdullah'));
    expect(texts('Saif al-Din')).toEqual(texts('Saifuddin'));
  });

  it('puts a comma-separated family name last', () => {
    expect(texts('PUTIN, Vladimir')).toEqual(['vladimir', 'putin']);
  });

  it('reduces legal forms, also spelt out or misspelt, to one word', () => {
    expect(texts('Siemens Aktiengesellschaft', true)).toEqual(['siemens', 'ag']);
    expect(texts('Siemens Aktiengeselschaft', true)).toEqual(['siemens', 'ag']);
    expect(texts('Gazprom Open Joint Stock Company', true)).toEqual(['gazprom', 'ojsc']);
    expect(texts('L.X.C. Aviation S.A.', true)).toEqual(['lxc', 'aviation', 'sa']);
  });
});

describe('equivalent name parts', () => {
  it.each([
    ['mohammed', 'muhammad'],
    ['mohamed', 'mohammad'],
    ['sergei', 'sergey'],
    ['yusuf', 'youssef'],
    ['aleksandr', 'alexander'],
    ['theodore', 'ted'],
  ])('%s and %s are one name', (a, b) => {
    expect(equivalent(a, b)).toBe(true);
  });

  it('keeps apart names of different groups', () => {
    expect(equivalent('mohammed', 'ahmed')).toBe(false);
  });

  it('scores equivalent spellings as a match, and says so', () => {
    expect(score('Mohammed Ali Haidari', 'Muhammad Ali Haidari')).toBeGreaterThanOrEqual(0.95);
    expect(hows('Yusuf Karimov', 'Youssef Karimov')).toContain('Yusuf~Youssef:equivalent');
  });
});

describe('the score of a name', () => {
  it('tolerates a typo, scaled by the length of the part', () => {
    expect(score('Boris Jonson', 'Boris Johnson')).toBeGreaterThan(0.85);
    expect(hows('Boris Jonson', 'Boris Johnson')).toContain('Jonson~Johnson:typo');
    // Two edits in a four-letter part is no typo.
    expect(score('Olga Barynova', 'Oleg Baranov')).toBeLessThan(0.72);
  });

  it('tolerates a missing middle name', () => {
    expect(score('Vladimir Putin', 'Vladimir Vladimirovich Putin')).toBeGreaterThanOrEqual(0.8);
    expect(hows('Vladimir Putin', 'Vladimir Vladimirovich Putin')).toContain('null~Vladimirovich:missing');
  });

  it('pairs parts in any order', () => {
    expect(score('Putin Vladimir', 'Vladimir Putin')).toBe(1);
    expect(score('Ali Reza Mohammadi', 'Mohammadi Ali Reza')).toBe(1);
  });

  it('matches initials to the names they stand for, not to others', () => {
    expect(score('V. Putin', 'Vladimir Putin')).toBeGreaterThan(0.8);
    expect(score('Hans J Friedrich', 'Hans Joachim Friedrich')).toBeGreaterThan(score('Hans O Friedrich', 'Hans Joachim Friedrich'));
  });

  it('weighs legal-form words low: they neither make nor break a match', () => {
    expect(score('Acme Trading GmbH', 'Acme Trading Ltd', true)).toBeGreaterThan(0.85);
    expect(score('Acme GmbH', 'Zenith GmbH', true)).toBeLessThan(0.2);
    expect(score('CORP', 'Acme Corp', true)).toBeLessThan(0.2);
  });

  it('does not hit on a shared common given name alone', () => {
    expect(score('John Miller', 'John Smith')).toBeLessThan(0.3);
    expect(score('George Bush', 'George Habbash')).toBeLessThan(0.3);
    expect(score('Mohammed', 'Mohammed Omar')).toBeLessThan(0.72);
    expect(score('Mohammed Schmidt', 'Mohammed Al-Masri')).toBeLessThan(0.3);
  });

  it('reads the parts of a syllabic name one by one: one character changed is another name', () => {
    expect(score('习近朋', '习近平')).toBeLessThan(0.72);
  });
});
