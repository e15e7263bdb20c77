// The list cutter reads a host's list as it arrives: whatever chunks the bytes come in, it
// must find exactly the items JSON.parse finds, and refuse what JSON.parse refuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArrayItems } from '../../src-main/client/json';

/** Feeds `text` in chunks cut at `cuts` (byte offsets) and answers the items as parsed values, or the text of a non-array. */
function read(text: string, cuts: number[] = []): unknown[] | string {
  const bytes = Buffer.from(text, 'utf8');
  const ends = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const cutter = new ArrayItems();
  const items: unknown[] = [];
  let from = 0;
  for (const end of [...ends, bytes.length]) {
    for (const item of cutter.push(bytes.subarray(from, end))) items.push(JSON.parse(item));
    from = end;
  }
  return cutter.end() ?? items;
}

describe('the list cutter', () => {
  it('finds the items JSON.parse finds, however the bytes are cut (strings with brackets, commas, quotes and UTF-8 included)', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), fc.array(fc.nat(), { maxLength: 8 }), fc.boolean(), (values, cuts, pretty) => {
        const text = JSON.stringify(values, null, pretty ? 2 : undefined);
        expect(read(text, cuts)).toEqual(JSON.parse(text));
      }),
      // A fixed seed: the same inputs every run.
      { numRuns: 300, seed: 34 },
    );
    expect(read(' [ "a,]}", {"b":["\\"]"]} , 3 ] \n', [3, 7, 12])).toEqual(['a,]}', { b: ['"]'] }, 3]);
    expect(read('[]')).toEqual([]);
    expect(read('  [ ]  ', [1, 3])).toEqual([]);
    expect(read('["Müller", "€"]', [4, 5, 13])).toEqual(['Müller', '€']);
  });

  it('hands back an answer that is not an array whole, for the caller to report', () => {
    expect(read('{"data":[1,2]}', [3])).toBe('{"data":[1,2]}');
    expect(read('')).toBe('');
    expect(read('null')).toBe('null');
  });

  it('refuses bytes that cannot be a JSON array', () => {
    expect(() => read('[1,2')).toThrow('the list ends before its closing "]"');
    expect(() => read('[1,2}')).toThrow('a "}" closes the list');
    expect(() => read('[1] [2]')).toThrow('more follows the list');
    // An empty item is passed on; JSON.parse refuses it where the client parses each item.
    expect(() => read('[1,,2]')).toThrow(SyntaxError);
    expect(() => read('[1,]')).toThrow(SyntaxError);
    expect(() => read('[,1]')).toThrow(SyntaxError);
  });

  it('counts the bytes held for an item not yet complete, and none once it is', () => {
    const cutter = new ArrayItems();
    expect(cutter.push(Buffer.from('[{"a":"xxxx'))).toEqual([]);
    expect(cutter.pendingBytes).toBe(10);
    expect(cutter.push(Buffer.from('"},'))).toEqual(['{"a":"xxxx"}']);
    expect(cutter.pendingBytes).toBe(0);
  });
});
