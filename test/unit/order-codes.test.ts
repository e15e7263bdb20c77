// The one code near a mistyped one: a slip (a character wrong, missing, extra, two swapped),
// and only when a single code is that near.
import { describe, expect, it } from 'vitest';
import { CodeFinder } from '../../src-main/workflows/order-codes';

const finder = new CodeFinder(['OM-B3N0R5T1', 'OM-D9H3J7K0', 'OM-F5Q1S3V7']);

describe('the code near a mistyped one', () => {
  it.each([
    ['a character wrong', 'OM-B3N0R5T2', 'OM-B3N0R5T1'],
    ['a character missing', 'OM-B3N0R5T', 'OM-B3N0R5T1'],
    ['a character extra', 'OM-B3N0R55T1', 'OM-B3N0R5T1'],
    ['two neighbours swapped', 'OM-D9H3J7K0'.replace('H3', '3H'), 'OM-D9H3J7K0'],
    ['any case, no hyphen, O for 0', 'omb3nor5t2', 'OM-B3N0R5T1'],
  ])('%s: %s → %s', (_slip, typed, near) => {
    expect(finder.near(typed)).toBe(near);
  });

  it('names none when two codes are that near, or none is', () => {
    expect(new CodeFinder(['OM-AAAA1', 'OM-AAAA2']).near('OM-AAAA3')).toBeUndefined();
    expect(finder.near('OM-ZZZZZZZZ')).toBeUndefined();
  });

  it('does not call a code near itself', () => {
    expect(finder.near('OM-B3N0R5T1')).toBeUndefined();
  });
});
