// The distribution picker names each project's state, so finance sees which one waits.
import { describe, expect, it } from 'vitest';
import { pickerState } from '../../src-renderer/screens/distribution/project-state';

const now = new Date('2026-11-26T12:00:00Z');
const ended = { start_date: '2026-09-01', end_date: '2026-11-01' };
const live = { start_date: '2026-11-01', end_date: '2026-12-31' };
const upcoming = { start_date: '2027-01-01', end_date: '2027-02-01' };

describe('a project’s state in the distribution picker', () => {
  it('says an ended project is not prepared until its preparation is done', () => {
    expect(pickerState(ended, 'none', now)).toBe('notPrepared');
    expect(pickerState(ended, 'running', now)).toBe('preparing');
    expect(pickerState(ended, 'failed', now)).toBe('failed');
    expect(pickerState(ended, 'done', now)).toBe('prepared');
    expect(pickerState(ended, undefined, now)).toBeUndefined();
  });

  it('says a project on sale or not yet on sale is that, whatever is read of its preparation', () => {
    expect(pickerState(live, 'none', now)).toBe('onSale');
    expect(pickerState(live, undefined, now)).toBe('onSale');
    expect(pickerState(live, 'done', now)).toBe('prepared');
    expect(pickerState(upcoming, undefined, now)).toBe('upcoming');
  });
});
