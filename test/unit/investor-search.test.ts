// Finding an investor by what a person remembers: parts of the name and the email, any case
// and accents, a typo in a longer word; never a wrong person for a short word.
import { describe, expect, it } from 'vitest';
import { prefixDistance, scoreInvestor, searchInvestors, typosAllowed } from '../../src-main/workflows/investor-search';
import { fold } from '../../src-shared/wire/users';

const PEOPLE = [
  { id: '1', name: 'Greta Hoffmann', email: 'greta.hoffmann@example.com' },
  { id: '2', name: 'Ben Müller', email: 'ben.mueller@example.com' },
  { id: '3', name: 'Anna Schmidt', email: 'anna.schmidt@example.com' },
  { id: '4', name: 'Nordlicht Energie GmbH', email: 'invest@nordlicht-energie.example' },
  { id: '5', name: 'Ann Schmitt', email: 'a.schmitt@example.org' },
  { id: '6', name: 'Jürgen Groß' },
];
const names = (query: string) => searchInvestors(query, PEOPLE, 10).map((s) => s.investor.name);

describe('investor search', () => {
  it('finds by the whole name, in any case and word order', () => {
    expect(names('greta hoffmann')[0]).toBe('Greta Hoffmann');
    expect(names('HOFFMANN Greta')[0]).toBe('Greta Hoffmann');
  });

  it('finds by the start or a part of a name or an email', () => {
    expect(names('hoff')).toEqual(['Greta Hoffmann']);
    expect(names('nordlicht-energie')).toEqual(['Nordlicht Energie GmbH']);
    expect(names('mueller@')).toEqual(['Ben Müller']);
    expect(names('example.org')).toEqual(['Ann Schmitt']);
  });

  it('puts the exact email first', () => {
    const found = searchInvestors('a.schmitt@example.org', PEOPLE, 10);
    expect(found[0]?.investor.id).toBe('5');
    expect(found[0]?.score).toBe(2);
  });

  it('forgives a typo in a longer word, and ranks the exact spelling above it', () => {
    expect(names('greta hofman')[0]).toBe('Greta Hoffmann');
    expect(names('gerta hoffmann')[0]).toBe('Greta Hoffmann');
    expect(names('schmidt')).toEqual(['Anna Schmidt', 'Ann Schmitt']);
    expect(names('schmitt')).toEqual(['Ann Schmitt', 'Anna Schmidt']);
  });

  it('finds no one for a short word one letter off, or a word nobody has', () => {
    expect(names('bem')).toEqual([]);
    expect(names('zzzz')).toEqual([]);
    expect(names('greta zzzz')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });

  it('reads accents and ß as their plain letters', () => {
    expect(fold('Jürgen Groß')).toBe('jurgen gross');
    expect(names('jurgen gross')).toEqual(['Jürgen Groß']);
    expect(names('muller')).toEqual(['Ben Müller']);
  });

  it('finds an investor known without an email by the name only', () => {
    expect(scoreInvestor('jurgen', PEOPLE[5] as (typeof PEOPLE)[number])).toBeGreaterThan(0);
    expect(scoreInvestor('example', PEOPLE[5] as (typeof PEOPLE)[number])).toBe(0);
  });

  it('measures the distance to the closest prefix, and gives up beyond the bound', () => {
    expect(prefixDistance('hofman', 'hoffmann', 2)).toBe(1);
    expect(prefixDistance('gerta', 'greta', 2)).toBe(1);
    expect(prefixDistance('hoffmann', 'hoffmann', 2)).toBe(0);
    expect(prefixDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect([3, 4, 7, 8].map(typosAllowed)).toEqual([0, 1, 1, 2]);
  });

  it('keeps at most the limit, best first', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: String(i), name: `Investor ${String(i).padStart(2, '0')}` }));
    const found = searchInvestors('investor', many, 5);
    expect(found.map((s) => s.investor.name)).toEqual(['Investor 00', 'Investor 01', 'Investor 02', 'Investor 03', 'Investor 04']);
  });
});
