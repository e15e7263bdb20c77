// The contract's own rules: what a write makes stale are reads, and only its events pass.
import { describe, expect, it } from 'vitest';
import { CHANNELS, EVENTS, invalidatedBy, isEvent } from '../../src-shared/contract';

describe('ipc contract', () => {
  it('has a write invalidate reads only, never another write', () => {
    const writes = new Set(CHANNELS.filter((c) => invalidatedBy(c).length > 0));
    expect(writes.size).toBeGreaterThan(40);
    for (const write of writes) {
      expect(invalidatedBy(write).filter((c) => writes.has(c)), write).toEqual([]);
    }
  });

  it('knows its events and nothing else', () => {
    expect(EVENTS).toContain('distribution.exportProgress');
    for (const event of EVENTS) expect(isEvent(event)).toBe(true);
    for (const name of ['constructor', 'toString', 'profiles.list', 'desk:invoke', 42]) expect(isEvent(name)).toBe(false);
  });
});
